import { validatePassword, validateTermsAccepted } from '@limelight/protocol';
import {
  validateConfirmation,
  validateDateOfBirthField,
  validateForm,
  validateSignUpEmail,
  type AnswerFieldMapping,
} from '../../lib/forms/index.ts';

/** The credentials an account is made with: by sign-up, or by claiming an account a host created. */
export interface AccountValues {
  email: string;
  password: string;
  confirmPassword: string;
  dateOfBirth: string;
}

/** The sign-up form: the credentials and the terms. */
export interface SignUpValues extends AccountValues {
  acceptsTerms: boolean;
}

function accountChecks(values: AccountValues, now: Date) {
  return {
    email: validateSignUpEmail(values.email),
    password: validatePassword(values.password),
    confirmPassword: validateConfirmation(values.password, values.confirmPassword),
    dateOfBirth: validateDateOfBirthField(values.dateOfBirth, now),
  };
}

/** spec 000 §5 for sign-up: e-mail, password of 8, matching confirmation, age 13 to 150 and the terms. */
export function validateSignUpForm(values: SignUpValues, now: Date) {
  return validateForm({
    ...accountChecks(values, now),
    acceptsTerms: validateTermsAccepted(values.acceptsTerms),
  });
}

/** spec 000 §5 for claiming an account: the same credentials, without the terms. */
export function validateClaimAccountForm(values: AccountValues, now: Date) {
  return validateForm(accountChecks(values, now));
}

/** Where the server's refusals of register and claimAccount belong in the form. */
export const accountAnswerFields: AnswerFieldMapping<keyof AccountValues> = {
  byPath: { email: 'email', username: 'email', password: 'password', dob: 'dateOfBirth' },
  byMessage: {
    usernameTaken: 'email',
    invalidEmail: 'email',
    loginWithEmail: 'email',
    passwordTooShort: 'password',
    dateOfBirthOutOfRange: 'dateOfBirth',
    dateOfBirthFormat: 'dateOfBirth',
  },
};

/** The same for sign-up, which also sends the terms. */
export const signUpAnswerFields: AnswerFieldMapping<keyof SignUpValues> = {
  byPath: { ...accountAnswerFields.byPath, terms: 'acceptsTerms' },
  byMessage: { ...accountAnswerFields.byMessage, termsNotAccepted: 'acceptsTerms' },
};
