import { describe, expect, it } from 'vitest';
import { refreshTokenRequestSchema, tokenAnswerSchema } from './tokens.ts';

describe('POST /api/passport/v1/refreshToken request', () => {
  it('takes the refresh token', () => {
    expect(refreshTokenRequestSchema.parse({ refreshToken: 'r' })).toEqual({ refreshToken: 'r' });
  });

  // A missing or empty token is the service's 10022 (spec 000 §8), not a schema failure.
  it.each([{}, { refreshToken: '' }])('lets %j through for 10022', (body) => {
    expect(refreshTokenRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([{ refreshToken: 42 }, { refreshToken: 'r'.repeat(513) }])('rejects %j', (body) => {
    expect(refreshTokenRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('token answer of login, register and refresh', () => {
  const answer = { userToken: 'a', refreshToken: 'r', expiresIn: 3600, userId: 'u1' };

  it.each([
    answer,
    { ...answer, guestId: 'g1' },
    { ...answer, refreshToken: '' }, // spec 000 §4: a token login has an empty refresh token
  ])('accepts %j', (data) => {
    expect(tokenAnswerSchema.parse(data)).toEqual(data);
  });

  it.each([
    { ...answer, userToken: '' },
    { ...answer, expiresIn: -1 },
    { ...answer, userId: '' },
    { userToken: 'a', refreshToken: 'r', expiresIn: 3600 },
  ])('rejects %j', (data) => {
    expect(tokenAnswerSchema.safeParse(data).success).toBe(false);
  });
});
