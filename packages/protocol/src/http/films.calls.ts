import { pageSchema } from '../envelope.ts';
import {
  createFilmRequestSchema,
  creatorFilmsQuerySchema,
  filmCaptionFieldsSchema,
  filmCatalogueQuerySchema,
  filmDeletedAnswerSchema,
  filmMediaSchema,
  filmPlaybackSchema,
  filmProgressRequestSchema,
  filmRefSchema,
  filmSchema,
  myFilmsQuerySchema,
  transcodeRequestSchema,
  updateFilmRequestSchema,
} from '../schemas/films.ts';
import { defineCall } from './call.ts';

/** A film named by a caller who may not see it, or that does not exist, is 4004 alike. */
const filmCodes = ['NotFound'] as const;
/** What only the film's creator may do (11030 for anyone else who may see it). */
const creatorCodes = [...filmCodes, 'NotEventOwner'] as const;

/**
 * Films on demand (docs/decisions/films.md). The upload itself is the tus protocol at
 * `FilmLimit.uploadPath` (not an envelope call); the transcode starts when it completes.
 */
export const filmsCalls = {
  create: defineCall({
    method: 'POST',
    path: '/api/films/v1/create',
    auth: 'member',
    body: createFilmRequestSchema,
    answer: filmSchema,
    codes: [],
    rateLimitPerMinute: 10,
    summary:
      'A creator describes a film; it waits for its video, uploaded to the tus address with its filmId.',
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/films/v1/update',
    auth: 'member',
    body: updateFilmRequestSchema,
    answer: filmSchema,
    codes: [...creatorCodes, 'FilmNotReady'],
    summary:
      'The creator changes details or the price, or publishes the film once it is ready (33000 before).',
  }),
  delete: defineCall({
    method: 'POST',
    path: '/api/films/v1/delete',
    auth: 'member',
    body: filmRefSchema,
    answer: filmDeletedAnswerSchema,
    codes: creatorCodes,
    summary: 'The creator deletes a film: its files go; its buyers keep their receipts.',
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/films/v1/detail',
    auth: 'optional',
    query: filmRefSchema,
    answer: filmSchema,
    codes: filmCodes,
    summary: 'One film: published ones for anyone, unpublished ones for their creator.',
  }),
  catalogue: defineCall({
    method: 'GET',
    path: '/api/films/v1/catalogue',
    auth: 'optional',
    query: filmCatalogueQuerySchema,
    answer: pageSchema(filmSchema),
    codes: [],
    summary: 'The festival catalogue: published, ready films by category, sub-category, rating and words.',
  }),
  creatorFilms: defineCall({
    method: 'GET',
    path: '/api/films/v1/creatorFilms',
    auth: 'optional',
    query: creatorFilmsQuerySchema,
    answer: pageSchema(filmSchema),
    codes: [],
    summary: "A creator's films, newest first; the creator also sees those not published.",
  }),
  myFilms: defineCall({
    method: 'GET',
    path: '/api/films/v1/myFilms',
    auth: 'any',
    query: myFilmsQuerySchema,
    answer: pageSchema(filmSchema),
    codes: [],
    summary: 'The films the caller uploaded, or bought (free films watched count as bought), newest first.',
  }),
  play: defineCall({
    method: 'GET',
    path: '/api/films/v1/play',
    auth: 'any',
    query: filmRefSchema,
    answer: filmPlaybackSchema,
    codes: [...filmCodes, 'FilmNotReady', 'FilmNotPurchased'],
    summary:
      'A signed, expiring playlist address for someone who may watch, with captions and where they stopped.',
  }),
  progress: defineCall({
    method: 'POST',
    path: '/api/films/v1/progress',
    auth: 'any',
    body: filmProgressRequestSchema,
    answer: filmProgressRequestSchema,
    codes: [...filmCodes, 'FilmNotPurchased'],
    rateLimitPerMinute: 30,
    summary: 'Keeps where the viewer is in the film, to resume there.',
  }),
  captions: defineCall({
    method: 'POST',
    path: '/api/films/v1/captions',
    auth: 'member',
    // Multipart: the WebVTT file is the `file` part.
    query: filmCaptionFieldsSchema,
    answer: filmSchema,
    codes: creatorCodes,
    rateLimitPerMinute: 20,
    summary: 'The creator adds (or replaces) a caption track in WebVTT for one language.',
  }),
} as const;

/** spec 000 §7 POST /common/v1/transcode: starts a film's transcode, or reports it. */
export const transcodeCall = defineCall({
  method: 'POST',
  path: '/api/common/v1/transcode',
  auth: 'member',
  body: transcodeRequestSchema,
  answer: filmMediaSchema,
  codes: creatorCodes,
  summary:
    "Reports the film's transcode; starts it again after a failure, or when an upload is complete and none is queued.",
});
