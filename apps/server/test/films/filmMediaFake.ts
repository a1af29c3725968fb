import { ApiError } from '../../src/platform/http/apiError.ts';
import {
  awaitingUploadOf,
  type FilmMediaPort,
  type FilmMediaView,
  type PlaybackGrant,
} from '../../src/features/films/index.ts';

/** The film media feature as a test drives it: films made ready at will, removals recorded. */
export interface FilmMediaFake extends FilmMediaPort {
  /** The film's video is transcoded: ready, with a runtime, a poster and a thumbnail. */
  setReady(filmId: string, runtimeS?: number): void;
  /** The grant `playbackGrant` answers for a viewer of a film. */
  grantOf(filmId: string, viewerId: string): PlaybackGrant;
  /** The films whose media were removed, in order. */
  readonly removed: readonly string[];
}

/** An in-memory film media feature (features/filmMedia's interface), so that film tests need no ffmpeg. */
export function createFilmMediaFake(now: () => Date = () => new Date()): FilmMediaFake {
  const media = new Map<string, FilmMediaView>();
  const removed: string[] = [];
  const grantOf = (filmId: string, viewerId: string): PlaybackGrant => ({
    playlistUrl: `/api/films/v1/hls/${filmId}/master.m3u8`,
    expiresAt: new Date(now().getTime() + 3_600_000).toISOString(),
    cookie: {
      name: 'llfilm',
      value: `grant.${filmId}.${viewerId}`,
      path: `/api/films/v1/hls/${filmId}/`,
      maxAgeS: 3600,
    },
  });
  return {
    removed,
    grantOf,
    setReady(filmId, runtimeS = 600) {
      media.set(filmId, {
        filmId,
        state: 'ready',
        percent: 100,
        error: null,
        heights: [720, 360],
        runtimeS,
        posterUrl: `/files/films/${filmId}/poster.jpg`,
        thumbnailUrl: `/files/films/${filmId}/thumbnail.jpg`,
      });
    },
    async mediaOf(filmIds) {
      return new Map(filmIds.map((filmId) => [filmId, media.get(filmId) ?? awaitingUploadOf(filmId)]));
    },
    async playbackGrant(filmId, viewerId) {
      if (media.get(filmId)?.state !== 'ready') throw new ApiError('FilmNotReady');
      return grantOf(filmId, viewerId);
    },
    async removeMedia(filmId) {
      media.delete(filmId);
      removed.push(filmId);
    },
    async hasVideo(filmId) {
      return media.has(filmId);
    },
  };
}
