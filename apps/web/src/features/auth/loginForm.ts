import { validateLoginIdentifier, validatePassword } from '@limelight/protocol';
import { validateForm } from '../../lib/forms/index.ts';

/** What the login form holds. */
export interface LoginValues {
  email: string;
  password: string;
}

/** spec 000 §5: login is by e-mail address only, with a password of at least 8 characters. */
export function validateLoginForm(values: LoginValues) {
  return validateForm({
    email: validateLoginIdentifier(values.email),
    password: validatePassword(values.password),
  });
}
