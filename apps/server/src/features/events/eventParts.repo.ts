import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, EventRestrictionsTable } from '../../platform/db/schema.ts';

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
}

/** A restriction as created (spec 000 §3 restriction). */
export interface NewRestriction {
  geonameId: number | null;
  country: string | null;
  title: string;
  allowed: boolean;
  age: number | null;
}

/** The parts of an event its editors manage: tiers, contents, services, restrictions, movies. */
export function createEventPartsRepo(db: Kysely<Database>) {
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

  return {
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

    /** Sets the price of every tier of an event, sold ones included (their tickets keep what was paid). */
    async setTierPrices(eventId: string, priceCents: number): Promise<void> {
      await db.updateTable('eventTiers').set({ priceCents }).where('eventId', '=', eventId).execute();
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
  };
}

export type EventPartsRepo = ReturnType<typeof createEventPartsRepo>;
/** A ticket tier as stored. */
export type TierRecord = Awaited<ReturnType<EventPartsRepo['listTiers']>>[number];
/** A content entry as stored. */
export type ContentRecord = Awaited<ReturnType<EventPartsRepo['listContents']>>[number];
/** A service entry as stored. */
export type ServiceRecord = Awaited<ReturnType<EventPartsRepo['listServices']>>[number];
/** A restriction as stored. */
export type RestrictionRecord = Selectable<EventRestrictionsTable>;
