import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { FilmLimit, PageSize } from '../limits.ts';
import { parsePriceUnits } from '../domain/price.ts';
import { Messages } from '../messages.ts';
import { fail, pass, validatedSchema } from '../validation/result.ts';
import { personSchema } from '../socket/fields.ts';
import { boundedIntSchema, InputBounds, numberOrTextAtMost } from './integers.ts';
import { textSchema } from './text.ts';

/**
 * Films on demand (spec 000 §1 FILMS ON-DEMAND and the movie festival catalogue, §2 /movies, /movielist,
 * /myMovies/:id?, /movie/:id/play, §7 upload, transcode, movieByStripe; docs/decisions/films.md). A film is
 * an on-demand event (docs/decisions/commerce.md "Films"): `filmId` is that event's id, bought through
 * movieByStripe like a ticket of it.
 */

/** The festival's categories (spec 000 §1); "All" is no filter. */
export const filmCategorySchema = z.enum(['canadian', 'international', 'awards', 'student']);
export type FilmCategory = z.infer<typeof filmCategorySchema>;

/** Sub-categories, for international and Canadian films only (spec 000 §1). */
export const filmSubCategorySchema = z.enum(['feature', 'short', 'documentary', 'student']);
export type FilmSubCategory = z.infer<typeof filmSubCategorySchema>;

/** The categories that have sub-categories. */
export const categoriesWithSubCategories: readonly FilmCategory[] = ['canadian', 'international'];

/** Film ratings (spec 000 §1). */
export const filmRatingSchema = z.enum(['G', 'PG', 'PG-13']);
export type FilmRating = z.infer<typeof filmRatingSchema>;

/**
 * Where a film's picture is: waiting for its upload, being uploaded (tus), queued for or under transcoding,
 * ready to play, or failed (with ffmpeg's reason, after one retry).
 */
export const filmMediaStateSchema = z.enum([
  'awaitingUpload',
  'uploading',
  'queued',
  'transcoding',
  'ready',
  'failed',
]);
export type FilmMediaState = z.infer<typeof filmMediaStateSchema>;

export const filmIdSchema = textSchema.trim().min(1).max(128);
const instantSchema = z.iso.datetime({ offset: true });

/** A film's picture: its transcode's state and progress, and the ladder's heights once ready. */
export const filmMediaSchema = z.object({
  filmId: filmIdSchema,
  state: filmMediaStateSchema,
  /** 0–100: of the upload while uploading, of ffmpeg's progress while transcoding; 100 when ready. */
  percent: z.number().min(0).max(100),
  /** ffmpeg's reason when failed, else null. */
  error: textSchema.nullable(),
  /** The renditions' heights, highest first (e.g. [720, 360]); empty until ready. */
  heights: z.array(z.number().int().positive()),
  /** The source's duration in seconds, known once probed. */
  runtimeS: z.number().nonnegative().nullable(),
});
export type FilmMedia = z.infer<typeof filmMediaSchema>;

/** A film as the catalogue, its page and its creator's lists show it. */
export const filmSchema = z.object({
  filmId: filmIdSchema,
  slug: textSchema,
  title: textSchema,
  description: textSchema,
  category: filmCategorySchema,
  subCategory: filmSubCategorySchema.nullable(),
  rating: filmRatingSchema,
  /** In currency units; 0 is a free film. */
  price: z.number().nonnegative(),
  currency: textSchema,
  /** The poster frame ffmpeg took, or the one the creator uploaded. */
  posterUrl: textSchema.nullable(),
  thumbnailUrl: textSchema.nullable(),
  /** A trailer's address (an uploaded video or a YouTube link), if any. */
  trailerUrl: textSchema.nullable(),
  creator: personSchema,
  /** Listed in the catalogue; only a ready film can be published. */
  published: z.boolean(),
  media: filmMediaSchema,
  /** The caller bought it, it is free, or it is theirs. */
  canWatch: z.boolean(),
  isOwner: z.boolean(),
  createdAt: instantSchema,
});
export type Film = z.infer<typeof filmSchema>;

const titleSchema = textSchema.trim().min(1).max(FilmLimit.titleMaxLength);
const descriptionSchema = textSchema.trim().max(FilmLimit.descriptionMaxLength);
/** A price in currency units, as ticket tiers take it ("4.99" or 4.99; at most two decimals). */
const priceSchema = validatedSchema(numberOrTextAtMost(InputBounds.maxAmountUnits), (value) => {
  const price = parsePriceUnits(value);
  return price === undefined ? fail('invalidPrice') : pass(price);
});

