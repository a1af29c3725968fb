import { describe, expect, it } from 'vitest';
import {
  checkCyaIdQuerySchema,
  claimAccountRequestSchema,
  linkRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './passport.ts';

const clock = () => new Date('2025-06-01T12:00:00Z');
const register = registerRequestSchema(clock);
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('POST /api/passport/v1/register (spec 000 §3, §5)', () => {
  const valid = { password: 'correct horse', dob: '2000-01-31' };

  it('takes the address from username or email, lower-cased, with type 0 by default', () => {
    expect(register.parse({ ...valid, username: 'Ann@Example.COM' })).toEqual({
      ...valid,
      email: 'ann@example.com',
      type: 0,
    });
    expect(register.parse({ ...valid, email: 'ann@example.com', guestId: 'g1' })).toMatchObject({
      email: 'ann@example.com',
      guestId: 'g1',
    });
  });

  it.each([
    [{ ...valid, username: 'ann' }, 'Please login with your email address'],
    [{ ...valid, email: 'ann@' }, 'Invalid email, please try again'],
    [{ ...valid }, 'This field is required'],
    [{ ...valid, email: 'a@b.co', password: 'short' }, 'Please enter a password (8char min length)'],
    [{ ...valid, email: 'a@b.co', dob: '2015-01-01' }, 'DOB must be 13-150'],
    [{ ...valid, email: 'a@b.co', dob: '1870-01-01' }, 'DOB must be 13-150'],
    [{ ...valid, email: 'a@b.co', dob: '01/31/2000' }, 'Please enter your date of birth as YYYY-MM-DD'],
    [{ ...valid, email: 'a@b.co', terms: false }, 'Must accept to continue'],
  ])('refuses %j with %j', (body, message) => {
    expect(firstMessage(register.safeParse(body))).toBe(message);
  });
});

describe('POST /api/passport/v1/login', () => {
  it('takes an e-mail address only', () => {
    expect(loginRequestSchema.parse({ username: 'A@B.co', password: 'x' })).toEqual({
      username: 'a@b.co',
      password: 'x',
    });
    expect(firstMessage(loginRequestSchema.safeParse({ username: 'ann', password: 'x' }))).toBe(
      'Please login with your email address',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ username: 'a@b.co', password: '' }))).toBe(
      'This field is required',
    );
  });
});

describe('POST /api/passport/v1/link', () => {
  it('takes an e-mail login or a social id token', () => {
    expect(linkRequestSchema.parse({ type: 'email', email: 'A@b.co', password: 'long enough' })).toEqual({
      type: 'email',
      email: 'a@b.co',
      password: 'long enough',
    });
    expect(linkRequestSchema.parse({ type: 'token', provider: 'google', accessToken: 't' })).toEqual({
      type: 'token',
      provider: 'google',
      accessToken: 't',
    });
    expect(linkRequestSchema.safeParse({ type: 'phone' }).success).toBe(false);
  });
});

describe('POST /api/passport/v1/resetPassword', () => {
  it('needs the code and a new password of 8 characters', () => {
    expect(
      firstMessage(
        resetPasswordRequestSchema.safeParse({ token: 't', code: '', newPassword: 'long enough' }),
      ),
    ).toBe('This field is required');
    expect(
      firstMessage(
        resetPasswordRequestSchema.safeParse({ token: 't', code: '123456', newPassword: 'short' }),
      ),
    ).toBe('Please enter a password (8char min length)');
  });
});

describe('cyaId (spec 000 §5)', () => {
  it('allows letters, numbers, underscores and dashes only', () => {
    expect(checkCyaIdQuerySchema.parse({ cyaId: 'the_cya-id9' })).toEqual({ cyaId: 'the_cya-id9' });
    expect(firstMessage(checkCyaIdQuerySchema.safeParse({ cyaId: 'the cya' }))).toBe(
      'Only letters, numbers, underscores and dashes are allowed',
    );
  });
});

describe('POST /api/user/v1/claimAccount', () => {
  it('applies the sign-up rules', () => {
    const claim = claimAccountRequestSchema(clock);
    expect(claim.parse({ email: 'Ann@b.co', password: 'long enough', dob: '2000-01-01' }).email).toBe(
      'ann@b.co',
    );
    expect(firstMessage(claim.safeParse({ email: 'ann', password: 'long enough', dob: '2000-01-01' }))).toBe(
      'Invalid email, please try again',
    );
  });
});
