import { FilmLimit } from '@limelight/protocol';
import { commonCalls } from '@limelight/protocol/http';
import { ApiError } from '../../platform/http/apiError.ts';
import type { HttpApp } from '../../platform/http/httpApp.ts';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { sendStoredFile } from '../../platform/storage/sendStoredFile.ts';
import type { FilmFiles } from './filmFiles.ts';
import type { FilmMediaService } from './filmMedia.service.ts';
import { cookieValuesOf, playbackCookieName } from './filmPlaybackCookie.ts';

/**
 * Whether a member is the film's creator; throws ApiError('NotFound') for a film that does not exist or
 * that they may not see (the films feature answers).
 */
export type IsFilmCreator = (userId: string, filmId: string) => Promise<boolean>;

/** POST /api/common/v1/transcode: the film's creator (11030 for anyone else) hears of its transcode. */
export function registerTranscodeRoute(
  router: ApiRouter,
  service: FilmMediaService,
  isCreator: IsFilmCreator,
): void {
  router.implement(commonCalls.transcode, async ({ caller, body }) => {
    if (!(await isCreator(caller.userId, body.filmId))) throw new ApiError('NotEventOwner');
    return service.transcode(body.filmId);
  });
}

/**
 * GET /media/films/<filmId>/<name>: a film's playlists and segments, only with a playback cookie of that
 * film that has not expired (docs/decisions/films-media.md "The cookie"); without one, 403 and nothing
 * else. Segments answer byte ranges. Kept by the browser alone (`private`).
 */
export function registerFilmMediaRoutes(
  app: HttpApp,
  deps: { service: FilmMediaService; files: FilmFiles; storage: FileStorage },
): void {
  app.get(`${FilmLimit.mediaPath}/:filmId/*`, async (request, reply) => {
    const { filmId, '*': name } = request.params as { filmId: string; '*': string };
    const cookies = cookieValuesOf(request.headers.cookie, playbackCookieName);
    if (!deps.service.opensMedia(filmId, cookies)) throw new ApiError('Forbidden');
    const key = deps.files.hlsKeyOf(filmId, name);
    if (!key) throw new ApiError('NotFound');
    return sendStoredFile(request, reply, deps.storage, key, 'private, max-age=3600');
  });
}
