import type Stripe from 'stripe';

/** What a handler gets: the verified event of its type. */
export type StripeEventOf<T extends Stripe.Event['type']> = Extract<Stripe.Event, { type: T }>;

type AnyStripeEventHandler = (event: Stripe.Event) => Promise<void>;

/**
 * The handlers of verified Stripe webhook events, one per event type, registered by the features that
 * care (the composition root wires them). An event without a handler is recorded and acknowledged.
 */
export function createStripeWebhookHandlers() {
  const handlers = new Map<string, AnyStripeEventHandler>();
  return {
    on<T extends Stripe.Event['type']>(type: T, handler: (event: StripeEventOf<T>) => Promise<void>): void {
      // Two features reacting to one event would run in no defined order: one handler per type.
      if (handlers.has(type)) throw new Error(`A Stripe ${type} handler is already registered`);
      handlers.set(type, handler as AnyStripeEventHandler);
    },

    handlerOf(type: string): AnyStripeEventHandler | undefined {
      return handlers.get(type);
    },
  };
}

export type StripeWebhookHandlers = ReturnType<typeof createStripeWebhookHandlers>;
