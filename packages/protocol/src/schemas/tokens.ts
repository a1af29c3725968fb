import { z } from 'zod';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

/**
 * POST /api/passport/v1/refreshToken (ARCHITECTURE wire conventions). The token is optional here because
 * its absence has its own code, 10022 refresh token required (spec 000 §8), answered by the service.
 */
export const refreshTokenRequestSchema = z.object({ refreshToken: textSchema.max(512).optional() });
/** The body of POST /api/passport/v1/refreshToken. */
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/**
 * The token answer of login, register and refresh: `expiresIn` in seconds (spec 000 §3). A token login
 * answers an empty refresh token (spec 000 §4).
 */
export const tokenAnswerSchema = z.object({
  userToken: textSchema.min(1),
  refreshToken: textSchema,
  expiresIn: z.number().int().positive(),
  userId: userIdSchema,
  guestId: textSchema.optional(),
});
/** The data of the login, register and refresh answers. */
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;
