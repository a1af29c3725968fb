import { validateLoginIdentifier, validatePassword, type MessageKey } from '@limelight/protocol';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** The message key of each field at fault, for `t('messages.<key>')`. */
export type LoginFormErrors = Partial<Record<keyof LoginCredentials, MessageKey>>;

export type LoginFormResult =
  { ok: true; credentials: LoginCredentials } | { ok: false; errors: LoginFormErrors };

/** spec 000 §5: login is by e-mail address only, with a password of at least 8 characters. */
export function validateLoginForm(values: LoginCredentials): LoginFormResult {
  const email = validateLoginIdentifier(values.email);
  const password = validatePassword(values.password);
  if (email.ok && password.ok)
    return { ok: true, credentials: { email: email.value, password: password.value } };
  const errors: LoginFormErrors = {};
  if (!email.ok) errors.email = email.messageKey;
  if (!password.ok) errors.password = password.messageKey;
  return { ok: false, errors };
}
