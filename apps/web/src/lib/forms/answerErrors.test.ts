// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { answerErrorsOf } from './answerErrors.ts';

const mapping = {
  byPath: { email: 'email', username: 'email', dob: 'dateOfBirth' },
  byMessage: { usernameTaken: 'email' },
} as const;

beforeAll(() => initI18n('en'));

describe('refused requests shown on a form', () => {
  it('puts each failed rule of a 4000 answer under its field', () => {
    const answer = {
      code: 4000,
      message: 'email: Invalid email, please try again',
      data: {
        issues: [
          { path: 'email', message: 'Invalid email, please try again' },
          { path: 'dob', message: 'DOB must be 13-150' },
        ],
      },
    };
    expect(answerErrorsOf(answer, mapping, i18n.t)).toEqual({
      fields: { email: 'invalidEmail', dateOfBirth: 'dateOfBirthOutOfRange' },
      message: undefined,
    });
  });

  it("puts 'The username has already been taken' under the e-mail", () => {
    const answer = { code: 4009, message: 'The username has already been taken', data: null };
    expect(answerErrorsOf(answer, mapping, i18n.t)).toEqual({
      fields: { email: 'usernameTaken' },
      message: undefined,
    });
  });

  it('says above the form what belongs to no field, in the interface language', async () => {
    await i18n.changeLanguage('fr');
    const answer = { code: 10031, message: 'Incorrect email or password', data: null };
    expect(answerErrorsOf(answer, mapping, i18n.t)).toEqual({
      fields: {},
      message: 'Adresse e-mail ou mot de passe incorrect',
    });
    await i18n.changeLanguage('en');
  });

  it('shows a message the interface does not know as the server wrote it', () => {
    const answer = {
      code: 4000,
      message: 'x',
      data: { issues: [{ path: 'link', message: 'Unknown link' }] },
    };
    expect(answerErrorsOf(answer, mapping, i18n.t)).toEqual({ fields: {}, message: 'Unknown link' });
  });
});
