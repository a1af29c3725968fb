import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

// spec 000 §5: profile usernames and cyaIds hold only letters, numbers, underscores and dashes.
const handlePattern = /^[A-Za-z0-9_-]+$/;

/** spec 000 §5: a username is not empty and has no spaces. */
export function validateUsername(username: string): Validation<string> {
  if (username.length === 0) return fail('fieldRequired');
  if (/\s/.test(username)) return fail('usernameHasSpaces');
  return pass(username);
}

/** spec 000 §5: a profile username has no spaces and only letters, numbers, underscores and dashes. */
export function validateProfileUsername(username: string): Validation<string> {
  const basic = validateUsername(username);
  if (!basic.ok) return basic;
  return handlePattern.test(username) ? pass(username) : fail('handleCharacters');
}

/** spec 000 §5: a cyaId (the @handle of /user/:cyaid) holds only letters, numbers, underscores and dashes. */
export function validateCyaId(cyaId: string): Validation<string> {
  if (cyaId.length === 0) return fail('fieldRequired');
  return handlePattern.test(cyaId) ? pass(cyaId) : fail('handleCharacters');
}

/** `validateUsername` as a zod schema. */
export const usernameSchema = validatedSchema(textSchema, validateUsername);
/** `validateProfileUsername` as a zod schema. */
export const profileUsernameSchema = validatedSchema(textSchema, validateProfileUsername);
/** `validateCyaId` as a zod schema. */
export const cyaIdSchema = validatedSchema(textSchema, validateCyaId);
