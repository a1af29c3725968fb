import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { Cart, cartTotals } from '@limelight/protocol';
import type { Database, StoreOrderLinesTable, StoreOrdersTable } from '../../platform/db/schema.ts';
import { cartLinesQuery } from './cart.repo.ts';

/** A checkout attempt as it is reserved, before the card is charged. */
export interface CheckoutAttempt {
  userId: string;
  cartId: string;
  /** The total the buyer was shown, in cents. */
  expectedTotal: number;
  email: string;
  idempotencyKey: string;
}

export type ReserveRefusal = 'cartBusy' | 'empty' | 'priceMismatch' | 'soldOut';

export type StoreOrderRecord = Selectable<StoreOrdersTable> & { lines: Selectable<StoreOrderLinesTable>[] };

/** Thrown inside the reservation to roll it back. */
class Refusal extends Error {
  readonly reason: ReserveRefusal;
  constructor(reason: ReserveRefusal) {
    super(reason);
    this.reason = reason;
  }
}

/** Store orders: reserving a cart's stock, settling or undoing it, and the buyer's orders. */
export function createStoreOrdersRepo(db: Kysely<Database>) {
  async function withLines(orders: Selectable<StoreOrdersTable>[]): Promise<StoreOrderRecord[]> {
    if (orders.length === 0) return [];
    const lines = await db
      .selectFrom('storeOrderLines')
      .selectAll()
      .where(
        'orderId',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('position')
      .execute();
    return orders.map((order) => ({ ...order, lines: lines.filter((line) => line.orderId === order.id) }));
  }

  const paidOrders = (userId: string) =>
    db.selectFrom('storeOrders').where('userId', '=', userId).where('status', '=', 'paid');

  return {
    /**
     * Freezes the cart and takes its stock, in one transaction: the cart must still be open, not empty and
     * cost what the buyer saw; each variant's stock update only succeeds while `stock >= count` (variants in
     * id order, so that concurrent checkouts lock rows in the same order), so concurrent buyers can never
     * take more than there is. Then a pending order holds the lines at their prices.
     */
    reserve(attempt: CheckoutAttempt): Promise<{ orderId: string; totalCents: number } | ReserveRefusal> {
      return db
        .transaction()
        .execute(async (trx) => {
          const frozen = await trx
            .updateTable('storeCarts')
            .set({ status: 'checkout' })
            .where('id', '=', attempt.cartId)
            .where('userId', '=', attempt.userId)
            .where('status', '=', 'open')
            .returning('id')
            .executeTakeFirst();
          if (!frozen) throw new Refusal('cartBusy');
          const lines = await cartLinesQuery(trx, attempt.cartId).execute();
          const [first] = lines;
          if (!first) throw new Refusal('empty');
          const totals = cartTotals(
            lines.map((line) => ({ unitPrice: line.unitPriceCents, count: line.count })),
          );
          if (totals.totalPrice !== attempt.expectedTotal) throw new Refusal('priceMismatch');
          const byVariant = [...lines].sort((a, b) => a.variantId.localeCompare(b.variantId));
          for (const line of byVariant) {
            const taken = await trx
              .updateTable('storeVariants')
              .set((eb) => ({ stock: eb('stock', '-', line.count) }))
              .where('id', '=', line.variantId)
              .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', line.count)]))
              .returning('id')
              .executeTakeFirst();
            if (!taken) throw new Refusal('soldOut');
          }
          const orderId = randomUUID();
          await trx
            .insertInto('storeOrders')
            .values({
              id: orderId,
              userId: attempt.userId,
              cartId: attempt.cartId,
              ownerKind: first.ownerKind,
              ownerId: first.ownerId,
              subtotalCents: totals.subtotal,
              taxCents: totals.tax,
              totalCents: totals.totalPrice,
              currency: Cart.currency,
              email: attempt.email,
              idempotencyKey: attempt.idempotencyKey,
              status: 'pending',
            })
            .execute();
          await trx
            .insertInto('storeOrderLines')
            .values(
              lines.map((line, position) => ({
                orderId,
                position,
                variantId: line.variantId,
                productId: line.productId,
                title: line.title,
                variantName: line.variantName,
                image: line.image,
                unitPriceCents: line.unitPriceCents,
                count: line.count,
              })),
            )
            .execute();
          return { orderId, totalCents: totals.totalPrice };
        })
        .catch((error: unknown) => {
          if (error instanceof Refusal) return error.reason;
          throw error;
        });
    },

    /** Undoes a reservation whose card was refused: the stock goes back and the cart opens again. */
    async release(orderId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const lines = await trx
          .selectFrom('storeOrderLines')
          .select(['variantId', 'count'])
          .where('orderId', '=', orderId)
          .execute();
        const order = await trx
          .deleteFrom('storeOrders')
          .where('id', '=', orderId)
          .where('status', '=', 'pending')
          .returning('cartId')
          .executeTakeFirst();
        if (!order) return;
        for (const line of lines)
          await trx
            .updateTable('storeVariants')
            .set((eb) => ({ stock: eb('stock', '+', line.count) }))
            .where('id', '=', line.variantId)
            .execute();
        await trx
          .updateTable('storeCarts')
          .set({ status: 'open' })
          .where('id', '=', order.cartId)
          .where('status', '=', 'checkout')
          .execute();
      });
    },

    /** The card was charged: the order is paid and its cart closed for good. */
    async markPaid(orderId: string, chargeId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const order = await trx
          .updateTable('storeOrders')
          .set({ status: 'paid', chargeId })
          .where('id', '=', orderId)
          .returning('cartId')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('storeCarts')
          .set({ status: 'ordered' })
          .where('id', '=', order.cartId)
          .execute();
      });
    },

    async findOrderByKey(userId: string, idempotencyKey: string): Promise<StoreOrderRecord | undefined> {
      const order = await db
        .selectFrom('storeOrders')
        .selectAll()
        .where('userId', '=', userId)
        .where('idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst();
      return order ? (await withLines([order]))[0] : undefined;
    },

    async findPaidOrder(userId: string, orderId: string): Promise<StoreOrderRecord | undefined> {
      const order = await paidOrders(userId).selectAll().where('id', '=', orderId).executeTakeFirst();
      return order ? (await withLines([order]))[0] : undefined;
    },

    async listPaidOrders(userId: string, limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        paidOrders(userId)
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        paidOrders(userId)
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: await withLines(rows), total: Number(count.total) };
    },
  };
}

export type StoreOrdersRepo = ReturnType<typeof createStoreOrdersRepo>;
