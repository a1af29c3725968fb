import { z } from 'zod';
import { eventIdSchema, userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

/** POST /api/user/v1/createGuest: a guest account, optionally for one event (spec 000 §7). */
export const createGuestRequestSchema = z.object({ eventId: eventIdSchema.optional() });
/** The body of POST /api/user/v1/createGuest. */
export type CreateGuestRequest = z.infer<typeof createGuestRequestSchema>;

/** POST /api/user/v1/createGuest answer: guest login returns userToken and uuid (spec 000 §3). */
export const createGuestAnswerSchema = z.object({
  userToken: textSchema.min(1),
  uuid: userIdSchema,
  expiresIn: z.number().int().positive(),
});
/** The data of POST /api/user/v1/createGuest. */
export type CreateGuestAnswer = z.infer<typeof createGuestAnswerSchema>;
