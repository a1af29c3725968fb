import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { ReplaysTable } from '../../platform/db/tables/replays.ts';

/** A stored replay: a named span of an event's log. */
export interface ReplayRow {
  id: string;
  eventId: string;
  type: ReplaysTable['type'];
  name: string;
  startAt: Date;
  endAt: Date;
  createdAt: Date;
}

/** A replay as lists show it: its row with its event's title, image and channel. */
export interface ListedReplay extends ReplayRow {
  eventTitle: string;
  imageUrl: string | null;
  channelSlug: string;
}

/** Whose replays a list shows: one event's (public or unlisted) or one channel's (public events). */
export type ReplayListScope = { eventId: string } | { creatorId: string };

type ListedRow = {
  [K in keyof ListedReplay]: ListedReplay[K] extends Date ? Date | string : ListedReplay[K];
} & { total: string | number };

const dateOf = (value: Date | string) => new Date(value);

/**
 * The replays table (docs/decisions/replays.md). Lists also read, never write, the events and users tables
 * (title, image, channel) and the room log's change times: an ended event with entries lists its
 * whole-event replay, answered from the log, not stored, with the event's id as its replay id.
 */
export function createReplaysRepo(db: Kysely<Database>) {
  return {
    async insert(row: Omit<ReplayRow, 'createdAt'> & { createdBy: string; createdAt: Date }): Promise<void> {
      await db.insertInto('replays').values(row).execute();
    },

    async find(eventId: string, replayId: string): Promise<ReplayRow | undefined> {
      return db
        .selectFrom('replays')
        .select(['id', 'eventId', 'type', 'name', 'startAt', 'endAt', 'createdAt'])
        .where('eventId', '=', eventId)
        .where('id', '=', replayId)
        .executeTakeFirst();
    },

    /** A page of replays, newest first, the whole-event replays of ended events among them; and the total. */
    async list(
      scope: ReplayListScope,
      now: Date,
      limit: number,
      offset: number,
    ): Promise<{ list: ListedReplay[]; total: number }> {
      const scoped =
        'eventId' in scope
          ? sql`e.id = ${scope.eventId} and e.visibility <> 'private'`
          : sql`e.creator_id = ${scope.creatorId} and e.visibility = 'public'`;
      const listed = sql`e.deleted_at is null and e.published and ${scoped}`;
      const { rows } = await sql<ListedRow>`
        with items as (
          select r.id, r.event_id, r.type, r.name, r.start_at, r.end_at, r.created_at
          from replays r join events e on e.id = r.event_id
          where ${listed}
          union all
          select e.id, e.id, 'event', e.title, span.first_at, span.last_at, span.last_at
          from events e
          cross join lateral (
            select min(l.changed_at) as first_at, max(l.changed_at) as last_at
            from room_log l where l.room_id = e.id
          ) span
          where ${listed} and e.end_at < ${now} and span.first_at is not null
        )
        select i.id, i.event_id, i.type, i.name, i.start_at, i.end_at, i.created_at,
          e.title as event_title, coalesce(e.thumbnail, e.cover) as image_url,
          coalesce(u.cya_id, u.id) as channel_slug, count(*) over () as total
        from items i
        join events e on e.id = i.event_id
        join users u on u.id = e.creator_id
        order by i.created_at desc, i.id
        limit ${limit} offset ${offset}
      `.execute(db);
      const list = rows.map(({ total: _total, startAt, endAt, createdAt, ...row }) => ({
        ...row,
        startAt: dateOf(startAt),
        endAt: dateOf(endAt),
        createdAt: dateOf(createdAt),
      }));
      return { list, total: Number(rows[0]?.total ?? 0) };
    },
  };
}

export type ReplaysRepo = ReturnType<typeof createReplaysRepo>;
