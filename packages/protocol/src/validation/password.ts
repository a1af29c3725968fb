import { PasswordRule } from '../limits.ts';
import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

/** spec 000 §5: a password has at least 8 characters ('Please enter a password (8char min length)'). */
export function validatePassword(password: string): Validation<string> {
  // Counted in code points so that an emoji is one character, as the user sees it.
  return Array.from(password).length >= PasswordRule.minChars ? pass(password) : fail('passwordTooShort');
}

/** spec 000 §5: the confirmation matches the password ('Passwords do not match'). */
export function validatePasswordConfirmation(password: string, confirmation: string): Validation<string> {
  return password === confirmation ? pass(password) : fail('passwordsDoNotMatch');
}

/** `validatePassword` as a zod schema. */
export const passwordSchema = validatedSchema(textSchema, validatePassword);
