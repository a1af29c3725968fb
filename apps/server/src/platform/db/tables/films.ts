import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** The festival's categories, sub-categories and ratings (spec 000 §1; protocol schemas/films.ts). */
export type FilmCategory = 'canadian' | 'international' | 'awards' | 'student';
export type FilmSubCategory = 'feature' | 'short' | 'documentary' | 'student';
export type FilmRating = 'G' | 'PG' | 'PG-13';

/**
 * A film on demand (features/films, docs/decisions/films.md): `filmId` is its on-demand event's id; the
 * event keeps its title, description, slug and price.
 */
export interface FilmsTable {
  filmId: string;
  creatorId: string;
  category: FilmCategory;
  subCategory: FilmSubCategory | null;
  rating: FilmRating;
  trailerUrl: string | null;
  published: Generated<boolean>;
  createdAt: Timestamp;
}

/** A WebVTT caption track of a film, one per language, stored privately (signed addresses). */
export interface FilmCaptionsTable {
  filmId: string;
  lang: string;
  label: string;
  storageKey: string;
  createdAt: Timestamp;
}

/** Where a viewer stopped in a film, to resume there. */
export interface FilmProgressTable {
  filmId: string;
  userId: string;
  positionS: number;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Films (features/films). */
export interface FilmTables {
  films: FilmsTable;
  filmCaptions: FilmCaptionsTable;
  filmProgress: FilmProgressTable;
}
