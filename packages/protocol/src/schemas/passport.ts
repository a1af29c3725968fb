import { z } from 'zod';
import { Messages } from '../messages.ts';
import { emailSchema, loginIdentifierSchema } from '../validation/email.ts';
import { passwordSchema } from '../validation/password.ts';
import { dateOfBirthSchema } from '../validation/dateOfBirth.ts';
import { termsAcceptedSchema } from '../validation/terms.ts';
import { cyaIdSchema, profileUsernameSchema } from '../validation/username.ts';
import { displayNameSchema } from '../validation/textLength.ts';
import { imageUrlSchema } from '../validation/imageUrl.ts';
import { eventIdSchema, userIdSchema } from './ids.ts';
import { inviteLinkSchema } from './inviteLinks.ts';
import { textSchema } from './text.ts';
import { boundedIntSchema } from './integers.ts';

// A password being checked (not chosen): any non-empty text; bounded so hashing stays cheap.
const enteredPasswordSchema = textSchema.min(1, Messages.fieldRequired).max(1024);
const chosenPasswordSchema = textSchema.max(1024).pipe(passwordSchema);
const providerSchema = textSchema.trim().min(1).max(64);
const idTokenSchema = textSchema.min(1).max(16_384);

/**
 * POST /api/passport/v1/register (spec 000 §3 registration, §5). The address comes as `email` or
 * `username`: an invalid `email` answers 'Invalid email, please try again', a `username` that is not an
 * address 'Please login with your email address'. `terms` is checked when sent ('Must accept to
 * continue'). `guestId` converts that guest (the bearer token must be its own); `link` is an invitation.
 */
export function registerRequestSchema(clock: () => Date) {
  return z
    .object({
      email: emailSchema.optional(),
      username: loginIdentifierSchema.optional(),
      password: chosenPasswordSchema,
      dob: dateOfBirthSchema(clock),
      /** spec 000 §3: registration type, default 0. */
      type: boundedIntSchema(0).default(0),
      terms: termsAcceptedSchema.optional(),
      guestId: userIdSchema.optional(),
      link: inviteLinkSchema.optional(),
    })
    .transform(({ email, username, ...rest }, ctx) => {
      const address = email ?? username;
      if (address === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['username'],
          message: Messages.fieldRequired,
          input: username,
        });
        return z.NEVER;
      }
      return { ...rest, email: address };
    });
}
/** The body of POST /api/passport/v1/register, after parsing. */
export type RegisterRequest = z.output<ReturnType<typeof registerRequestSchema>>;

/** POST /api/passport/v1/login: e-mail only (spec 000 §5 'Please login with your email address'). */
export const loginRequestSchema = z.object({
  username: loginIdentifierSchema,
  password: enteredPasswordSchema,
  link: inviteLinkSchema.optional(),
});
/** The body of POST /api/passport/v1/login. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * POST /api/passport/v1/socialLogin: `accessToken` is the provider's OpenID Connect id token; `isWeb`
 * tells which of the provider's client ids signed the user in (both are configured audiences).
 */
export const socialLoginRequestSchema = z.object({
  accessToken: idTokenSchema,
  provider: providerSchema,
  isWeb: z.boolean().optional(),
  link: inviteLinkSchema.optional(),
});
/** The body of POST /api/passport/v1/socialLogin. */
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/** POST /api/passport/v1/loginByToken: a login token from createAccount (spec 000 §4: 3600 s, no refresh). */
export const loginByTokenRequestSchema = z.object({ token: textSchema.trim().min(1).max(256) });
/** The body of POST /api/passport/v1/loginByToken. */
export type LoginByTokenRequest = z.infer<typeof loginByTokenRequestSchema>;

/**
 * POST /api/passport/v1/link: adds a way to sign in to the caller's account. `email` sets or changes the
 * e-mail login: `password` is the account's password when it has one (it confirms the change), else it
 * becomes the password. `token` links a social identity by its id token.
 */
export const linkRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('email'), email: emailSchema, password: chosenPasswordSchema }),
  z.object({ type: z.literal('token'), provider: providerSchema, accessToken: idTokenSchema }),
]);
/** The body of POST /api/passport/v1/link. */
export type LinkRequest = z.infer<typeof linkRequestSchema>;

/**
 * POST /api/passport/v1/logout: revokes the given refresh token's family and closes the caller's sockets;
 * `everywhere` also ends every other session (spec 000 §8: their tokens then answer 10055).
 */
export const logoutRequestSchema = z.object({
  refreshToken: textSchema.max(512).optional(),
  everywhere: z.boolean().optional(),
});
/** The body of POST /api/passport/v1/logout. */
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

/** POST /api/passport/v1/delete: the password confirms it for accounts that have one. */
export const deleteAccountRequestSchema = z.object({ password: enteredPasswordSchema.optional() });
/** The body of POST /api/passport/v1/delete. */
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** POST /api/passport/v1/changePassword (spec 000 §7); answers a fresh token pair. */
export const changePasswordRequestSchema = z.object({
  oldPassword: enteredPasswordSchema,
  newPassword: chosenPasswordSchema,
});
/** The body of POST /api/passport/v1/changePassword. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/passport/v1/getResetPasswordCode: e-mails a 6-digit code to the address, if it has an account. */
export const resetPasswordCodeRequestSchema = z.object({ username: loginIdentifierSchema });
/** The body of POST /api/passport/v1/getResetPasswordCode. */
export type ResetPasswordCodeRequest = z.infer<typeof resetPasswordCodeRequestSchema>;

