import { randomUUID } from 'node:crypto';
import {
  sql,
  type Expression,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import { EventListState } from '@limelight/protocol';
import type { Database, EventRestrictionsTable, EventsTable } from '../../platform/db/schema.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';

/** The fields of an event a create or update writes (everything but identity, state and timestamps). */
export type EventFields = Omit<
  Updateable<EventsTable>,
  'id' | 'slug' | 'creatorId' | 'published' | 'publishedAt' | 'deletedAt' | 'createdAt' | 'updatedAt'
>;

/** What an RSVP got: the ticket, nothing because the person holds one already, or nothing for want of seats. */
export type FreeSeatOutcome = 'granted' | 'held' | 'soldOut';

/** Rolls back an RSVP whose ticket a concurrent RSVP of the same person inserted first. */
class SeatAlreadyHeld extends Error {}

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

/** What a listing needs to know of an event's tiers. */
export interface TierSummary {
  lowestPriceCents: number;
  isSoldOut: boolean;
}

/** A tier as created; ids are made here. */
export interface NewTier {
  type: string;
  priceCents: number;
  min: number;
  max: number;
  total: number;
}

/** A content entry as created (spec 000 §3 contents). */
export interface NewContent {
  kind: Database['eventContents']['kind'];
  name: string | null;
  value: string;
  drmToken: string | null;
}

/** A restriction as created (spec 000 §3 restriction). */
export interface NewRestriction {
  geonameId: number | null;
  country: string | null;
  title: string;
  allowed: boolean;
  age: number | null;
}

// LIKE wildcards in a title filter match themselves (backslash is PostgreSQL's default LIKE escape).
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Events and their parts: tiers, contents, services, restrictions, whitelists, movies, saves, tickets. */
export function createEventsRepo(db: Kysely<Database>) {
  /** The position after an event's last tier or content: a part added goes to the end of its list. */
  const nextPosition = (table: 'eventTiers' | 'eventContents', eventId: string) =>
    db
      .selectFrom(table)
      .select(sql<number>`coalesce(max(position) + 1, 0)`.as('next'))
      .where('eventId', '=', eventId);

  /** Deletes one entry of an event's child table; answers whether it was there. */
  async function deleteEventChild(
    table: 'eventContents' | 'eventServices' | 'eventRestrictions',
    eventId: string,
    id: string,
  ): Promise<boolean> {
    const result = await db
      .deleteFrom(table)
      .where('id', '=', id)
      .where('eventId', '=', eventId)
      .returning('id')
      .executeTakeFirst();
    // Affected-row counts are not reported by every driver (PGlite): the returned row tells.
    return result !== undefined;
  }

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
        'u.email as creatorEmail',
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

    /** Inserts an event under a slug; 'taken' when the slug is someone else's. */
    async insertEvent(
      event: Omit<Insertable<EventsTable>, 'id'> & { slug: string },
    ): Promise<string | 'taken'> {
      const id = randomUUID();
      const result = await unlessTaken(
        db
          .insertInto('events')
          .values({ ...event, id })
          .execute(),
      );
      return result === 'taken' ? 'taken' : id;
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

    // Tiers.
    listTiers(eventId: string) {
      return db
        .selectFrom('eventTiers')
        .selectAll()
        .where('eventId', '=', eventId)
        .orderBy('position')
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    async addTier(eventId: string, tier: NewTier): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('eventTiers')
        .values({
          ...tier,
          id,
          eventId,
          position: nextPosition('eventTiers', eventId),
        })
        .execute();
      return id;
    },

    /** Replaces the unsold tiers of an event by `tiers` (the editor saves its whole list); sold ones stay. */
    async replaceUnsoldTiers(eventId: string, tiers: readonly NewTier[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('eventTiers').where('eventId', '=', eventId).where('sold', '=', 0).execute();
        if (tiers.length === 0) return;
        await trx
          .insertInto('eventTiers')
          .values(tiers.map((tier, position) => ({ ...tier, id: randomUUID(), eventId, position })))
          .execute();
      });
    },

    /** Per event: the lowest tier price, whether every tier is sold out, and how many tiers there are. */
    async tierSummaries(eventIds: readonly string[]): Promise<Map<string, TierSummary>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('eventTiers')
        .select((eb) => [
          'eventId',
          eb.fn.min<number>('priceCents').as('lowestPriceCents'),
          sql<boolean>`bool_and(sold >= total)`.as('isSoldOut'),
        ])
        .where('eventId', 'in', eventIds)
        .groupBy('eventId')
        .execute();
      return new Map(
        rows.map((row) => [
          row.eventId,
          { lowestPriceCents: Number(row.lowestPriceCents), isSoldOut: Boolean(row.isSoldOut) },
        ]),
      );
    },

    /** Deletes a tier nobody bought; answers what happened. */
    async deleteTier(eventId: string, tierId: string): Promise<'deleted' | 'missing' | 'sold'> {
      const tier = await db
        .selectFrom('eventTiers')
        .select('sold')
        .where('id', '=', tierId)
        .where('eventId', '=', eventId)
        .executeTakeFirst();
      if (!tier) return 'missing';
      if (tier.sold > 0) return 'sold';
      await db.deleteFrom('eventTiers').where('id', '=', tierId).where('sold', '=', 0).execute();
      return 'deleted';
    },

    // Contents.
    listContents(eventId: string) {
      return db
        .selectFrom('eventContents')
        .selectAll()
        .where('eventId', '=', eventId)
        .orderBy('position')
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    async addContent(eventId: string, content: NewContent): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('eventContents')
        .values({
          ...content,
          id,
          eventId,
          position: nextPosition('eventContents', eventId),
        })
        .execute();
      return id;
    },

    deleteContent(eventId: string, contentId: string): Promise<boolean> {
      return deleteEventChild('eventContents', eventId, contentId);
    },

    // Services.
    listServices(eventId: string) {
      return db
        .selectFrom('eventServices')
        .selectAll()
        .where('eventId', '=', eventId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** Adds a service; answers the existing entry's id when the event already offers it. */
    async addService(eventId: string, service: string): Promise<string> {
      await db
        .insertInto('eventServices')
        .values({ id: randomUUID(), eventId, service })
        .onConflict((oc) => oc.columns(['eventId', 'service']).doNothing())
        .execute();
      const row = await db
        .selectFrom('eventServices')
        .select('id')
        .where('eventId', '=', eventId)
        .where('service', '=', service)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    deleteService(eventId: string, serviceId: string): Promise<boolean> {
      return deleteEventChild('eventServices', eventId, serviceId);
    },

    // Restrictions.
    listRestrictions(eventId: string) {
      return db
        .selectFrom('eventRestrictions')
        .selectAll()
        .where('eventId', '=', eventId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
    },

    /** The restrictions of several events, by event. */
    async restrictionsOf(eventIds: readonly string[]): Promise<Map<string, RestrictionRecord[]>> {
      const byEvent = new Map<string, RestrictionRecord[]>();
      if (eventIds.length === 0) return byEvent;
      const rows = await db
        .selectFrom('eventRestrictions')
        .selectAll()
        .where('eventId', 'in', eventIds)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
      return byEvent;
    },

    async addRestriction(eventId: string, restriction: NewRestriction): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('eventRestrictions')
        .values({ ...restriction, id, eventId })
        .execute();
      return id;
    },

    deleteRestriction(eventId: string, restrictionId: string): Promise<boolean> {
      return deleteEventChild('eventRestrictions', eventId, restrictionId);
    },

    // Whitelists.
    /** One page of whitelist v1, by address, and the total. */
    async listWhitelistEmails(eventId: string, limit: number, offset: number) {
      const query = db.selectFrom('eventWhitelistEmails').where('eventId', '=', eventId);
      const [rows, counted] = await Promise.all([
        query.select(['email', 'createdAt']).orderBy('email').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    async addWhitelistEmails(eventId: string, emails: readonly string[]): Promise<void> {
      if (emails.length === 0) return;
      await db
        .insertInto('eventWhitelistEmails')
        .values(emails.map((email) => ({ eventId, email })))
        .onConflict((oc) => oc.columns(['eventId', 'email']).doNothing())
        .execute();
    },

    async deleteWhitelistEmails(eventId: string, emails: readonly string[] | 'all'): Promise<void> {
      let query = db.deleteFrom('eventWhitelistEmails').where('eventId', '=', eventId);
      if (emails !== 'all') {
        if (emails.length === 0) return;
        query = query.where('email', 'in', emails);
      }
      await query.execute();
    },

    /** One page of whitelist v2, oldest first, with each person's public names, and the total. */
    async listWhitelistUsers(eventId: string, limit: number, offset: number) {
      const query = db
        .selectFrom('eventWhitelistUsers as w')
        .innerJoin('users as u', 'u.id', 'w.userId')
        .where('w.eventId', '=', eventId);
      const [rows, counted] = await Promise.all([
        query
          .select(['w.userId', 'u.username', 'u.firstName', 'u.lastName', 'u.avatar', 'w.createdAt'])
          .orderBy('w.createdAt')
          .orderBy('w.userId')
          .limit(limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    /** Adds people to whitelist v2; ids without an account are skipped. */
    async addWhitelistUsers(eventId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .insertInto('eventWhitelistUsers')
        .columns(['eventId', 'userId'])
        .expression((eb) =>
          eb
            .selectFrom('users')
            .select([sql.val(eventId).as('eventId'), 'id as userId'])
            .where('id', 'in', userIds),
        )
        .onConflict((oc) => oc.columns(['eventId', 'userId']).doNothing())
        .execute();
    },

    async deleteWhitelistUsers(eventId: string, userIds: readonly string[] | 'all'): Promise<void> {
      let query = db.deleteFrom('eventWhitelistUsers').where('eventId', '=', eventId);
      if (userIds !== 'all') {
        if (userIds.length === 0) return;
        query = query.where('userId', 'in', userIds);
      }
      await query.execute();
    },

    /** Whether a person is on either whitelist: by user id (v2) or by their e-mail (v1). */
    async isWhitelisted(eventId: string, userId: string, email: string | null): Promise<boolean> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .exists(
              eb
                .selectFrom('eventWhitelistUsers')
                .select('userId')
                .where('eventId', '=', eventId)
                .where('userId', '=', userId),
            )
            .as('byUser'),
          eb
            .exists(
              eb
                .selectFrom('eventWhitelistEmails')
                .select('email')
                .where('eventId', '=', eventId)
                .where('email', '=', email ?? ''),
            )
            .as('byEmail'),
        ])
        .executeTakeFirstOrThrow();
      return Boolean(row.byUser) || Boolean(row.byEmail);
    },

    // Movies.
    /**
     * One page of movie entries of an event, or, without an event, those of public published events
     * (showing a movie); optionally of one movie.
     */
    async listMovies(filter: { eventId?: string; movieId?: string; limit: number; offset: number }) {
      let query = db.selectFrom('eventMovies as m').innerJoin('events as e', 'e.id', 'm.eventId');
      if (filter.eventId !== undefined) query = query.where('m.eventId', '=', filter.eventId);
      else
        query = query
          .where('e.published', '=', true)
          .where('e.deletedAt', 'is', null)
          .where('e.visibility', '=', 'public');
      if (filter.movieId !== undefined) query = query.where('m.movieId', '=', filter.movieId);
      const [rows, counted] = await Promise.all([
        query
          .select(['m.eventId', 'm.movieId', 'm.createdAt'])
          .orderBy('m.createdAt', 'desc')
          .orderBy('m.movieId')
          .limit(filter.limit)
          .offset(filter.offset)
          .execute(),
        query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    async addMovie(eventId: string, movieId: string): Promise<void> {
      await db
        .insertInto('eventMovies')
        .values({ eventId, movieId })
        .onConflict((oc) => oc.columns(['eventId', 'movieId']).doNothing())
        .execute();
    },

    async deleteMovie(eventId: string, movieId: string): Promise<void> {
      await db
        .deleteFrom('eventMovies')
        .where('eventId', '=', eventId)
        .where('movieId', '=', movieId)
        .execute();
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

    // Tickets.
    /** Which of these events a person holds a ticket to. */
    async ticketsAmong(userId: string, eventIds: readonly string[]): Promise<Set<string>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('tickets')
        .select('eventId')
        .distinct()
        .where('userId', '=', userId)
        .where('eventId', 'in', eventIds)
        .execute();
      return new Set(rows.map((row) => row.eventId));
    },

    /**
     * Grants the free RSVP ticket, taking a seat of the event's free (0.00) tiers when it has any: in one
     * transaction the seat is counted only while `sold < total` (as commerce reserves paid tickets), so
     * concurrent RSVPs never hand out more seats than the tiers hold. An event without free tiers has no
     * seat limit (docs/decisions/events.md). 'held' when the person already holds a ticket to the event.
     */
    takeFreeSeat(eventId: string, userId: string): Promise<FreeSeatOutcome> {
      return db
        .transaction()
        .execute(async (trx): Promise<FreeSeatOutcome> => {
          const held = await trx
            .selectFrom('tickets')
            .select('id')
            .where('eventId', '=', eventId)
            .where('userId', '=', userId)
            .executeTakeFirst();
          if (held) return 'held';
          const freeTiers = await trx
            .selectFrom('eventTiers')
            .select('id')
            .where('eventId', '=', eventId)
            .where('priceCents', '=', 0)
            .orderBy('position')
            .orderBy('createdAt')
            .orderBy('id')
            .execute();
          let tierId: string | null = null;
          // Tier by tier, so that a tier filled by a concurrent RSVP sends this one to the next.
          for (const tier of freeTiers) {
            const taken = await trx
              .updateTable('eventTiers')
              .set((eb) => ({ sold: eb('sold', '+', 1) }))
              .where('id', '=', tier.id)
              .where((eb) => eb('sold', '<', eb.ref('total')))
              .returning('id')
              .executeTakeFirst();
            if (taken) {
              tierId = taken.id;
              break;
            }
          }
          if (freeTiers.length > 0 && tierId === null) return 'soldOut';
          const ticket = await unlessTaken(
            trx
              .insertInto('tickets')
              .values({ id: randomUUID(), eventId, userId, tierId, source: 'rsvp' })
              .execute(),
          );
          // A concurrent RSVP of the same person won: roll the seat back.
          if (ticket === 'taken') throw new SeatAlreadyHeld();
          return 'granted';
        })
        .catch((error: unknown) => {
          if (error instanceof SeatAlreadyHeld) return 'held';
          throw error;
        });
    },
  };
}

export type EventsRepo = ReturnType<typeof createEventsRepo>;
/** An event as stored, with its creator's public fields (channel, organizer). */
export type EventRecord = NonNullable<Awaited<ReturnType<EventsRepo['findEvent']>>>;
/** A ticket tier as stored. */
export type TierRecord = Awaited<ReturnType<EventsRepo['listTiers']>>[number];
/** A content entry as stored. */
export type ContentRecord = Awaited<ReturnType<EventsRepo['listContents']>>[number];
/** A service entry as stored. */
export type ServiceRecord = Awaited<ReturnType<EventsRepo['listServices']>>[number];
/** A restriction as stored. */
export type RestrictionRecord = Selectable<EventRestrictionsTable>;
