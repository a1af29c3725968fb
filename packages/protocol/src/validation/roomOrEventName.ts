import { TextLength } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

// spec 000 §5's "0-9, A-Z, a-z, underscore, dash and whitespace", read as letters and digits of any script
// (with their combining marks, which some scripts need to write a letter) and emoji (pictographs, their
// skin-tone modifiers, flags' regional indicators and the zero-width joiner of emoji sequences; the
// variation selector is a mark): docs/decisions/events-new-user.md. Markup and punctuation stay refused.
const namePattern =
  /^[\p{L}\p{M}\p{N}_\-\s\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u200D]+$/u;

/**
 * spec 000 §5: a room or event name is not empty and holds only letters and digits (of any script),
 * emoji, underscore, dash and whitespace; as the name it shows, it obeys the display-name maximum of 100
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
