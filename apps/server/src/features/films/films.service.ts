import type { z } from 'zod';
import {
  InputBounds,
  Messages,
  categoriesWithSubCategories,
  toPage,
  type createFilmRequestSchema,
  type Film,
  type FilmCatalogueQuery,
  type Page,
  type updateFilmRequestSchema,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { EventsFeature, EventsService } from '../events/index.ts';
import type { FilmFields, FilmRecord, FilmScope, FilmsRepo } from './films.repo.ts';
import { awaitingUploadOf, type FilmMediaPort } from './films.ports.ts';
import { filmViewOf, standingOf } from './filmView.ts';

export type CreateFilmInput = z.output<typeof createFilmRequestSchema>;
export type UpdateFilmInput = z.output<typeof updateFilmRequestSchema>;

export interface FilmsServiceDeps {
  repo: FilmsRepo;
  media: FilmMediaPort;
  /** A film's event: created, renamed, published and deleted by the events feature's rules. */
  events: Pick<EventsService, 'createEvent' | 'updateEvent' | 'publishEvent' | 'deleteEvent'>;
  /** The one price of an on-demand event (the events feature's tiers). */
  setOnDemandPrice: EventsFeature['parts']['setOnDemandPrice'];
  /** Where caption files are (removed with their film). */
  storage: Pick<FileStorage, 'delete'>;
  now: () => Date;
}

/** A page's bounds from its number and size. */
const boundsOf = (page: number, pageSize: number) => ({ limit: pageSize, offset: (page - 1) * pageSize });

/** The 4000 of a sub-category on a category that has none. */
const subCategoryRefusal = () => {
  const issue = { path: 'subCategory', message: Messages.filmSubCategoryInvalid };
  return new ApiError('InvalidRequest', `${issue.path}: ${issue.message}`, { issues: [issue] });
};

/**
 * Films on demand (docs/decisions/films.md): a film is an on-demand event of its creator's, sold by
 * commerce's movieByStripe like a ticket; this feature keeps its classification, its listing and who
 * may see, edit and watch it.
 */
export function createFilmsService(deps: FilmsServiceDeps) {
  const { repo, media } = deps;

  /** A film the viewer may see: listed, theirs, or bought; 4004 otherwise. */
  async function requireVisible(ref: string, viewerId: string | null): Promise<FilmRecord> {
    const film = await repo.findFilm(ref, viewerId);
    if (!film || !standingOf(film, viewerId).mayView) throw new ApiError('NotFound');
    return film;
  }

  /** A film of the caller's; 11030 for anyone else who may see it. */
  async function requireOwn(ref: string, caller: Caller): Promise<FilmRecord> {
    const film = await requireVisible(ref, caller.userId);
    if (film.creatorId !== caller.userId) throw new ApiError('NotEventOwner');
    return film;
  }

  async function viewsOf(films: readonly FilmRecord[], viewerId: string | null): Promise<Film[]> {
    const pictures = await media.mediaOf(films.map((film) => film.filmId));
    return films.map((film) =>
      filmViewOf(film, pictures.get(film.filmId) ?? awaitingUploadOf(film.filmId), viewerId),
    );
  }

  async function viewOf(filmId: string, viewerId: string | null): Promise<Film> {
    const film = await repo.findFilm(filmId, viewerId);
    if (!film) throw new ApiError('NotFound');
    const [view] = await viewsOf([film], viewerId);
    if (!view) throw new ApiError('NotFound');
    return view;
  }

  async function listOf(
    scope: FilmScope,
    viewerId: string | null,
    page: number,
    pageSize: number,
  ): Promise<Page<Film>> {
    const { rows, total } = await repo.listFilms(scope, viewerId, boundsOf(page, pageSize));
    return toPage(await viewsOf(rows, viewerId), page, pageSize, total);
  }

  /** The category and sub-category after an update: a category without sub-categories clears it. */
  function classificationOf(
    film: FilmRecord,
    input: UpdateFilmInput,
  ): Pick<FilmFields, 'category' | 'subCategory'> {
    const category = input.category ?? film.category;
    if (categoriesWithSubCategories.includes(category))
      return {
        category,
        subCategory: input.subCategory === undefined ? film.subCategory : input.subCategory,
      };
    if (input.subCategory != null) throw subCategoryRefusal();
    return { category, subCategory: null };
  }

  return {
    requireVisible,
    viewsOf,

    /**
     * POST /films/v1/create: the film's on-demand event (unlisted, Paid with one tier at the price, Free at
     * 0, unpublished) and its row; its video comes by the upload.
     */
    async create(caller: Caller, input: CreateFilmInput): Promise<Film> {
      const event = await deps.events.createEvent(caller, {
        title: input.title,
        description: input.description,
        type: input.price > 0 ? 'Paid' : 'Free',
        visibility: 'unlisted',
        tickets: [{ type: 'Film', price: input.price, min: 1, max: 1, total: InputBounds.maxQuantity }],
      });
      await repo.insertFilm({
        filmId: event.id,
        creatorId: caller.userId,
        category: input.category,
        subCategory: categoriesWithSubCategories.includes(input.category) ? input.subCategory : null,
        rating: input.rating,
        trailerUrl: input.trailerUrl,
        createdAt: deps.now(),
      });
      return viewOf(event.id, caller.userId);
    },

    /**
     * POST /films/v1/update: the creator's changes; a price changes the event's tier, publishing needs the
     * video ready (33000) and publishes the event (buyers reach it only then).
     */
    async update(caller: Caller, input: UpdateFilmInput): Promise<Film> {
      const film = await requireOwn(input.filmId, caller);
      const classification = classificationOf(film, input);
      if (input.published === true && !film.published) {
        const picture = (await media.mediaOf([film.filmId])).get(film.filmId);
        if (picture?.state !== 'ready') throw new ApiError('FilmNotReady');
      }
      if (input.title !== undefined || input.description !== undefined)
        await deps.events.updateEvent(caller, film.filmId, {
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.description === undefined ? {} : { description: input.description }),
        });
      if (input.price !== undefined) await deps.setOnDemandPrice(caller, film.filmId, input.price);
      if (input.published !== undefined && input.published !== film.published)
        await deps.events.publishEvent(caller, film.filmId, input.published);
      await repo.updateFilm(film.filmId, {
        ...classification,
        ...(input.rating === undefined ? {} : { rating: input.rating }),
        ...(input.trailerUrl === undefined ? {} : { trailerUrl: input.trailerUrl }),
        ...(input.published === undefined ? {} : { published: input.published }),
      });
      return viewOf(film.filmId, caller.userId);
    },

    /**
     * POST /films/v1/delete: the creator deletes the film: its video and captions go, its event is deleted
     * as any event is (its orders stay: buyers keep their receipts).
     */
    async remove(caller: Caller, ref: string): Promise<{ filmId: string; deleted: true }> {
      const film = await requireOwn(ref, caller);
      await media.removeMedia(film.filmId);
      const captionKeys = await repo.deleteFilm(film.filmId);
      await Promise.all(captionKeys.map((key) => deps.storage.delete(key)));
      await deps.events.deleteEvent(caller, film.filmId, true);
      return { filmId: film.filmId, deleted: true };
    },

    /** GET /films/v1/detail: listed films for anyone, others for their creator and buyers. */
    async detail(caller: Caller | null, ref: string): Promise<Film> {
      const viewerId = caller?.userId ?? null;
      const [view] = await viewsOf([await requireVisible(ref, viewerId)], viewerId);
      if (!view) throw new ApiError('NotFound');
      return view;
    },

    /** GET /films/v1/catalogue: published films by category, sub-category, rating and words. */
    catalogue(caller: Caller | null, query: FilmCatalogueQuery): Promise<Page<Film>> {
      const { page, pageSize, q, ...filter } = query;
      const words = q?.trim() || undefined;
      return listOf(
        { kind: 'catalogue', filter: { ...filter, words } },
        caller?.userId ?? null,
        page,
        pageSize,
      );
    },

    /** GET /films/v1/creatorFilms (`/movielist`): a creator's published films, all of them for the creator. */
    creatorFilms(
      caller: Caller | null,
      query: { userId: string; page: number; pageSize: number },
    ): Promise<Page<Film>> {
      const viewerId = caller?.userId ?? null;
      const scope = {
        kind: 'creator',
        creatorId: query.userId,
        includeUnpublished: viewerId === query.userId,
      } as const;
      return listOf(scope, viewerId, query.page, query.pageSize);
    },

    /** GET /films/v1/myFilms (`/myMovies`): the caller's uploads, or the films they bought or watched free. */
    myFilms(
      caller: Caller,
      query: { kind: 'uploaded' | 'bought'; page: number; pageSize: number },
    ): Promise<Page<Film>> {
      const scope: FilmScope =
        query.kind === 'uploaded'
          ? { kind: 'creator', creatorId: caller.userId, includeUnpublished: true }
          : { kind: 'bought', userId: caller.userId };
      return listOf(scope, caller.userId, query.page, query.pageSize);
    },
  };
}

export type FilmsService = ReturnType<typeof createFilmsService>;
