import { TextLength } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

// Lengths count code points, as the user sees characters (an emoji is one).
const lengthOf = (text: string): number => Array.from(text).length;

/** spec 000 §5, spec 001 §5: a display name is not empty and has at most 100 characters. Trimmed. */
export function validateDisplayName(name: string): Validation<string> {
  const value = name.trim();
  if (value.length === 0) return fail('fieldRequired');
  return lengthOf(value) > TextLength.displayNameMaxChars ? fail('displayNameTooLong') : pass(value);
}

/** spec 000 §5, spec 001 §5: a description has at most 500 characters; it may be empty. Trimmed. */
export function validateDescription(description: string): Validation<string> {
  const value = description.trim();
  return lengthOf(value) > TextLength.descriptionMaxChars ? fail('descriptionTooLong') : pass(value);
}

/** `validateDisplayName` as a zod schema. */
export const displayNameSchema = validatedSchema(textSchema, validateDisplayName);
/** `validateDescription` as a zod schema. */
export const descriptionSchema = validatedSchema(textSchema, validateDescription);
