import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The `stripe_webhook_events` table: every verified event once, by Stripe's event id. */
export function createStripeWebhookEventsRepo(db: Kysely<Database>) {
  return {
    /**
     * Records a new event; false when its id is already there (a redelivery, or a second delivery racing
     * the first: the primary key lets one insert win).
     */
    async record(event: { id: string; type: string }): Promise<boolean> {
      const inserted = await db
        .insertInto('stripeWebhookEvents')
        .values({ id: event.id, type: event.type })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async markProcessed(id: string): Promise<void> {
      await db
        .updateTable('stripeWebhookEvents')
        .set({ processedAt: new Date() })
        .where('id', '=', id)
        .execute();
    },

    /** Forgets an event whose handler failed, so that Stripe's next delivery of it is processed. */
    async release(id: string): Promise<void> {
      await db
        .deleteFrom('stripeWebhookEvents')
        .where('id', '=', id)
        .where('processedAt', 'is', null)
        .execute();
    },
  };
}

export type StripeWebhookEventsRepo = ReturnType<typeof createStripeWebhookEventsRepo>;
