import { filmsCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { readUploadedFile } from '../../platform/http/upload.ts';
import type { FilmsService } from './films.service.ts';
import { captionUploadRule, type FilmPlaybackService } from './filmPlayback.service.ts';

/** The films group of the HTTP contract (packages/protocol/src/http/films.calls.ts). */
export function registerFilmsRoutes(
  router: ApiRouter,
  { films, playback }: { films: FilmsService; playback: FilmPlaybackService },
): void {
  router.implement(calls.create, ({ caller, body }) => films.create(caller, body));
  router.implement(calls.update, ({ caller, body }) => films.update(caller, body));
  router.implement(calls.delete, ({ caller, body }) => films.remove(caller, body.filmId));
  router.implement(calls.detail, ({ caller, query }) => films.detail(caller, query.filmId));
  router.implement(calls.catalogue, ({ caller, query }) => films.catalogue(caller, query));
  router.implement(calls.creatorFilms, ({ caller, query }) => films.creatorFilms(caller, query));
  router.implement(calls.myFilms, ({ caller, query }) => films.myFilms(caller, query));
  router.implement(calls.play, async ({ caller, query, setCookie }) => {
    const { playback: answer, cookie } = await playback.play(caller, query.filmId);
    // The segments of the film are served to the browser holding this cookie (the media feature's check).
    setCookie(cookie);
    return answer;
  });
  router.implement(calls.progress, ({ caller, body }) =>
    playback.saveProgress(caller, body.filmId, body.positionS),
  );
  router.implement(calls.captions, ({ caller, query, request }) =>
    playback.addCaption(caller, { ...query, readFile: () => readUploadedFile(request, captionUploadRule) }),
  );
}