/** POST /api/passport/v1/getResetPasswordCode answer: the reset request's `token`, whether or not the address is known. */
export const resetPasswordCodeAnswerSchema = z.object({ token: textSchema.min(1) });
/** The data of POST /api/passport/v1/getResetPasswordCode. */
export type ResetPasswordCodeAnswer = z.infer<typeof resetPasswordCodeAnswerSchema>;

/** POST /api/passport/v1/resetPassword: the request's `token`, the e-mailed `code`; answers a token pair. */
export const resetPasswordRequestSchema = z.object({
  token: textSchema.trim().min(1).max(128),
  code: textSchema.trim().min(1, Messages.fieldRequired).max(16),
  newPassword: chosenPasswordSchema,
});
/** The body of POST /api/passport/v1/resetPassword. */
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/passport/v1/updateCyaId (spec 000 §5: letters, numbers, underscores and dashes; unique). */
export const updateCyaIdRequestSchema = z.object({ updatedCyaId: textSchema.max(64).pipe(cyaIdSchema) });
/** The body of POST /api/passport/v1/updateCyaId. */
export type UpdateCyaIdRequest = z.infer<typeof updateCyaIdRequestSchema>;

/** GET /api/passport/v1/checkCyaId ?cyaId. */
export const checkCyaIdQuerySchema = z.object({ cyaId: textSchema.max(64).pipe(cyaIdSchema) });
/** The query of GET /api/passport/v1/checkCyaId. */
export type CheckCyaIdQuery = z.infer<typeof checkCyaIdQuerySchema>;

/** POST /api/passport/v1/updateCyaId answer: the caller's handle now. */
export const updateCyaIdAnswerSchema = z.object({ cyaId: textSchema.min(1) });
/** The data of POST /api/passport/v1/updateCyaId. */
export type UpdateCyaIdAnswer = z.infer<typeof updateCyaIdAnswerSchema>;

/** GET /api/passport/v1/checkCyaId answer: whether the handle is free for the caller (nobody else holds it). */
export const checkCyaIdAnswerSchema = z.object({ cyaId: textSchema.min(1), isAvailable: z.boolean() });
/** The data of GET /api/passport/v1/checkCyaId. */
export type CheckCyaIdAnswer = z.infer<typeof checkCyaIdAnswerSchema>;

/**
 * POST /api/user/v1/createAccount: a host makes an account for someone who has none yet (spec 000 §7);
 * it answers a login token and the address that hands it over. The owner claims it later.
 */
export const createAccountRequestSchema = z.object({
  eventId: eventIdSchema,
  username: profileUsernameSchema.pipe(displayNameSchema),
  avatar: imageUrlSchema.optional(),
  link: inviteLinkSchema.optional(),
});
/** The body of POST /api/user/v1/createAccount. */
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** POST /api/user/v1/createAccount answer. */
export const createAccountAnswerSchema = z.object({
  userId: userIdSchema,
  loginToken: textSchema.min(1),
  loginUrl: textSchema.min(1),
});
/** The data of POST /api/user/v1/createAccount. */
export type CreateAccountAnswer = z.infer<typeof createAccountAnswerSchema>;

/** POST /api/user/v1/claimAccount: the owner of a created account sets its e-mail, password and dob. */
export function claimAccountRequestSchema(clock: () => Date) {
  return z.object({ email: emailSchema, password: chosenPasswordSchema, dob: dateOfBirthSchema(clock) });
}
/** The body of POST /api/user/v1/claimAccount. */
export type ClaimAccountRequest = z.output<ReturnType<typeof claimAccountRequestSchema>>;

/**
 * POST /api/passport/v1/verifyEmail: `code` is the token of the mailed link (works signed out) or the
 * mail's short code (the signed-in holder of the address only). Answers the address now verified.
 */
export const verifyEmailRequestSchema = z.object({
  code: textSchema.trim().min(1, Messages.fieldRequired).max(128),
});
/** The body of POST /api/passport/v1/verifyEmail. */
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST /api/passport/v1/verifyEmail answer: the verified address. */
export const verifyEmailAnswerSchema = z.object({ email: textSchema.min(1), emailVerified: z.literal(true) });
/** The data of POST /api/passport/v1/verifyEmail. */
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswerSchema>;

/**
 * POST /api/passport/v1/resendVerification (no body): mails a new link and code to the caller's address.
 * Answers the address and how long until the next may be asked for; too soon answers 3000 with
 * `retryAfterSeconds` in `data`.
 */
export const resendVerificationAnswerSchema = z.object({
  email: textSchema.min(1),
  retryAfterSeconds: z.number().int().nonnegative(),
});
/** The data of POST /api/passport/v1/resendVerification. */
export type ResendVerificationAnswer = z.infer<typeof resendVerificationAnswerSchema>;

/** The `data` of a 3000 answer: seconds until the request may be made again. */
export const retryAfterSchema = z.object({ retryAfterSeconds: z.number().int().nonnegative() });
/** The `data` of a 3000 (try again later) answer. */
export type RetryAfter = z.infer<typeof retryAfterSchema>;

/**
 * GET /api/passport/v1/autoLoginKey: the public AES-GCM-256 key (base64url) of the encoded passwords of
 * automatic e-mail login links (spec 000 §2), and `kid`, its name.
 */
export const autoLoginKeyAnswerSchema = z.object({ kid: textSchema.min(1), key: textSchema.min(1) });
/** The data of GET /api/passport/v1/autoLoginKey. */
export type AutoLoginKeyAnswer = z.infer<typeof autoLoginKeyAnswerSchema>;
