import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

const eventColumns = [
  'events.id as eventId',
  'events.slug as eventSlug',
  'events.title as eventTitle',
  'events.startAt',
  'events.endAt',
  'events.cover',
  'users.id as holderId',
  'users.firstName',
  'users.lastName',
  'users.username',
] as const;

/** Entry passes: the tickets people hold, and the passes of refunded orders (their tickets are gone). */
export function createPassesRepo(db: Kysely<Database>) {
  const heldTickets = () =>
    db
      .selectFrom('tickets')
      .innerJoin('events', 'events.id', 'tickets.eventId')
      .innerJoin('users', 'users.id', 'tickets.userId')
      .leftJoin('orders', 'orders.ticketId', 'tickets.id')
      .where('events.deletedAt', 'is', null);
  const heldColumns = [
    ...eventColumns,
    'tickets.passId',
    'orders.tierType',
    sql<number>`coalesce(orders.quantity, 1)`.as('quantity'),
    sql<boolean>`false`.as('isRefunded'),
  ] as const;

  return {
    /** A pass by its id: a ticket held, else a refunded order's. */
    async findPass(passId: string) {
      const held = await heldTickets()
        .select(heldColumns)
        .where('tickets.passId', '=', passId)
        .executeTakeFirst();
      if (held) return held;
      return db
        .selectFrom('orders')
        .innerJoin('events', 'events.id', 'orders.eventId')
        .innerJoin('users', 'users.id', 'orders.userId')
        .where('events.deletedAt', 'is', null)
        .where('orders.passId', '=', passId)
        .where('orders.status', '=', 'refunded')
        .select([
          ...eventColumns,
          'orders.passId',
          'orders.tierType',
          'orders.quantity',
          sql<boolean>`true`.as('isRefunded'),
        ])
        .executeTakeFirst();
    },

    /**
     * A person's passes: events still to come or live first, soonest first (those without a date after
     * them), then ended ones, latest first.
     */
    async listHeldPasses(userId: string, now: Date, limit: number, offset: number) {
      const mine = heldTickets().where('tickets.userId', '=', userId);
      const hasEnded = sql<boolean>`(events.end_at is not null and events.end_at < ${now})`;
      const [rows, count] = await Promise.all([
        mine
          .select(heldColumns)
          .orderBy(hasEnded)
          .orderBy(sql`case when ${hasEnded} then null else events.start_at end`, (order) =>
            order.asc().nullsLast(),
          )
          .orderBy('events.startAt', 'desc')
          .orderBy('tickets.passId')
          .limit(limit)
          .offset(offset)
          .execute(),
        mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}

export type PassesRepo = ReturnType<typeof createPassesRepo>;
export type PassRecord = NonNullable<Awaited<ReturnType<PassesRepo['findPass']>>>;
