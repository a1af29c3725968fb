import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** An event a reminder is about. */
export interface RemindedEvent {
  id: string;
  slug: string;
  title: string;
  startAt: Date;
  /** The event's own time zone (IANA), in which its mails write the start. */
  timezone: string;
}

/** A member holding a ticket to an event, as a reminder reaches them. */
export interface TicketHolder {
  userId: string;
  email: string | null;
  /** The zone a browser of theirs last reported (issue 22 item 10). */
  timeZone: string | null;
}

export type RemindersRepo = ReturnType<typeof createRemindersRepo>;

/**
 * What reminders read of events and tickets (the events and commerce features' tables, read only): the
 * published events starting in a window, and who holds a ticket to one.
 */
export function createRemindersRepo(db: Kysely<Database>) {
  const published = () =>
    db
      .selectFrom('events')
      .select(['id', 'slug', 'title', 'startAt', 'timezone'])
      .where('published', '=', true)
      .where('deletedAt', 'is', null)
      .where('startAt', 'is not', null);

  const asReminded = (row: {
    id: string;
    slug: string;
    title: string;
    startAt: Date | null;
    timezone: string;
  }) => (row.startAt === null ? undefined : { ...row, startAt: row.startAt });

  return {
    /** Published events starting within [from, to). */
    async eventsStartingBetween(from: Date, to: Date): Promise<RemindedEvent[]> {
      const rows = await published().where('startAt', '>=', from).where('startAt', '<', to).execute();
      return rows.flatMap((row) => asReminded(row) ?? []);
    },

    /** A published event, if it still is one. */
    async findEvent(eventId: string): Promise<RemindedEvent | undefined> {
      const row = await published().where('id', '=', eventId).executeTakeFirst();
      return row && asReminded(row);
    },

    /** The members holding a ticket to the event (bought or RSVP), and their e-mail when they have one. */
    async ticketHolders(eventId: string): Promise<TicketHolder[]> {
      return db
        .selectFrom('tickets as t')
        .innerJoin('users as u', 'u.id', 't.userId')
        .select(['u.id as userId', 'u.email', 'u.timeZone'])
        .distinct()
        .where('t.eventId', '=', eventId)
        .where('u.kind', '=', 'member')
        .where('u.bannedAt', 'is', null)
        .orderBy('u.id')
        .execute();
    },
  };
}
