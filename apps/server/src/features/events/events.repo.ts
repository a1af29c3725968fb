import { randomUUID } from 'node:crypto';
import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Updateable } from 'kysely';
import { EventListState } from '@limelight/protocol';
import type { Database, EventsTable } from '../../platform/db/schema.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';
import { createEventPartsRepo } from './eventParts.repo.ts';
import { createEventTicketsRepo } from './eventTickets.repo.ts';
import { createEventWhitelistsRepo } from './eventWhitelists.repo.ts';

/** The fields of an event a create or update writes (everything but identity, state and timestamps). */
export type EventFields = Omit<
  Updateable<EventsTable>,
  'id' | 'slug' | 'creatorId' | 'published' | 'publishedAt' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

/** Which events a listing reads. */
export type EventScope =
  /** Published, not deleted, public events (home, list, channel, other people's lists). */
  | { kind: 'public'; creatorId?: string }
  /** A creator's own events, drafts and deleted ones included when asked. */
  | { kind: 'createdBy'; creatorId: string; published?: boolean; includeDeleted?: boolean }
  /** Events a member saved that are still visible to everyone. */
  | { kind: 'savedBy'; userId: string }
  /** Events a member holds a ticket to. */
  | { kind: 'ticketHeldBy'; userId: string };

/** A listing: its scope, optional time state (spec 000 §4 list states) and title filter, one page. */
export interface EventListing {
  scope: EventScope;
  state?: EventListState;
  title?: string;
  /** An event to leave out (the one whose page shows the listing). */
  excludeId?: string;
  limit: number;
  offset: number;
  now: Date;
}

