import { testCardTokenAnswerSchema, testCardTokenRequestSchema } from '../schemas/commerce.ts';
import { paymentsConfigAnswerSchema } from '../schemas/paymentsConfig.ts';
import { stripeEventSchema, stripeWebhookAnswerSchema } from '../schemas/stripeWebhook.ts';
import { defineCall } from './call.ts';

/** The card processor: what the card form needs, its test tokens, and Stripe's signed events. */
export const paymentsCalls = {
  config: defineCall({
    method: 'GET',
    path: '/api/payments/v1/config',
    auth: 'none',
    answer: paymentsConfigAnswerSchema,
    codes: [],
    summary: "The card processor and Stripe's publishable key, for the card form.",
  }),
  testTokens: defineCall({
    method: 'POST',
    path: '/api/payments/v1/testTokens',
    auth: 'none',
    body: testCardTokenRequestSchema,
    answer: testCardTokenAnswerSchema,
    codes: [],
    summary:
      "Only with the test processor: card details turned into Stripe's test token, as Stripe.js would.",
  }),
  stripeWebhook: defineCall({
    method: 'POST',
    path: '/api/payments/v1/stripeWebhook',
    auth: 'none',
    body: stripeEventSchema,
    answer: stripeWebhookAnswerSchema,
    // 4004 where no STRIPE_WEBHOOK_SECRET is set; a bad Stripe-Signature is 4000 naming stripe-signature.
    codes: ['NotFound'],
    summary:
      "Stripe's events, signed over the exact bytes (Stripe-Signature, 300 s tolerance); each event id runs once.",
  }),
} as const;
