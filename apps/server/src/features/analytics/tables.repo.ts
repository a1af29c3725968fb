import { sql, type Kysely } from 'kysely';
import type { AnalyticsPlatform } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';
import type { ReportScope } from './reports.repo.ts';

/**
 * Where a keyset page of a table starts: after the row with this time and id. The time is whole
 * microseconds since the epoch (decimal text): PostgreSQL keeps microseconds, a JS Date only milliseconds,
 * and a cursor rounded to the millisecond would read a page's last row again.
 */
export interface TableCursor {
  atMicros: string;
  id: string;
}

/** A cursor's time back as a timestamptz, exactly. */
const at = (cursor: TableCursor) =>
  sql`(timestamptz 'epoch' + ${cursor.atMicros}::bigint * interval '1 microsecond')`;

/** A time column as whole microseconds since the epoch, for a cursor. */
const microsOf = (column: 's.joined_at' | 't.created_at') =>
  sql<string>`(extract(epoch from ${sql.ref(column)}) * 1000000)::bigint::text`;

/** A stay as the sessions table lists it. */
export interface SessionTableRow {
  id: string;
  roomId: string;
  eventTitle: string;
  userId: string;
  platform: AnalyticsPlatform;
  client: string;
  joinedAt: Date;
  leftAt: Date | null;
  /** The join time for a cursor. */
  cursorMicros: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

/** A ticket as the registrants table lists it. */
export interface RegistrantTableRow {
  id: string;
  eventId: string;
  eventTitle: string;
  userId: string;
  source: string;
  createdAt: Date;
  /** The ticket's time for a cursor. */
  cursorMicros: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

/**
 * The rows of analytics' tables (events, sessions, registrants), paged for the pages and by keyset for the
 * CSV exports, which read them page after page and never hold a whole table.
 */
export function createTablesRepo(db: Kysely<Database>) {
  const channelEvents = (scope: ReportScope) => {
    let query = db
      .selectFrom('events as e')
      .where('e.creatorId', '=', scope.channelId)
      .where('e.deletedAt', 'is', null);
    if (scope.eventIds) query = query.where('e.id', 'in', scope.eventIds.length ? scope.eventIds : ['']);
    return query;
  };

  const sessions = (scope: ReportScope) => {
    let query = channelEvents(scope)
      .innerJoin('analyticsSessions as s', 's.roomId', 'e.id')
      .leftJoin('users as u', 'u.id', 's.userId')
      .where('s.joinedAt', '<', scope.to)
      .where((eb) => eb.or([eb('s.leftAt', 'is', null), eb('s.leftAt', '>', scope.from)]));
    if (scope.platform) query = query.where('s.platform', '=', scope.platform);
    return query;
  };
  const sessionColumns = [
    's.id',
    's.roomId',
    'e.title as eventTitle',
    's.userId',
    's.platform',
    's.client',
    's.joinedAt',
    's.leftAt',
    'u.firstName',
    'u.lastName',
    'u.username',
    microsOf('s.joined_at').as('cursorMicros'),
  ] as const;

  const tickets = (scope: ReportScope) =>
    channelEvents(scope)
      .innerJoin('tickets as t', 't.eventId', 'e.id')
      .leftJoin('users as u', 'u.id', 't.userId')
      .where('t.createdAt', '>=', scope.from)
      .where('t.createdAt', '<', scope.to);
  const ticketColumns = [
    't.id',
    't.eventId',
    'e.title as eventTitle',
    't.userId',
    't.source',
    't.createdAt',
    'u.firstName',
    'u.lastName',
    'u.username',
    microsOf('t.created_at').as('cursorMicros'),
  ] as const;

  const count = async (query: ReturnType<typeof channelEvents>) =>
    Number((await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  return {
    /** One page of the scope's events, the latest start first (events without a start last). */
    async eventsPage(scope: ReportScope, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        channelEvents(scope)
          .select(['e.id', 'e.title', 'e.startAt'])
          .orderBy(sql`e.start_at desc nulls last`)
          .orderBy('e.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        count(channelEvents(scope)),
      ]);
      return { rows, total };
    },

    /** The titles of the scope's events, by id. */
    async titlesOf(scope: ReportScope): Promise<Map<string, string>> {
      const rows = await channelEvents(scope).select(['e.id', 'e.title']).execute();
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** One page of the stays, the latest join first. */
    async sessionsPage(scope: ReportScope, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        sessions(scope)
          .select(sessionColumns)
          .orderBy('s.joinedAt', 'desc')
          .orderBy('s.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        count(sessions(scope)),
      ]);
      return { rows: rows as SessionTableRow[], total };
    },

    /** The stays after a cursor, by join time: one page of a CSV export. */
    async sessionsAfter(scope: ReportScope, cursor: TableCursor | undefined, limit: number) {
      let query = sessions(scope).select(sessionColumns);
      if (cursor) query = query.where(sql<boolean>`(s.joined_at, s.id) > (${at(cursor)}, ${cursor.id})`);
      const rows = await query.orderBy('s.joinedAt').orderBy('s.id').limit(limit).execute();
      return rows as SessionTableRow[];
    },

    /** One page of the tickets taken (RSVPs and purchases), the latest first. */
    async registrantsPage(scope: ReportScope, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        tickets(scope)
          .select(ticketColumns)
          .orderBy('t.createdAt', 'desc')
          .orderBy('t.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        count(tickets(scope)),
      ]);
      return { rows: rows as RegistrantTableRow[], total };
    },

    /** The tickets after a cursor, by time: one page of a CSV export. */
    async registrantsAfter(scope: ReportScope, cursor: TableCursor | undefined, limit: number) {
      let query = tickets(scope).select(ticketColumns);
      if (cursor) query = query.where(sql<boolean>`(t.created_at, t.id) > (${at(cursor)}, ${cursor.id})`);
      const rows = await query.orderBy('t.createdAt').orderBy('t.id').limit(limit).execute();
      return rows as RegistrantTableRow[];
    },
  };
}

export type TablesRepo = ReturnType<typeof createTablesRepo>;
