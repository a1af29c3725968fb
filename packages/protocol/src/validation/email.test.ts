import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  inviteEmailSchema,
  isEmailAddress,
  loginIdentifierSchema,
  validateEmail,
  validateInviteEmail,
  validateLoginIdentifier,
} from './email.ts';

const validAddresses = [
  ['ada@example.com', 'ada@example.com'],
  ['Ada.Lovelace+events@Example.CO.uk', 'ada.lovelace+events@example.co.uk'],
  [' ada@example.com ', 'ada@example.com'],
] as const;

const invalidAddresses = [
  'ada',
  'ada@',
  '@example.com',
  'ada@example',
  'ada@@example.com',
  'a da@example.com',
];

describe('e-mail must be valid (spec 000 §5)', () => {
  it.each(validAddresses)('%j passes, lower-cased to %j', (text, value) => {
    expect(validateEmail(text)).toEqual({ ok: true, value });
  });

  it.each(invalidAddresses)('%j fails', (text) => {
    expect(validateEmail(text)).toMatchObject({ ok: false, message: 'Invalid email, please try again' });
  });

  it('asks for an empty address to be filled in', () => {
    expect(validateEmail(' ')).toMatchObject({ ok: false, message: 'This field is required' });
  });

  it('agrees with isEmailAddress and the schema', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    expect(emailSchema.parse('ADA@example.com')).toBe('ada@example.com');
    expect(emailSchema.safeParse('ada').error?.issues[0]?.message).toBe('Invalid email, please try again');
  });
});

describe('login by e-mail only (spec 000 §5)', () => {
  it.each(validAddresses)('%j passes as %j', (text, value) => {
    expect(validateLoginIdentifier(text)).toEqual({ ok: true, value });
  });

  it.each(['ada_lovelace', '+15551234567', 'ada@example'])('%j fails', (text) => {
    expect(validateLoginIdentifier(text)).toMatchObject({
      ok: false,
      message: 'Please login with your email address',
    });
  });

  it('works as a schema', () => {
    expect(loginIdentifierSchema.safeParse('ada').error?.issues[0]?.message).toBe(
      'Please login with your email address',
    );
  });
});

describe('role invitation e-mail (spec 000 §5, spec 001 §5)', () => {
  it('passes a valid address', () => {
    expect(validateInviteEmail('Host@Example.com')).toEqual({ ok: true, value: 'host@example.com' });
  });

  it.each(['', ...invalidAddresses])('%j fails', (text) => {
    expect(validateInviteEmail(text)).toMatchObject({ ok: false, message: 'Invalid email format' });
  });

  it('works as a schema', () => {
    expect(inviteEmailSchema.safeParse('x').error?.issues[0]?.message).toBe('Invalid email format');
  });
});
