import { z } from 'zod';
import {
  autoLoginKeyAnswerSchema,
  changePasswordRequestSchema,
  checkCyaIdAnswerSchema,
  checkCyaIdQuerySchema,
  deleteAccountRequestSchema,
  linkRequestSchema,
  loginByTokenRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  registerRequestSchema,
  resendVerificationAnswerSchema,
  resetPasswordCodeAnswerSchema,
  resetPasswordCodeRequestSchema,
  resetPasswordRequestSchema,
  socialLoginRequestSchema,
  updateCyaIdAnswerSchema,
  updateCyaIdRequestSchema,
  verifyEmailAnswerSchema,
  verifyEmailRequestSchema,
} from '../schemas/passport.ts';
import { loginInfoSchema } from '../schemas/profile.ts';
import { refreshTokenRequestSchema, tokenAnswerSchema } from '../schemas/tokens.ts';
import { defineCall } from './call.ts';

/**
 * The per-address limit of the calls that check a secret (passwords, codes, tokens), as declared; a
 * deployment sets its own with AUTH_RATE_LIMIT_PER_MINUTE, and the server registers these calls with it.
 */
export const secretCheckRateLimitPerMinute = 20;
const rateLimitPerMinute = secretCheckRateLimitPerMinute;

/**
 * "Today" of the date-of-birth rule is the real date at each parse: the contract is one value shared by
 * the server, the web and the API reference.
 */
export const realClock = () => new Date();

/** spec 000 §7 "Passport": /api/passport/v1/… */
export const passportCalls = {
  register: defineCall({
    method: 'POST',
    path: '/api/passport/v1/register',
    auth: 'optional',
    body: registerRequestSchema(realClock),
    answer: tokenAnswerSchema,
    codes: ['Conflict', 'Forbidden'],
    rateLimitPerMinute,
    summary:
      'A new member by e-mail and password (spec 000 §3); with guestId, that guest becomes the member.',
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/passport/v1/login',
    auth: 'none',
    body: loginRequestSchema,
    answer: tokenAnswerSchema,
    codes: ['IncorrectCredentials', 'AccountBanned'],
    rateLimitPerMinute,
    summary: 'Signs in by e-mail and password; 3000 while the account is backed off after failed attempts.',
  }),
  socialLogin: defineCall({
    method: 'POST',
    path: '/api/passport/v1/socialLogin',
    auth: 'none',
    body: socialLoginRequestSchema,
    answer: tokenAnswerSchema,
    codes: ['IdentityTokenInvalid', 'EmailNotVerified', 'AccountBanned'],
    rateLimitPerMinute,
    summary: "Signs in with a provider's OpenID Connect id token.",
  }),
  loginByToken: defineCall({
    method: 'POST',
    path: '/api/passport/v1/loginByToken',
    auth: 'none',
    body: loginByTokenRequestSchema,
    answer: tokenAnswerSchema,
    codes: ['LoginTokenInvalid', 'AccountUnavailable', 'AccountBanned'],
    rateLimitPerMinute,
    summary: 'Signs in with the login token of a created account (spec 000 §4: 3600 s, no refresh token).',
  }),
  link: defineCall({
    method: 'POST',
    path: '/api/passport/v1/link',
    auth: 'member',
    body: linkRequestSchema,
    answer: loginInfoSchema,
    codes: ['AccountUnavailable', 'IncorrectPassword', 'Conflict', 'IdentityTokenInvalid', 'IdentityInUse'],
    rateLimitPerMinute,
    summary: "Adds a way to sign in to the caller's account: an e-mail login or a social identity.",
  }),
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
  logout: defineCall({
    method: 'POST',
    path: '/api/passport/v1/logout',
    auth: 'any',
    body: logoutRequestSchema,
    answer: z.null(),
    codes: [],
    summary: "Ends the refresh token's session (or every session) and closes the caller's sockets.",
  }),
  deleteAccount: defineCall({
    method: 'POST',
    path: '/api/passport/v1/delete',
    auth: 'member',
    body: deleteAccountRequestSchema,
    answer: z.null(),
    codes: ['AccountUnavailable', 'IncorrectPassword'],
    rateLimitPerMinute,
    summary: "Deletes the caller's account; its password confirms it when it has one.",
  }),
  changePassword: defineCall({
    method: 'POST',
    path: '/api/passport/v1/changePassword',
    auth: 'member',
    body: changePasswordRequestSchema,
    answer: tokenAnswerSchema,
    codes: ['AccountUnavailable', 'IncorrectPassword'],
    rateLimitPerMinute,
    summary: 'Changes the password, ends every other session and answers a fresh token pair.',
  }),
  getResetPasswordCode: defineCall({
    method: 'POST',
    path: '/api/passport/v1/getResetPasswordCode',
    auth: 'none',
    body: resetPasswordCodeRequestSchema,
    answer: resetPasswordCodeAnswerSchema,
    codes: [],
    rateLimitPerMinute,
    summary:
      "Mails a reset code to the address if it has an account; answers the request's token either way.",
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/passport/v1/resetPassword',
    auth: 'none',
    body: resetPasswordRequestSchema,
    answer: tokenAnswerSchema,
    codes: ['VerificationCodeInvalid', 'AccountBanned'],
    rateLimitPerMinute,
    summary: 'Sets a new password with the mailed code and signs in.',
  }),
  verifyEmail: defineCall({
    method: 'POST',
    path: '/api/passport/v1/verifyEmail',
    auth: 'optional',
    body: verifyEmailRequestSchema,
    answer: verifyEmailAnswerSchema,
    codes: ['LoginRequired', 'VerificationCodeInvalid'],
    rateLimitPerMinute,
    summary: "Proves an address: the mailed link's token (signed out too) or its short code (signed in).",
  }),
  resendVerification: defineCall({
    method: 'POST',
    path: '/api/passport/v1/resendVerification',
    auth: 'member',
    answer: resendVerificationAnswerSchema,
    codes: ['AccountUnavailable', 'Conflict'],
    rateLimitPerMinute,
    summary: 'Mails a new verification link and code; too soon answers 3000 with retryAfterSeconds.',
  }),
  updateCyaId: defineCall({
    method: 'POST',
    path: '/api/passport/v1/updateCyaId',
    auth: 'member',
    body: updateCyaIdRequestSchema,
    answer: updateCyaIdAnswerSchema,
    codes: ['Conflict'],
    summary: "Sets the caller's handle (cyaId), unique whatever its case.",
  }),
  autoLoginKey: defineCall({
    method: 'GET',
    path: '/api/passport/v1/autoLoginKey',
    auth: 'none',
    answer: autoLoginKeyAnswerSchema,
    codes: [],
    summary: 'The public key of the encoded passwords of automatic login links (spec 000 §2).',
  }),
  checkCyaId: defineCall({
    method: 'GET',
    path: '/api/passport/v1/checkCyaId',
    auth: 'any',
    query: checkCyaIdQuerySchema,
    answer: checkCyaIdAnswerSchema,
    codes: [],
    summary: 'Whether a handle is free for the caller.',
  }),
} as const;
