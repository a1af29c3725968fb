import { sql, type Kysely } from 'kysely';
import type { TransactionKind } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';

/** A person's transactions: orders, their refunds, donations and free RSVPs, as one list in SQL. */
export function createTransactionsRepo(db: Kysely<Database>) {
  /** Every transaction line of a person, one select per source, as a union. */
  const linesOf = (userId: string) =>
    db
      .selectFrom('orders')
      .select([
        'orders.ticketId as id',
        sql<TransactionKind>`orders.kind`.as('kind'),
        'orders.eventId',
        'orders.amountCents',
        'orders.currency',
        sql<Date>`coalesce(orders.paid_at, orders.created_at)`.as('at'),
      ])
      .where('orders.userId', '=', userId)
      .where('orders.status', '<>', 'pending')
      .unionAll(
        db
          .selectFrom('refunds')
          .innerJoin('orders', 'orders.id', 'refunds.orderId')
          .select([
            'orders.ticketId as id',
            sql<TransactionKind>`'refund'`.as('kind'),
            'orders.eventId',
            'refunds.amountCents',
            'refunds.currency',
            sql<Date>`refunds.created_at`.as('at'),
          ])
          .where('orders.userId', '=', userId),
      )
      .unionAll(
        db
          .selectFrom('donations')
          .select([
            'donations.id',
            sql<TransactionKind>`'donation'`.as('kind'),
            'donations.eventId',
            'donations.amountCents',
            'donations.currency',
            sql<Date>`donations.created_at`.as('at'),
          ])
          .where('donations.userId', '=', userId),
      )
      .unionAll(
        // A free RSVP is a ticket of nothing; it names an event the person attends all the same.
        db
          .selectFrom('tickets')
          .select([
            'tickets.id',
            sql<TransactionKind>`'ticket'`.as('kind'),
            'tickets.eventId',
            sql<number>`0`.as('amountCents'),
            sql<string>`'usd'`.as('currency'),
            sql<Date>`tickets.created_at`.as('at'),
          ])
          .where('tickets.userId', '=', userId)
          .where('tickets.source', '=', 'rsvp'),
      );

  return {
    /** A page of a person's transactions, newest first. */
    async listTransactions(userId: string, limit: number, offset: number) {
      const lines = () => db.selectFrom(linesOf(userId).as('line'));
      const [rows, count] = await Promise.all([
        lines()
          .innerJoin('events', 'events.id', 'line.eventId')
          .select([
            'line.id',
            'line.kind',
            'line.eventId',
            'line.amountCents',
            'line.currency',
            'line.at',
            'events.title as eventTitle',
          ])
          .orderBy('line.at', 'desc')
          .orderBy('line.kind')
          .orderBy('line.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        lines()
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}

export type TransactionsRepo = ReturnType<typeof createTransactionsRepo>;
