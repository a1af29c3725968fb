import { refreshTokenRequestSchema, tokenAnswerSchema } from '../schemas/tokens.ts';
import { defineCall } from './call.ts';

/** spec 000 §7 "Passport": /api/passport/v1/… */
export const passportCalls = {
  refreshToken: defineCall({
    method: 'POST',
    path: '/api/passport/v1/refreshToken',
    auth: 'none',
    body: refreshTokenRequestSchema,
    answer: tokenAnswerSchema,
    codes: [
      'RefreshTokenRequired',
      'RefreshTokenFailed',
      'RefreshTokenRevoked',
      'AccountUnavailable',
      'AccountBanned',
    ],
    summary: 'New tokens for a refresh token (spec 000 §4); the old refresh token is spent.',
  }),
} as const;
