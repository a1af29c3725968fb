import { z } from 'zod';
import { textSchema } from './text.ts';

/**
 * POST /api/payments/v1/stripeWebhook: the event Stripe sends (https://docs.stripe.com/api/events/object),
 * signed in its `Stripe-Signature` header over the exact bytes. The server checks the signature on those
 * bytes and reads the event from them; this schema describes them for the API reference.
 */
export const stripeEventSchema = z.object({
  id: textSchema,
  object: z.literal('event'),
  type: textSchema,
  api_version: textSchema.nullish(),
  created: z.number().int(),
  livemode: z.boolean(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEventBody = z.input<typeof stripeEventSchema>;

/** The webhook's answer: the event, and whether it had been received before (then it was not run again). */
export const stripeWebhookAnswerSchema = z.object({ eventId: textSchema, duplicate: z.boolean() });
export type StripeWebhookAnswer = z.infer<typeof stripeWebhookAnswerSchema>;
