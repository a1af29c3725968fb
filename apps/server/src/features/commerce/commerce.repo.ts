import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { CouponsTable, Database, OrdersTable } from '../../platform/db/schema.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';

/** A purchase as it is reserved, before the card is charged: an order row without what reserve fills in. */
export type NewOrder = Omit<OrdersTable, 'id' | 'ticketId' | 'status' | 'createdAt'> & { tierId: string };

const orderColumns = [
  'orders.id',
  'orders.ticketId',
  'orders.eventId',
  'orders.tierType',
  'orders.quantity',
  'orders.amountCents',
  'orders.currency',
  'orders.email',
  'orders.status',
  'orders.createdAt',
  'events.title as eventTitle',
] as const;

/** Orders, and the tier stock and tickets they sell. */
export function createCommerceRepo(db: Kysely<Database>) {
  const orders = () => db.selectFrom('orders').innerJoin('events', 'events.id', 'orders.eventId');

  return {
    findTier(eventId: string, type: string) {
      return db
        .selectFrom('eventTiers')
        .selectAll()
        .where('eventId', '=', eventId)
        .where('type', '=', type)
        .orderBy('position')
        .executeTakeFirst();
    },

    /**
     * Takes `quantity` tickets from the tier and gives the buyer their ticket and a pending order, in one
     * transaction: the stock update only succeeds while `sold + quantity <= total`, so concurrent buyers
     * can never sell more than the tier holds.
     */
    reserve(order: NewOrder): Promise<{ orderId: string } | 'soldOut' | RefusalReason> {
      return db
        .transaction()
        .execute(async (trx) => {
          const taken = await trx
            .updateTable('eventTiers')
            .set((eb) => ({ sold: eb('sold', '+', order.quantity) }))
            .where('id', '=', order.tierId)
            .where((eb) => eb(eb('sold', '+', order.quantity), '<=', eb.ref('total')))
            .returning('id')
            .executeTakeFirst();
          if (!taken) return 'soldOut';
          if (order.couponId !== null) {
            const used = await trx
              .updateTable('coupons')
              .set((eb) => ({ used: eb('used', '+', 1) }))
              .where('id', '=', order.couponId)
              .where((eb) => eb.or([eb('limited', '=', false), eb('used', '<', eb.ref('count'))]))
              .returning('id')
              .executeTakeFirst();
            if (!used) throw new Refusal('couponUsedUp');
          }
          const ticketId = randomUUID();
          const ticket = await unlessTaken(
            trx
              .insertInto('tickets')
              .values({
                id: ticketId,
                eventId: order.eventId,
                userId: order.userId,
                tierId: order.tierId,
                source: 'purchase',
              })
              .execute(),
          );
          if (ticket === 'taken') throw new Refusal('alreadyPurchased');
          const orderId = randomUUID();
          await trx
            .insertInto('orders')
            .values({ id: orderId, ticketId, ...order, status: 'pending' })
            .execute();
          return { orderId };
        })
        .catch((error: unknown) => {
          if (error instanceof Refusal) return error.reason;
          throw error;
        });
    },

    async insertCoupon(coupon: Omit<Insertable<CouponsTable>, 'id' | 'used' | 'createdAt'>) {
      const id = randomUUID();
      const inserted = await unlessTaken(
        db
          .insertInto('coupons')
          .values({ id, ...coupon })
          .execute(),
      );
      return inserted === 'taken' ? 'taken' : id;
    },

    findCoupon(by: { id: string } | { eventId: string; code: string }) {
      let query = db.selectFrom('coupons').selectAll();
      query =
        'id' in by
          ? query.where('id', '=', by.id)
          : query.where('eventId', '=', by.eventId).where('code', '=', by.code);
      return query.executeTakeFirst();
    },

    listCoupons(eventId: string) {
      return db
        .selectFrom('coupons')
        .selectAll()
        .where('eventId', '=', eventId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    async deleteCoupon(id: string): Promise<void> {
      await db.deleteFrom('coupons').where('id', '=', id).execute();
    },

    async markPaid(orderId: string): Promise<void> {
      await db.updateTable('orders').set({ status: 'paid' }).where('id', '=', orderId).execute();
    },

    /** Undoes a reservation whose card was refused: the tickets go back to the tier. */
    async release(orderId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const order = await trx
          .deleteFrom('orders')
          .where('id', '=', orderId)
          .returning(['ticketId', 'tierId', 'couponId', 'quantity'])
          .executeTakeFirst();
        if (!order) return;
        await trx.deleteFrom('tickets').where('id', '=', order.ticketId).execute();
        if (order.tierId !== null)
          await trx
            .updateTable('eventTiers')
            .set((eb) => ({ sold: eb('sold', '-', order.quantity) }))
            .where('id', '=', order.tierId)
            .execute();
        if (order.couponId !== null)
          await trx
            .updateTable('coupons')
            .set((eb) => ({ used: eb('used', '-', 1) }))
            .where('id', '=', order.couponId)
            .execute();
      });
    },

    findOrderByKey(userId: string, idempotencyKey: string) {
      return orders()
        .select(orderColumns)
        .where('orders.userId', '=', userId)
        .where('orders.idempotencyKey', '=', idempotencyKey)
        .executeTakeFirst();
    },

    findOrder(userId: string, by: { orderId: string } | { ticketId: string }) {
      return orders()
        .select(orderColumns)
        .where('orders.userId', '=', userId)
        .where('orders.status', '=', 'paid')
        .where(
          'orderId' in by ? 'orders.id' : 'orders.ticketId',
          '=',
          'orderId' in by ? by.orderId : by.ticketId,
        )
        .executeTakeFirst();
    },

    async listOrders(userId: string, limit: number, offset: number) {
      const paid = orders().where('orders.userId', '=', userId).where('orders.status', '=', 'paid');
      const [rows, count] = await Promise.all([
        paid
          .select(orderColumns)
          .orderBy('orders.createdAt', 'desc')
          .orderBy('orders.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        paid.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}

type RefusalReason = 'alreadyPurchased' | 'couponUsedUp';

/** Thrown inside the reservation to roll it back: the buyer holds a ticket, or the coupon is used up. */
class Refusal extends Error {
  constructor(readonly reason: RefusalReason) {
    super(reason);
  }
}

export type CommerceRepo = ReturnType<typeof createCommerceRepo>;
export type CouponRecord = NonNullable<Awaited<ReturnType<CommerceRepo['findCoupon']>>>;
export type OrderRecord = NonNullable<Awaited<ReturnType<CommerceRepo['findOrderByKey']>>>;
