import { z } from 'zod';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

/** Whether `text` is an e-mail address (zod's practical rule, so schemas and validators agree). */
export function isEmailAddress(text: string): boolean {
  return z.regexes.email.test(text.trim());
}

// spec 000 §3: e-mail addresses are stored lower-cased.
const normaliseEmail = (text: string): string => text.trim().toLowerCase();

/** spec 000 §5: a valid e-mail address ('Invalid email, please try again'), lower-cased. */
export function validateEmail(text: string): Validation<string> {
  if (text.trim().length === 0) return fail('fieldRequired');
  return isEmailAddress(text) ? pass(normaliseEmail(text)) : fail('invalidEmail');
}

/** spec 000 §5: sign-up and login take an e-mail address only ('Please login with your email address'). */
export function validateLoginIdentifier(text: string): Validation<string> {
  if (text.trim().length === 0) return fail('fieldRequired');
  return isEmailAddress(text) ? pass(normaliseEmail(text)) : fail('loginWithEmail');
}

/** spec 000 §5, spec 001 §5: an invitee's e-mail address in role invitations ('Invalid email format'). */
export function validateInviteEmail(text: string): Validation<string> {
  return isEmailAddress(text) ? pass(normaliseEmail(text)) : fail('invalidEmailFormat');
}

/** `validateEmail` as a zod schema. */
export const emailSchema = validatedSchema(textSchema, validateEmail);
/** `validateLoginIdentifier` as a zod schema. */
export const loginIdentifierSchema = validatedSchema(textSchema, validateLoginIdentifier);
/** `validateInviteEmail` as a zod schema. */
export const inviteEmailSchema = validatedSchema(textSchema, validateInviteEmail);
