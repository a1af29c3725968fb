import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { orderStatuses } from '@limelight/protocol';
import type { Database, OrdersTable, RefundsTable } from '../../platform/db/schema.ts';
import { giveBackTicket, orderColumns, ordersWithEvent } from './commerce.repo.ts';

/** A claim on a refund older than this is taken over: its process died before the processor answered. */
const staleClaim = sql<Date>`now() - interval '5 minutes'`;

/** Refunds of orders, and the orders of an event as its editors see them. */
export function createRefundsRepo(db: Kysely<Database>) {
  const refundable = () =>
    ordersWithEvent(db).select([
      ...orderColumns,
      'orders.userId',
      'orders.chargeId',
      'events.slug as eventSlug',
    ]);

  return {
    /** An order with what a refund needs, by its ticket id or its charge. */
    findOrder(by: { ticketId: string } | { chargeId: string }) {
      return 'ticketId' in by
        ? refundable().where('orders.ticketId', '=', by.ticketId).executeTakeFirst()
        : refundable().where('orders.chargeId', '=', by.chargeId).executeTakeFirst();
    },

    /**
     * Claims a paid order's refund (paid → refunding) so that two refunds of it never both reach the
     * processor; answers whether this call holds the claim.
     */
    async claimRefund(orderId: string): Promise<boolean> {
      const claimed = await db
        .updateTable('orders')
        .set({ status: 'refunding', refundClaimedAt: sql<Date>`now()` })
        .where('id', '=', orderId)
        .where('chargeId', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'paid'),
            eb.and([eb('status', '=', 'refunding'), eb('refundClaimedAt', '<', staleClaim)]),
          ]),
        )
        .returning('id')
        .executeTakeFirst();
      return claimed !== undefined;
    },

    /** Gives a claim back when the processor could not be asked: the order is paid again. */
    async releaseClaim(orderId: string): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'paid', refundClaimedAt: null })
        .where('id', '=', orderId)
        .where('status', '=', 'refunding')
        .execute();
    },

    /** Records a refund the processor made, once per processor refund id. */
    async recordRefund(refund: Omit<RefundsTable, 'id' | 'createdAt'>): Promise<void> {
      await db
        .insertInto('refunds')
        .values({ id: randomUUID(), ...refund })
        .onConflict((conflict) => conflict.column('processorRefundId').doNothing())
        .execute();
    },

    /**
     * Marks an order refunded when it is in one of `from`, in one transaction with giving its ticket
     * back (its holder may buy again). Answers whether this call refunded it.
     */
    settleRefund(orderId: string, from: readonly OrdersTable['status'][]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const order = await trx
          .updateTable('orders')
          .set({ status: 'refunded', refundedAt: sql<Date>`now()`, refundClaimedAt: null })
          .where('id', '=', orderId)
          .where('status', 'in', from)
          .returning(['ticketId', 'tierId', 'couponId', 'quantity'])
          .executeTakeFirst();
        if (!order) return false;
        await giveBackTicket(trx, order);
        return true;
      });
    },

    /** An event's orders, newest first, with their buyers. */
    async listEventOrders(eventId: string, limit: number, offset: number) {
      const shown = ordersWithEvent(db)
        .innerJoin('users', 'users.id', 'orders.userId')
        .where('orders.eventId', '=', eventId)
        .where('orders.status', 'in', orderStatuses);
      const [rows, count] = await Promise.all([
        shown
          .select([
            ...orderColumns,
            'users.id as buyerId',
            'users.firstName',
            'users.lastName',
            'users.username',
          ])
          .orderBy('orders.createdAt', 'desc')
          .orderBy('orders.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        shown.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}

export type RefundsRepo = ReturnType<typeof createRefundsRepo>;
export type RefundableOrder = NonNullable<Awaited<ReturnType<RefundsRepo['findOrder']>>>;
