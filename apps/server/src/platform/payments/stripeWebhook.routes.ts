import Stripe from 'stripe';
import { ok } from '@limelight/protocol';
import type { HttpApp } from '../http/httpApp.ts';
import { ApiError } from '../http/apiError.ts';
import type { StripeWebhookEventsRepo } from './stripeWebhookEvents.repo.ts';
import type { StripeWebhookHandlers } from './stripeWebhookHandlers.ts';

/** Stripe's own default: a signature more than 300 s old is refused, so a captured delivery cannot be replayed. */
const signatureToleranceSeconds = 300;

const badSignature = (detail: string, data: unknown = null) =>
  new ApiError('InvalidRequest', `stripe-signature: ${detail}`, data);

/** The event Stripe signed with the endpoint's secret; 4000 naming `stripe-signature` otherwise. */
function verifiedEvent(
  body: unknown,
  signature: string | string[] | undefined,
  webhookSecret: string,
  receivedAt: Date,
): Stripe.Event {
  if (!signature) throw badSignature('The Stripe signature is missing');
  const payload = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  try {
    return Stripe.webhooks.constructEvent(
      payload,
      signature,
      webhookSecret,
      signatureToleranceSeconds,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    throw badSignature(
      `The Stripe signature does not match this endpoint or is older than ${signatureToleranceSeconds} seconds`,
      { reason: error instanceof Error ? error.message : String(error) },
    );
  }
}

/**
 * POST /api/payments/v1/stripeWebhook (Stripe only, with STRIPE_WEBHOOK_SECRET): Stripe's signed events.
 * Each event id is recorded once, so a redelivery, or two deliveries at once, answer 200 without running
 * the handler again; a handler that fails answers 5000 and forgets the event, so that Stripe's retry
 * runs it. Events without a handler are recorded and acknowledged.
 */
export async function registerStripeWebhookRoutes(
  app: HttpApp,
  deps: {
    webhookSecret: string;
    events: StripeWebhookEventsRepo;
    handlers: StripeWebhookHandlers;
    now: () => Date;
  },
): Promise<void> {
  const { events, handlers } = deps;
  await app.register(async (scope) => {
    // The signature covers the exact bytes Stripe sent: in this plugin scope alone, bodies stay raw.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/payments/v1/stripeWebhook', async (request) => {
      const event = verifiedEvent(
        request.body,
        request.headers['stripe-signature'],
        deps.webhookSecret,
        deps.now(),
      );
      if (!(await events.record(event))) return ok({ eventId: event.id, duplicate: true });
      try {
        await handlers.handlerOf(event.type)?.(event);
      } catch (error) {
        await events.release(event.id);
        throw error;
      }
      await events.markProcessed(event.id);
      return ok({ eventId: event.id, duplicate: false });
    });
  });
}
