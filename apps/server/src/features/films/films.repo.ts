import { sql, type Insertable, type Kysely, type SqlBool, type Updateable } from 'kysely';
import type { Database, FilmsTable } from '../../platform/db/schema.ts';

/** The classification and trailer of a film its creator edits (the event keeps title, description, price). */
export type FilmFields = Pick<
  Updateable<FilmsTable>,
  'category' | 'subCategory' | 'rating' | 'trailerUrl' | 'published'
>;

/** The catalogue's filters (all optional) and its order. */
export interface CatalogueFilter {
  category?: FilmsTable['category'];
  subCategory?: NonNullable<FilmsTable['subCategory']>;
  rating?: FilmsTable['rating'];
  words?: string;
  sort: 'newest' | 'title';
}

/** Which films a list reads, for one viewer (null: no token). */
export type FilmScope =
  | { kind: 'catalogue'; filter: CatalogueFilter }
  | { kind: 'creator'; creatorId: string; includeUnpublished: boolean }
  | { kind: 'bought'; userId: string };

/** One page's bounds. */
export interface PageBounds {
  limit: number;
  offset: number;
}

/**
 * Films, their caption tracks and viewers' progress. A film's title, description, slug and price are its
 * on-demand event's: they are read here with the event (not written: the events feature writes them),
 * as are the viewer's ticket and the creator's public name, so that a list is one query.
 */
