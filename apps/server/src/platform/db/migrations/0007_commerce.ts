import { sql, type Kysely } from 'kysely';

/**
 * Commerce (issue 5). `payments`: one row per charge attempt, keyed by its idempotency key so that a
 * retried request answers the first attempt's outcome and is never charged twice. `orders`: a purchase
 * of tickets of one tier, with the buyer's ticket. Amounts are integer cents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    // pending while the processor is asked; then succeeded (charge_id) or declined (decline_reason).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('charge_id', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('payments_amount_check', sql`amount_cents > 0`)
    .addCheckConstraint('payments_status_check', sql`status in ('pending', 'succeeded', 'declined')`)
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    // Upper case, unique per event.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // A percentage for 'percent', cents for 'amount'.
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('limited', 'boolean', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_at', 'timestamptz')
    .addColumn('end_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('coupons_event_code_key', ['event_id', 'code'])
    .addCheckConstraint('coupons_type_check', sql`type in ('percent', 'amount')`)
    .addCheckConstraint('coupons_used_check', sql`used >= 0 and (not limited or used <= count)`)
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().unique().references('tickets.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('tier_id', 'text', (c) => c.references('event_tiers.id').onDelete('set null'))
    .addColumn('tier_type', 'text', (c) => c.notNull())
    .addColumn('coupon_id', 'text', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('referral', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // pending while the card is charged, paid after; a declined order is deleted with its ticket.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
    .addCheckConstraint('orders_quantity_check', sql`quantity > 0 and amount_cents >= 0`)
    .addCheckConstraint('orders_status_check', sql`status in ('pending', 'paid')`)
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  // One purchased ticket per person and event (15001), also when two purchases race.
  await db.schema
    .createIndex('tickets_purchase_key')
    .on('tickets')
    .columns(['event_id', 'user_id'])
    .unique()
    .where(sql.ref('source'), '=', 'purchase')
    .execute();

  await db.schema
    .createTable('saved_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The processor's customer and card.
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('card_id', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('saved_cards_user_idx').on('saved_cards').column('user_id').execute();

  await db.schema
    .createTable('donations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('charge_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('donations_user_idx')
    .on('donations')
    .columns(['user_id', 'created_at'])
    .execute();
}
