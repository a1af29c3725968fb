import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { orderStatuses } from '@limelight/protocol';
import type { CouponsTable, Database, OrdersTable } from '../../platform/db/schema.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';

/** A purchase as it is reserved, before the card is charged: an order row without what reserve fills in. */
export type NewOrder = Omit<
  OrdersTable,
  | 'id'
  | 'ticketId'
  | 'passId'
  | 'status'
  | 'chargeId'
  | 'paidAt'
  | 'refundClaimedAt'
  | 'refundedAt'
  | 'createdAt'
> & { tierId: string };

/** What an order's receipt shows, from `orders` joined with `events`. */
export const orderColumns = [
  'orders.id',
  'orders.ticketId',
  'orders.eventId',
  'orders.kind',
  'orders.tierType',
  'orders.quantity',
  'orders.unitPriceCents',
  'orders.couponCode',
  'orders.amountCents',
  'orders.currency',
  'orders.email',
  'orders.status',
  'orders.passId',
  'orders.createdAt',
  'orders.paidAt',
  'orders.refundedAt',
  'events.title as eventTitle',
  'events.startAt as eventStartAt',
] as const;

/** Orders with their event, for selecting `orderColumns`. */
export const ordersWithEvent = (db: Kysely<Database>) =>
  db.selectFrom('orders').innerJoin('events', 'events.id', 'orders.eventId');

/**
 * Takes an order's ticket away (inside the transaction that releases or refunds the order): the ticket
 * is deleted, its tickets go back to the tier and its coupon use to the coupon.
 */
export async function giveBackTicket(
  trx: Transaction<Database>,
  order: Pick<OrdersTable, 'ticketId' | 'tierId' | 'couponId' | 'quantity'>,
): Promise<void> {
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
}

/** Orders, and the tier stock and tickets they sell. */
export function createCommerceRepo(db: Kysely<Database>) {
  const orders = () => ordersWithEvent(db);

  return {
    /** The tier of an event sold as `type`; without a type its first tier (lowest position), a film's. */
    findTier(eventId: string, type: string | undefined) {
      let query = db.selectFrom('eventTiers').selectAll().where('eventId', '=', eventId);
      if (type !== undefined) query = query.where('type', '=', type);
      return query.orderBy('position').orderBy('createdAt').executeTakeFirst();
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
          const ticket = await unlessTaken(
            trx
              .insertInto('tickets')
              .values({
                id: randomUUID(),
                eventId: order.eventId,
                userId: order.userId,
                tierId: order.tierId,
                source: 'purchase',
              })
              .returning(['id', 'passId'])
              .executeTakeFirstOrThrow(),
          );
          if (ticket === 'taken') throw new Refusal('alreadyPurchased');
          const orderId = randomUUID();
          await trx
            .insertInto('orders')
            .values({ id: orderId, ticketId: ticket.id, passId: ticket.passId, ...order, status: 'pending' })
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

    /** Records the charge that paid a reserved order (null for a free one). */
    async markPaid(orderId: string, chargeId: string | null): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'paid', chargeId, paidAt: sql<Date>`now()` })
        .where('id', '=', orderId)
        .execute();
    },

    /** Undoes a reservation whose card was refused: the tickets go back to the tier. */
    async release(orderId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const order = await trx
          .deleteFrom('orders')
          .where('id', '=', orderId)
          .returning(['ticketId', 'tierId', 'couponId', 'quantity'])
          .executeTakeFirst();
        if (order) await giveBackTicket(trx, order);
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
        .where('orders.status', 'in', orderStatuses)
        .where(
          'orderId' in by ? 'orders.id' : 'orders.ticketId',
          '=',
          'orderId' in by ? by.orderId : by.ticketId,
        )
        .executeTakeFirst();
    },

    async listOrders(userId: string, limit: number, offset: number) {
      const mine = orders().where('orders.userId', '=', userId).where('orders.status', 'in', orderStatuses);
      const [rows, count] = await Promise.all([
        mine
          .select(orderColumns)
          .orderBy('orders.createdAt', 'desc')
          .orderBy('orders.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}

type RefusalReason = 'alreadyPurchased' | 'couponUsedUp';

/** Thrown inside the reservation to roll it back: the buyer holds a ticket, or the coupon is used up. */
class Refusal extends Error {
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason) {
    super(reason);
    this.reason = reason;
  }
}

export type CommerceRepo = ReturnType<typeof createCommerceRepo>;
export type CouponRecord = NonNullable<Awaited<ReturnType<CommerceRepo['findCoupon']>>>;
export type OrderRecord = NonNullable<Awaited<ReturnType<CommerceRepo['findOrderByKey']>>>;
