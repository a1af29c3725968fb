import {
  fail,
  pass,
  validateDateOfBirth,
  validateEmail,
  validateLoginIdentifier,
  validatePasswordConfirmation,
  validateRequired,
  type Validation,
} from '@limelight/protocol';

/**
 * spec 000 §5 sign-up address: something that tries to be an address (it has an '@') but is not one gets
 * 'Invalid email, please try again'; another identifier, a username say, 'Please login with your email
 * address'.
 */
export function validateSignUpEmail(text: string): Validation<string> {
  return text.includes('@') ? validateEmail(text) : validateLoginIdentifier(text);
}

/** spec 000 §5: the confirmation is not empty and matches the password ('Passwords do not match'). */
export function validateConfirmation(password: string, confirmation: string): Validation<string> {
  const required = validateRequired(confirmation);
  return required.ok ? validatePasswordConfirmation(password, confirmation) : required;
}

/** spec 000 §5: a date of birth is not empty, reads YYYY-MM-DD and gives an age of 13 to 150 ('DOB must be 13-150'). */
export function validateDateOfBirthField(text: string, now: Date): Validation<string> {
  const required = validateRequired(text);
  return required.ok ? validateDateOfBirth(required.value, now) : required;
}

/** A password being checked rather than chosen (the current one): not empty, and kept exactly as typed. */
export function validateEnteredPassword(password: string): Validation<string> {
  return password.length > 0 ? pass(password) : fail('fieldRequired');
}
