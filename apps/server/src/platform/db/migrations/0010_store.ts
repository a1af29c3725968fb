import { sql, type Kysely } from 'kysely';

/**
 * The store (issue 5, docs/decisions/store.md): products of event, room and influencer stores with their
 * variants, one open cart per person, and store orders with their lines copied at the price paid. Money is
 * integer cents of CAD.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'event' (an event id), 'room' (a room id) or 'influencer' (a user id): no foreign key, three tables.
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('store_products_owner_kind_check', sql`owner_kind in ('event', 'room', 'influencer')`)
    .execute();
  await db.schema
    .createIndex('store_products_owner_idx')
    .on('store_products')
    .columns(['owner_kind', 'owner_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('store_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('store_products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    // Units still on sale; null means no limit. Sales take stock with `stock = stock - n where stock >= n`.
    .addColumn('stock', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addCheckConstraint('store_variants_price_check', sql`unit_price_cents > 0`)
    .addCheckConstraint('store_variants_stock_check', sql`stock is null or stock >= 0`)
    .execute();
  await db.schema
    .createIndex('store_variants_product_idx')
    .on('store_variants')
    .column('product_id')
    .execute();

  await db.schema
    .createTable('store_carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // open: being filled; checkout: being paid for (frozen); ordered: paid, closed for good.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('store_carts_status_check', sql`status in ('open', 'checkout', 'ordered')`)
    .execute();
  // One cart in use per person, also when two first additions race.
  await db.schema
    .createIndex('store_carts_in_use_key')
    .on('store_carts')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '<>', 'ordered')
    .execute();

  await db.schema
    .createTable('store_cart_items')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('store_carts.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('store_variants.id').onDelete('cascade'))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('store_cart_items_pkey', ['cart_id', 'variant_id'])
    .addCheckConstraint('store_cart_items_count_check', sql`count > 0`)
    .execute();
  await db.schema
    .createIndex('store_cart_items_variant_idx')
    .on('store_cart_items')
    .column('variant_id')
    .execute();

  await db.schema
    .createTable('store_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cart_id', 'text', (c) => c.notNull().references('store_carts.id').onDelete('cascade'))
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // pending while the card is charged, paid after; a declined order is deleted and its stock given back.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('charge_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('store_orders_user_idempotency_key', ['user_id', 'idempotency_key'])
    .addCheckConstraint('store_orders_status_check', sql`status in ('pending', 'paid')`)
    .addCheckConstraint(
      'store_orders_amounts_check',
      sql`subtotal_cents > 0 and tax_cents >= 0 and total_cents = subtotal_cents + tax_cents`,
    )
    .execute();
  await db.schema
    .createIndex('store_orders_user_idx')
    .on('store_orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('store_order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('store_orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // The product and variant may be edited or deleted later: the line keeps what was bought, at its price,
    // and their ids without a foreign key.
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('variant_name', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_order_lines_pkey', ['order_id', 'position'])
    .execute();
}
