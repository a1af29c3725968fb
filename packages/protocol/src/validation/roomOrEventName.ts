import { TextLength } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

// spec 000 §5's "0-9, A-Z, a-z, underscore, dash and whitespace", read as letters and digits of any script
// (with their combining marks, which some scripts need to write a letter): docs/decisions/events-new-user.md.
const namePattern = /^[\p{L}\p{M}\p{N}_\-\s]+$/u;

/**
 * spec 000 §5: a room or event name is not empty and holds only letters and digits (of any script),
 * underscore, dash and whitespace; as the name it shows, it obeys the display-name maximum of 100
 * characters. Trimmed.
 */
export function validateRoomOrEventName(name: string): Validation<string> {
  const value = name.trim();
  if (value.length === 0) return fail('fieldRequired');
  if (!namePattern.test(value)) return fail('titleCharacters');
  return value.length > TextLength.displayNameMaxChars ? fail('displayNameTooLong') : pass(value);
}

/** `validateRoomOrEventName` as a zod schema. */
export const roomOrEventNameSchema = validatedSchema(textSchema, validateRoomOrEventName);
