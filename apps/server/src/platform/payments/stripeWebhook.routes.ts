import { Transform, pipeline, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { paymentsCalls } from '@limelight/protocol/http';
import type { HttpApp } from '../http/httpApp.ts';
import type { ApiRouter } from '../http/router.ts';
import { ApiError } from '../http/apiError.ts';
import type { StripeWebhookEventsRepo } from './stripeWebhookEvents.repo.ts';
import type { StripeWebhookHandlers } from './stripeWebhookHandlers.ts';

/** Stripe's own default: a signature more than 300 s old is refused, so a captured delivery cannot be replayed. */
const signatureToleranceSeconds = 300;

const call = paymentsCalls.stripeWebhook;

const badSignature = (detail: string, data: unknown = null) =>
  new ApiError('InvalidRequest', `stripe-signature: ${detail}`, data);

/** The event Stripe signed with the endpoint's secret; 4000 naming `stripe-signature` otherwise. */
function verifiedEvent(
  payload: Buffer,
  signature: string | string[] | undefined,
  webhookSecret: string,
  receivedAt: Date,
): Stripe.Event {
  if (!signature) throw badSignature('The Stripe signature is missing');
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
 * The webhook route's own hooks. Without a secret there is no endpoint: a delivery is refused 4004, as an
 * unknown path is, before its body is read. With one, the exact bytes of each delivery are kept as they
 * stream past Fastify's JSON parser (which still reads them, within its body limit): the signature covers
 * those bytes, not the parsed JSON.
 */
function hookWebhookRoute(app: HttpApp, requireSecret: () => string): (request: FastifyRequest) => Buffer {
  const rawBodies = new WeakMap<FastifyRequest, Buffer>();
  const refuseUnconfigured = async () => {
    requireSecret();
  };
  const keep = async (request: FastifyRequest, _reply: unknown, payload: Readable) => {
    const chunks: Buffer[] = [];
    const recorder = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        chunks.push(chunk);
        next(null, chunk);
      },
      flush(next) {
        rawBodies.set(request, Buffer.concat(chunks));
        next();
      },
    });
    // A failed read (an aborted request) destroys the recorder with its error, which Fastify answers.
    return pipeline(payload, recorder, () => undefined);
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== call.path || route.method !== call.method) return;
    route.onRequest = [route.onRequest ?? []].flat().concat(refuseUnconfigured);
    route.preParsing = [route.preParsing ?? []].flat().concat(keep);
  });
  return (request) => rawBodies.get(request) ?? Buffer.alloc(0);
}

/**
 * POST /api/payments/v1/stripeWebhook (Stripe only, with STRIPE_WEBHOOK_SECRET; 4004 without it): Stripe's
 * signed events. The body is declared as the event Stripe sends; the event handled is the one read from the
 * signed bytes. Each event id is recorded once, so a redelivery, or two deliveries at once, answer 200
 * without running the handler again; a handler that fails answers 5000 and forgets the event, so that
 * Stripe's retry runs it. Events without a handler are recorded and acknowledged.
 */
export function registerStripeWebhookRoutes(
  app: HttpApp,
  router: ApiRouter,
  deps: {
    webhookSecret: string | undefined;
    events: StripeWebhookEventsRepo;
    handlers: StripeWebhookHandlers;
    now: () => Date;
  },
): void {
  const { events, handlers, webhookSecret } = deps;
  const requireSecret = (): string => {
    if (webhookSecret === undefined) throw new ApiError('NotFound');
    return webhookSecret;
  };
  const rawBodyOf = hookWebhookRoute(app, requireSecret);
  router.implement(call, async ({ request }) => {
    const event = verifiedEvent(
      rawBodyOf(request),
      request.headers['stripe-signature'],
      requireSecret(),
      deps.now(),
    );
    if (!(await events.record(event))) return { eventId: event.id, duplicate: true };
    try {
      await handlers.handlerOf(event.type)?.(event);
    } catch (error) {
      await events.release(event.id);
      throw error;
    }
    await events.markProcessed(event.id);
    return { eventId: event.id, duplicate: false };
  });
}