const subCategoryOnlyWhereListed = (film: {
  category?: FilmCategory;
  subCategory?: FilmSubCategory | null;
}) =>
  film.subCategory == null ||
  film.category === undefined ||
  categoriesWithSubCategories.includes(film.category);

/** POST /api/films/v1/create: a film's details before its upload; its picture comes by the upload. */
export const createFilmRequestSchema = z
  .object({
    title: titleSchema,
    description: descriptionSchema.default(''),
    category: filmCategorySchema,
    subCategory: filmSubCategorySchema.nullable().default(null),
    rating: filmRatingSchema,
    price: priceSchema,
    trailerUrl: textSchema.trim().max(2048).nullable().default(null),
  })
  .refine(subCategoryOnlyWhereListed, { message: Messages.filmSubCategoryInvalid, path: ['subCategory'] });
export type CreateFilmRequest = z.input<typeof createFilmRequestSchema>;

/** POST /api/films/v1/update: the creator changes any detail, or publishes (a ready film only). */
export const updateFilmRequestSchema = z
  .object({
    filmId: filmIdSchema,
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    category: filmCategorySchema.optional(),
    subCategory: filmSubCategorySchema.nullable().optional(),
    rating: filmRatingSchema.optional(),
    price: priceSchema.optional(),
    trailerUrl: textSchema.trim().max(2048).nullable().optional(),
    published: z.boolean().optional(),
  })
  .refine(subCategoryOnlyWhereListed, { message: Messages.filmSubCategoryInvalid, path: ['subCategory'] });
export type UpdateFilmRequest = z.input<typeof updateFilmRequestSchema>;

/** One film, by id or slug. */
export const filmRefSchema = z.object({ filmId: filmIdSchema });
export type FilmRef = z.infer<typeof filmRefSchema>;

/** A deleted film's id. */
export const filmDeletedAnswerSchema = z.object({ filmId: filmIdSchema, deleted: z.literal(true) });

/** GET /api/films/v1/catalogue: published, ready films; "All" is no category. */
export const filmCatalogueQuerySchema = pageQuerySchema(PageSize.films, 60).extend({
  category: filmCategorySchema.optional(),
  subCategory: filmSubCategorySchema.optional(),
  rating: filmRatingSchema.optional(),
  /** Words of the title or description. */
  q: textSchema.trim().max(100).optional(),
  sort: z.enum(['newest', 'title']).default('newest'),
});
export type FilmCatalogueQuery = z.infer<typeof filmCatalogueQuerySchema>;

/** GET /api/films/v1/creatorFilms (`/movielist`): one creator's films; the creator sees unpublished ones too. */
export const creatorFilmsQuerySchema = pageQuerySchema(PageSize.films, 60).extend({
  userId: textSchema.trim().min(1).max(64),
});

/** GET /api/films/v1/myFilms (`/myMovies`): the films the caller uploaded, or bought. */
export const myFilmsQuerySchema = pageQuerySchema(PageSize.films, 60).extend({
  kind: z.enum(['uploaded', 'bought']).default('bought'),
});

/** A caption track (WebVTT) of a film. */
export const filmCaptionSchema = z.object({
  lang: textSchema.min(2).max(16),
  label: textSchema.min(1).max(60),
  url: textSchema,
});
export type FilmCaption = z.infer<typeof filmCaptionSchema>;

/** POST /api/films/v1/captions ?filmId&lang&label, multipart `file` (WebVTT). */
export const filmCaptionFieldsSchema = filmRefSchema.extend({
  lang: textSchema.trim().min(2).max(16),
  label: textSchema.trim().min(1).max(60),
});

/**
 * GET /api/films/v1/play: what the player needs. The answer sets an HttpOnly cookie scoped to the film's
 * media path (`FilmLimit.mediaPath`/<filmId>/), signed for this viewer and film, that expires at `expiresAt`;
 * the playlists and segments are served only with it, so a copied address plays nothing in another browser.
 */
export const filmPlaybackSchema = z.object({
  filmId: filmIdSchema,
  playlistUrl: textSchema,
  expiresAt: instantSchema,
  captions: z.array(filmCaptionSchema),
  /** Where the viewer stopped last time, in seconds; 0 from the start. */
  resumeAtS: z.number().nonnegative(),
  runtimeS: z.number().nonnegative().nullable(),
});
export type FilmPlayback = z.infer<typeof filmPlaybackSchema>;

/** POST /api/films/v1/progress: where the viewer is, kept for resuming. */
export const filmProgressRequestSchema = filmRefSchema.extend({
  positionS: boundedIntSchema(0, FilmLimit.maxRuntimeS),
});

/** POST /api/common/v1/transcode {filmId}: starts the transcode of an uploaded film (again after a failure). */
export const transcodeRequestSchema = filmRefSchema;
