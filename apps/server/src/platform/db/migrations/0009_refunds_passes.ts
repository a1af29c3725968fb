import { sql, type Kysely } from 'kysely';

/**
 * Refunds, passes and films (issue 5). Orders keep the charge that paid them, what their receipt shows
 * (unit price, coupon code, paid time) and their refund; a refund deletes the ticket, so the order no
 * longer cascades from it and keeps the ticket id as its name. `refunds` records each refund the card
 * processor made. Every ticket gets an unguessable pass id, its public entry pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 32 random bytes (two v4 UUIDs: 244 random bits) in base64url: an id nobody can guess or enumerate.
  const randomPassId = sql`translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '+/=', '-_')`;
  // A volatile default is computed row by row, so existing tickets get passes of their own.
  await db.schema
    .alterTable('tickets')
    .addColumn('pass_id', 'text', (c) => c.notNull().defaultTo(randomPassId))
    .execute();
  await db.schema.createIndex('tickets_pass_key').on('tickets').column('pass_id').unique().execute();

  await db.schema
    .alterTable('orders')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('ticket'))
    .addColumn('unit_price_cents', 'integer')
    .addColumn('coupon_code', 'text')
    .addColumn('pass_id', 'text')
    .addColumn('charge_id', 'text')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('refund_claimed_at', 'timestamptz')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await sql`
    update orders set
      unit_price_cents = coalesce(
        (select price_cents from event_tiers where event_tiers.id = orders.tier_id),
        orders.amount_cents / orders.quantity),
      coupon_code = (select code from coupons where coupons.id = orders.coupon_id),
      pass_id = (select pass_id from tickets where tickets.id = orders.ticket_id),
      charge_id = (
        select charge_id from payments
        where payments.idempotency_key = 'purchase:' || orders.user_id || ':' || orders.idempotency_key
          and payments.status = 'succeeded'),
      paid_at = case when orders.status = 'paid' then orders.created_at end
  `.execute(db);
  await sql`alter table orders alter column unit_price_cents set not null, alter column pass_id set not null`.execute(
    db,
  );
  // The ticket goes when its order is refunded; the order stays, named by the ticket's id.
  await sql`alter table orders drop constraint orders_ticket_id_fkey`.execute(db);
  await sql`alter table orders drop constraint orders_status_check`.execute(db);
  await sql`
    alter table orders
      add constraint orders_status_check check (status in ('pending', 'paid', 'refunding', 'refunded')),
      add constraint orders_kind_check check (kind in ('ticket', 'film'))
  `.execute(db);
  // A charge pays one order; a refund the processor reports names the charge.
  await db.schema.createIndex('orders_charge_key').on('orders').column('charge_id').unique().execute();
  await db.schema.createIndex('orders_pass_idx').on('orders').column('pass_id').execute();
  await db.schema.createIndex('orders_event_idx').on('orders').columns(['event_id', 'created_at']).execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // The processor's refund id; null for a refund made outside the platform (its dashboard).
    .addColumn('processor_refund_id', 'text', (c) => c.unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('refunded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').column('order_id').execute();
}
