import { describe, expect, it } from 'vitest';
import { validateClaimAccountForm, validateSignUpForm, type SignUpValues } from './accountForm.ts';

const NOW = new Date(Date.UTC(2026, 5, 15));
const valid: SignUpValues = {
  email: ' Ada@Example.com ',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  dateOfBirth: '2000-01-31',
  acceptsTerms: true,
};
const errorsOf = (changes: Partial<SignUpValues>) => {
  const result = validateSignUpForm({ ...valid, ...changes }, NOW);
  return result.ok ? {} : result.errors;
};

describe('sign-up form (spec 000 §5)', () => {
  it('passes a complete form with the address lower-cased', () => {
    expect(validateSignUpForm(valid, NOW)).toEqual({
      ok: true,
      values: {
        email: 'ada@example.com',
        password: 'correct horse',
        confirmPassword: 'correct horse',
        dateOfBirth: '2000-01-31',
        acceptsTerms: true,
      },
    });
  });

  it("'Invalid email, please try again' for an address that is not valid", () => {
    expect(errorsOf({ email: 'ada@example' })).toEqual({ email: 'invalidEmail' });
  });

  it("'Please login with your email address' for another identifier", () => {
    expect(errorsOf({ email: 'ada_lovelace' })).toEqual({ email: 'loginWithEmail' });
  });

  it("'Please enter a password (8char min length)' for a short password", () => {
    expect(errorsOf({ password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: 'passwordTooShort',
    });
  });

  it("'Passwords do not match' when the confirmation differs", () => {
    expect(errorsOf({ confirmPassword: 'correct horsf' })).toEqual({
      confirmPassword: 'passwordsDoNotMatch',
    });
  });

  it("'Must accept to continue' without the terms", () => {
    expect(errorsOf({ acceptsTerms: false })).toEqual({ acceptsTerms: 'termsNotAccepted' });
  });

  it.each([
    ['younger than 13', '2013-06-16'],
    ['older than 150', '1875-06-14'],
  ])("'DOB must be 13-150' for someone %s", (_case, dateOfBirth) => {
    expect(errorsOf({ dateOfBirth })).toEqual({ dateOfBirth: 'dateOfBirthOutOfRange' });
  });

  it('accepts someone turning 13 today', () => {
    expect(errorsOf({ dateOfBirth: '2013-06-15' })).toEqual({});
  });

  it('asks for YYYY-MM-DD', () => {
    expect(errorsOf({ dateOfBirth: '31/01/2000' })).toEqual({ dateOfBirth: 'dateOfBirthFormat' });
  });

  it('says that fields must not be empty', () => {
    expect(errorsOf({ email: '', confirmPassword: '', dateOfBirth: ' ' })).toEqual({
      email: 'fieldRequired',
      confirmPassword: 'fieldRequired',
      dateOfBirth: 'fieldRequired',
    });
  });
});

describe('claim-account form (spec 000 §5)', () => {
  it('checks the same credentials without the terms', () => {
    const result = validateClaimAccountForm(
      { email: 'ada', password: 'short', confirmPassword: 'other', dateOfBirth: '2020-01-01' },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'loginWithEmail',
        password: 'passwordTooShort',
        confirmPassword: 'passwordsDoNotMatch',
        dateOfBirth: 'dateOfBirthOutOfRange',
      },
    });
  });
});
