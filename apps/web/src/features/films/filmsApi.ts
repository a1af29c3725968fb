import type { CreateFilmRequest, FilmCatalogueQuery, UpdateFilmRequest } from '@limelight/protocol';
import { commonCalls, filmsCalls as calls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

// The films group (packages/protocol/src/http/films.calls.ts; docs/decisions/films-web.md). The upload
// itself is tus (filmUpload.ts), not an envelope call.

/** The cache keys of films. */
export const filmKeys = {
  all: ['films'] as const,
  catalogue: (query: Partial<FilmCatalogueQuery>) => ['films', 'catalogue', query] as const,
  creator: (userId: string) => ['films', 'creator', userId] as const,
  mine: (kind: 'uploaded' | 'bought') => ['films', 'mine', kind] as const,
  one: (filmId: string) => ['films', 'one', filmId] as const,
  play: (filmId: string) => ['films', 'play', filmId] as const,
  transcode: (filmId: string) => ['films', 'transcode', filmId] as const,
};

export const fetchCatalogue = (query: Partial<FilmCatalogueQuery>) =>
  api.call(calls.catalogue, { query }).then(dataOf);

export const fetchCreatorFilms = (userId: string, page: number) =>
  api.call(calls.creatorFilms, { query: { userId, page } }).then(dataOf);

export const fetchMyFilms = (kind: 'uploaded' | 'bought', page: number) =>
  api.call(calls.myFilms, { query: { kind, page } }).then(dataOf);

export const fetchFilm = (filmId: string) => api.call(calls.detail, { query: { filmId } }).then(dataOf);

/** The play answer as it came: 33000 and 33001 are shown, not thrown. */
export const requestPlayback = (filmId: string) => api.call(calls.play, { query: { filmId } });

export const saveProgress = (filmId: string, positionS: number) =>
  api.call(calls.progress, { body: { filmId, positionS: Math.floor(positionS) } });

export const createFilm = (film: CreateFilmRequest) => api.call(calls.create, { body: film });

/** An update's answer as it came: 33000 (publishing before ready) is shown where it was asked. */
export const updateFilm = (changes: UpdateFilmRequest) => api.call(calls.update, { body: changes });

export const deleteFilm = (filmId: string) => api.call(calls.delete, { body: { filmId } }).then(dataOf);

/** POST /common/v1/transcode: reports the transcode, and starts it again after a failure. */
export const requestTranscode = (filmId: string) =>
  api.call(commonCalls.transcode, { body: { filmId } }).then(dataOf);

/** A caption track (WebVTT) for one language, as the multipart `file` part. */
export const uploadCaptions = (filmId: string, lang: string, label: string, file: File) =>
  api.uploadFile(calls.captions, file, { query: { filmId, lang, label } }).then(dataOf);
