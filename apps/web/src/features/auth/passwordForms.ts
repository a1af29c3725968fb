import { validateLoginIdentifier, validatePassword, validateRequired } from '@limelight/protocol';
import { validateConfirmation, validateEnteredPassword, validateForm } from '../../lib/forms/index.ts';

/** A new password and its confirmation, as the reset and change-password forms take them. */
export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

function newPasswordChecks({ newPassword, confirmPassword }: NewPasswordValues) {
  return {
    newPassword: validatePassword(newPassword),
    confirmPassword: validateConfirmation(newPassword, confirmPassword),
  };
}

/** Step 1 of a reset: the account's e-mail address (spec 000 §5: e-mail only). */
export function validateResetRequestForm(values: { email: string }) {
  return validateForm({ email: validateLoginIdentifier(values.email) });
}

/** Step 2 of a reset: the e-mailed code and the new password, confirmed. */
export interface ResetPasswordValues extends NewPasswordValues {
  code: string;
}

export function validateResetPasswordForm(values: ResetPasswordValues) {
  return validateForm({ code: validateRequired(values.code), ...newPasswordChecks(values) });
}

/** Changing the password: the current one, then the new one, confirmed. */
export interface ChangePasswordValues extends NewPasswordValues {
  oldPassword: string;
}

export function validateChangePasswordForm(values: ChangePasswordValues) {
  return validateForm({
    oldPassword: validateEnteredPassword(values.oldPassword),
    ...newPasswordChecks(values),
  });
}