export function createFilmsRepo(db: Kysely<Database>) {
  function filmsFor(viewerId: string | null) {
    return db
      .selectFrom('films as f')
      .innerJoin('events as e', 'e.id', 'f.filmId')
      .innerJoin('users as u', 'u.id', 'f.creatorId')
      .where('e.deletedAt', 'is', null)
      .selectAll('f')
      .select((eb) => [
        'e.slug',
        'e.title',
        'e.description',
        'u.cyaId as creatorCyaId',
        'u.username as creatorUsername',
        'u.firstName as creatorFirstName',
        'u.lastName as creatorLastName',
        'u.avatar as creatorAvatar',
        eb
          .selectFrom('eventTiers as t')
          .select(sql<number | null>`min(t.price_cents)`.as('p'))
          .whereRef('t.eventId', '=', 'f.filmId')
          .as('priceCents'),
        viewerId === null
          ? sql<SqlBool>`false`.as('hasTicket')
          : eb
              .exists(
                eb
                  .selectFrom('tickets as k')
                  .select('k.id')
                  .whereRef('k.eventId', '=', 'f.filmId')
                  .where('k.userId', '=', viewerId),
              )
              .as('hasTicket'),
      ]);
  }

  /** Films free to watch: no tier, or tiers at 0. */
  const isFree = sql<SqlBool>`coalesce((select min(t.price_cents) from event_tiers t where t.event_id = f.film_id), 0) = 0`;

  function scoped(scope: FilmScope, viewerId: string | null) {
    const query = filmsFor(viewerId);
    if (scope.kind === 'creator') {
      const own = query.where('f.creatorId', '=', scope.creatorId);
      return scope.includeUnpublished ? own : own.where('f.published', '=', true);
    }
    if (scope.kind === 'bought')
      return query.where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('tickets as k')
              .select('k.id')
              .whereRef('k.eventId', '=', 'f.filmId')
              .where('k.userId', '=', scope.userId),
          ),
          eb.and([
            eb('f.published', '=', true),
            isFree,
            eb.exists(
              eb
                .selectFrom('filmProgress as p')
                .select('p.filmId')
                .whereRef('p.filmId', '=', 'f.filmId')
                .where('p.userId', '=', scope.userId),
            ),
          ]),
        ]),
      );
    // The catalogue lists published films; a film is published only once ready, and stays ready.
    const { filter } = scope;
    let listed = query.where('f.published', '=', true);
    if (filter.category) listed = listed.where('f.category', '=', filter.category);
    if (filter.subCategory) listed = listed.where('f.subCategory', '=', filter.subCategory);
    if (filter.rating) listed = listed.where('f.rating', '=', filter.rating);
    // The events' full-text document (migration 0006_search, GIN-indexed): words of title or description.
    if (filter.words)
      listed = listed.where(
        sql<SqlBool>`events_search_document(e.title, e.tags, e.description) @@ websearch_to_tsquery('english', ${filter.words})`,
      );
    return listed;
  }

  return {
    /** A film by its id or its event's slug, as `viewerId` sees it (their ticket). */
    findFilm(ref: string, viewerId: string | null) {
      return filmsFor(viewerId)
        .where((eb) => eb.or([eb('f.filmId', '=', ref), eb('e.slug', '=', ref.toLowerCase())]))
        .executeTakeFirst();
    },

    /** One page of films and how many in all: newest first, or by title for the catalogue when asked. */
    async listFilms(scope: FilmScope, viewerId: string | null, page: PageBounds) {
      const query = scoped(scope, viewerId);
      const byTitle = scope.kind === 'catalogue' && scope.filter.sort === 'title';
      const ordered = byTitle
        ? query.orderBy(sql`lower(e.title)`).orderBy('f.createdAt', 'desc')
        : query.orderBy('f.createdAt', 'desc');
      const [rows, counted] = await Promise.all([
        ordered.orderBy('f.filmId').limit(page.limit).offset(page.offset).execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    async insertFilm(film: Insertable<FilmsTable>): Promise<void> {
      await db.insertInto('films').values(film).execute();
    },

    async updateFilm(filmId: string, fields: FilmFields): Promise<void> {
      if (Object.keys(fields).length === 0) return;
      await db.updateTable('films').set(fields).where('filmId', '=', filmId).execute();
    },

    /** Deletes a film's row with its captions and progress; answers the caption files left to remove. */
    async deleteFilm(filmId: string): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const captions = await trx
          .selectFrom('filmCaptions')
          .select('storageKey')
          .where('filmId', '=', filmId)
          .execute();
        await trx.deleteFrom('films').where('filmId', '=', filmId).execute();
        return captions.map((caption) => caption.storageKey);
      });
    },

    /** The id of a film of this creator's, if it is one (not deleted). */
    /** A film's creator and whether it is published; undefined for no film (or a deleted one). */
    creatorOf(filmId: string) {
      return db
        .selectFrom('films as f')
        .innerJoin('events as e', 'e.id', 'f.filmId')
        .select(['f.creatorId', 'f.published'])
        .where('f.filmId', '=', filmId)
        .where('e.deletedAt', 'is', null)
        .executeTakeFirst();
    },

    listCaptions(filmId: string) {
      return db
        .selectFrom('filmCaptions')
        .select(['lang', 'label', 'storageKey'])
        .where('filmId', '=', filmId)
        .orderBy('lang')
        .execute();
    },

    /** Adds or replaces the track of a language; answers the file it replaced, if any. */
    async putCaption(caption: {
      filmId: string;
      lang: string;
      label: string;
      storageKey: string;
    }): Promise<string | undefined> {
      return db.transaction().execute(async (trx) => {
        const replaced = await trx
          .selectFrom('filmCaptions')
          .select('storageKey')
          .where('filmId', '=', caption.filmId)
          .where('lang', '=', caption.lang)
          .forUpdate()
          .executeTakeFirst();
        await trx
          .insertInto('filmCaptions')
          .values(caption)
          .onConflict((oc) =>
            oc.columns(['filmId', 'lang']).doUpdateSet({
              label: caption.label,
              storageKey: caption.storageKey,
              createdAt: new Date(),
            }),
          )
          .execute();
        return replaced?.storageKey;
      });
    },

    async saveProgress(filmId: string, userId: string, positionS: number, at: Date): Promise<void> {
      await db
        .insertInto('filmProgress')
        .values({ filmId, userId, positionS, updatedAt: at })
        .onConflict((oc) => oc.columns(['filmId', 'userId']).doUpdateSet({ positionS, updatedAt: at }))
        .execute();
    },

    async progressOf(filmId: string, userId: string): Promise<number> {
      const row = await db
        .selectFrom('filmProgress')
        .select('positionS')
        .where('filmId', '=', filmId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.positionS ?? 0;
    },
  };
}

export type FilmsRepo = ReturnType<typeof createFilmsRepo>;
/** A film as read with its event, creator and the viewer's ticket. */
export type FilmRecord = NonNullable<Awaited<ReturnType<FilmsRepo['findFilm']>>>;
