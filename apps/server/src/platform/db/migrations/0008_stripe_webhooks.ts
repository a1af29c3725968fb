import { sql, type Kysely } from 'kysely';

/**
 * Stripe's webhook events, one row per event id (platform/payments): Stripe delivers an event at least
 * once, and the primary key makes sure it is handled once, also when two deliveries arrive together.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stripe_webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Null while its handler runs.
    .addColumn('processed_at', 'timestamptz')
    .execute();
}
