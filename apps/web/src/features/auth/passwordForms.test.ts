import { describe, expect, it } from 'vitest';
import {
  validateChangePasswordForm,
  validateResetPasswordForm,
  validateResetRequestForm,
} from './passwordForms.ts';

describe('reset password (spec 000 §5)', () => {
  it('asks for the e-mail address of the account', () => {
    expect(validateResetRequestForm({ email: 'Ada@Example.com' })).toEqual({
      ok: true,
      values: { email: 'ada@example.com' },
    });
    expect(validateResetRequestForm({ email: 'ada' })).toEqual({
      ok: false,
      errors: { email: 'loginWithEmail' },
    });
  });

  it('needs the code, a password of 8 and a matching confirmation', () => {
    expect(validateResetPasswordForm({ code: ' ', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      ok: false,
      errors: {
        code: 'fieldRequired',
        newPassword: 'passwordTooShort',
        confirmPassword: 'passwordsDoNotMatch',
      },
    });
    expect(
      validateResetPasswordForm({
        code: ' 123456 ',
        newPassword: 'long enough',
        confirmPassword: 'long enough',
      }),
    ).toEqual({
      ok: true,
      values: { code: '123456', newPassword: 'long enough', confirmPassword: 'long enough' },
    });
  });
});

describe('change password (spec 000 §5)', () => {
  it('needs the current password and a new one of 8, confirmed', () => {
    expect(
      validateChangePasswordForm({ oldPassword: '', newPassword: '1234567', confirmPassword: '' }),
    ).toEqual({
      ok: false,
      errors: {
        oldPassword: 'fieldRequired',
        newPassword: 'passwordTooShort',
        confirmPassword: 'fieldRequired',
      },
    });
  });
});
