import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

/** spec 000 §5: fields must not be empty; the value is trimmed. */
export function validateRequired(text: string, field?: string): Validation<string> {
  const value = text.trim();
  return value.length > 0 ? pass(value) : fail('fieldRequired', field);
}

/** A required text field as a zod schema. */
export const requiredTextSchema = validatedSchema(textSchema, (text) => validateRequired(text));