// LIKE wildcards in a title filter match themselves (backslash is PostgreSQL's default LIKE escape).
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Events and their parts: tiers, contents, services, restrictions, whitelists, movies, saves, tickets. */
export function createEventsRepo(db: Kysely<Database>) {
  const eventsWithCreator = () =>
    db
      .selectFrom('events as e')
      .innerJoin('users as u', 'u.id', 'e.creatorId')
      .selectAll('e')
      .select([
        'u.cyaId as creatorCyaId',
        'u.username as creatorUsername',
        'u.firstName as creatorFirstName',
        'u.lastName as creatorLastName',
        'u.avatar as creatorAvatar',
      ]);

  /** The SQL condition of a time state, the same rule as protocol `eventTimeState`. */
  function stateCondition(state: EventListState, now: Date): Expression<SqlBool> {
    if (state === EventListState.live)
      return sql<SqlBool>`e.start_at <= ${now} and (e.end_at is null or e.end_at >= ${now})`;
    if (state === EventListState.past) return sql<SqlBool>`e.end_at < ${now}`;
    return sql<SqlBool>`(e.start_at is null or e.start_at > ${now})`;
  }

  function listingQuery(listing: EventListing) {
    const { scope } = listing;
    let query = eventsWithCreator();
    if (scope.kind === 'createdBy') {
      query = query.where('e.creatorId', '=', scope.creatorId);
      if (!scope.includeDeleted) query = query.where('e.deletedAt', 'is', null);
      if (scope.published !== undefined) query = query.where('e.published', '=', scope.published);
    } else {
      query = query.where('e.deletedAt', 'is', null).where('e.published', '=', true);
      if (scope.kind === 'public') {
        query = query.where('e.visibility', '=', 'public');
        if (scope.creatorId !== undefined) query = query.where('e.creatorId', '=', scope.creatorId);
      } else if (scope.kind === 'savedBy') {
        query = query
          .where('e.visibility', '<>', 'private')
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('eventSaves as s')
                .select('s.eventId')
                .whereRef('s.eventId', '=', 'e.id')
                .where('s.userId', '=', scope.userId),
            ),
          );
      } else {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('tickets as t')
              .select('t.id')
              .whereRef('t.eventId', '=', 'e.id')
              .where('t.userId', '=', scope.userId),
          ),
        );
      }
    }
    if (listing.state !== undefined) query = query.where(stateCondition(listing.state, listing.now));
    if (listing.title) query = query.where('e.title', 'ilike', likePattern(listing.title));
    if (listing.excludeId !== undefined) query = query.where('e.id', '<>', listing.excludeId);
    return query;
  }

  /** An event by id or slug (slugs match whatever their case), deleted ones included. */
  function findEvent(idOrSlug: string) {
    return eventsWithCreator()
      .where((eb) => eb.or([eb('e.id', '=', idOrSlug), eb('e.slug', '=', idOrSlug.toLowerCase())]))
      .executeTakeFirst();
  }

  /** An event that is not deleted, by id or slug: what other features check access against. */
  async function getEventForAccess(idOrSlug: string) {
    const event = await findEvent(idOrSlug);
    return event && event.deletedAt === null ? event : undefined;
  }

  return {
    findEvent,
    getEventForAccess,

    /** The id of a not deleted event named by id or slug. */
    async resolveEventId(idOrSlug: string): Promise<string | undefined> {
      return (await getEventForAccess(idOrSlug))?.id;
    },

    /** Who holds a ticket to the event (bought or RSVP). */
    async ticketHolderIds(eventId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('tickets')
        .select('userId')
        .distinct()
        .where('eventId', '=', eventId)
        .execute();
      return rows.map((row) => row.userId);
    },

    /** Whether someone created the event (owners may always edit it). */
    async isEventOwner(eventId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('events')
        .select('id')
        .where('id', '=', eventId)
        .where('creatorId', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Events by id, in any order; deleted ones left out. */
    findEventsByIds(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return eventsWithCreator().where('e.id', 'in', ids).where('e.deletedAt', 'is', null).execute();
    },

    /**
     * Inserts a draft. Its slug is its own id until its first publication names it (`claimSlug`), so
     * that abandoned drafts never hold the addresses of published events (docs/decisions/events-new-user.md).
     */
    async insertDraft(event: Omit<Insertable<EventsTable>, 'id' | 'slug'>): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('events')
        .values({ ...event, id, slug: id })
        .execute();
      return id;
    },

    /** Gives an event its slug; 'taken' when the slug is another event's. */
    async claimSlug(eventId: string, slug: string): Promise<void | 'taken'> {
      const result = await unlessTaken(
        db.updateTable('events').set({ slug }).where('id', '=', eventId).execute(),
      );
      return result === 'taken' ? 'taken' : undefined;
    },

    async updateEvent(eventId: string, fields: EventFields): Promise<void> {
      await db
        .updateTable('events')
        .set({ ...fields, updatedAt: new Date() })
        .where('id', '=', eventId)
        .execute();
    },

    /** Sets `published`; the first publication's time is kept. */
    async setPublished(eventId: string, published: boolean): Promise<void> {
      await db
        .updateTable('events')
        .set((eb) => ({
          published,
          publishedAt: published ? eb.fn.coalesce('publishedAt', sql<Date>`now()`) : eb.ref('publishedAt'),
          updatedAt: new Date(),
        }))
        .where('id', '=', eventId)
        .execute();
    },

    async setDeleted(eventId: string, deleted: boolean): Promise<void> {
      await db
        .updateTable('events')
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: new Date() })
        .where('id', '=', eventId)
        .execute();
    },

    /** Sets one image or the trailer; answers the address it replaced. */
    replaceMedia(
      eventId: string,
      field: 'cover' | 'thumbnail' | 'poster' | 'trailer',
      url: string,
    ): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('events')
          .select(['cover', 'thumbnail', 'poster', 'trailer'])
          .where('id', '=', eventId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('events')
          .set({ [field]: url, updatedAt: new Date() })
          .where('id', '=', eventId)
          .execute();
        return row[field];
      });
    },

    /** One page of a listing and the total; ordered as people read each state. */
    async listEvents(listing: EventListing) {
      const query = listingQuery(listing);
      let ordered = query;
      if (listing.state === EventListState.upcoming)
        ordered = ordered.orderBy(sql`e.start_at asc nulls last`);
      else if (listing.state === EventListState.past) ordered = ordered.orderBy('e.endAt', 'desc');
      else if (listing.state === EventListState.live) ordered = ordered.orderBy('e.startAt', 'desc');
      else ordered = ordered.orderBy('e.createdAt', 'desc');
      const [rows, counted] = await Promise.all([
        ordered.orderBy('e.id').limit(listing.limit).offset(listing.offset).execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    // Saves.
    async setSaved(userId: string, eventId: string, saved: boolean): Promise<void> {
      if (saved) {
        await db
          .insertInto('eventSaves')
          .values({ userId, eventId })
          .onConflict((oc) => oc.columns(['userId', 'eventId']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('eventSaves')
          .where('userId', '=', userId)
          .where('eventId', '=', eventId)
          .execute();
      }
    },

    /** Which of these events a member saved. */
    async savedAmong(userId: string, eventIds: readonly string[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('eventSaves')
        .select('eventId')
        .where('userId', '=', userId)
        .where('eventId', 'in', eventIds)
        .execute();
      return new Set(rows.map((row) => row.eventId));
    },

    ...createEventPartsRepo(db),
    ...createEventWhitelistsRepo(db),
    ...createEventTicketsRepo(db),
  };
}

export type EventsRepo = ReturnType<typeof createEventsRepo>;
/** An event as stored, with its creator's public fields (channel, organizer). */
export type EventRecord = NonNullable<Awaited<ReturnType<EventsRepo['findEvent']>>>;
