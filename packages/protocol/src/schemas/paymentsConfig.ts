import { z } from 'zod';
import { textSchema } from './text.ts';

/**
 * GET /api/payments/v1/config: which card processor the server charges with, for the web's card form.
 * With `stripe`, cards are tokenised by Stripe.js with `publishableKey`; with `test`, by the server's
 * POST /api/payments/v1/testTokens.
 */
export const paymentsConfigAnswerSchema = z.object({
  processor: z.enum(['test', 'stripe']),
  publishableKey: textSchema.nullable(),
});
/** The data of GET /api/payments/v1/config. */
export type PaymentsConfigAnswer = z.infer<typeof paymentsConfigAnswerSchema>;
