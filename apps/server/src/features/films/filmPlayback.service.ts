import { randomUUID } from 'node:crypto';
import { FilmLimit, Messages, type Film, type FilmPlayback } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { privateFileKey, type SignedFileUrls } from '../../platform/storage/signedFileUrls.ts';
import type { FilmsRepo } from './films.repo.ts';
import type { FilmMediaPort, PlaybackGrant } from './films.ports.ts';
import type { FilmsService } from './films.service.ts';
import { standingOf } from './filmView.ts';

export interface FilmPlaybackServiceDeps {
  repo: FilmsRepo;
  films: Pick<FilmsService, 'requireVisible' | 'viewsOf'>;
  media: FilmMediaPort;
  storage: Pick<FileStorage, 'put' | 'delete'>;
  signedFiles: SignedFileUrls;
  now: () => Date;
}

/** A caption track as uploaded: its language, its label and the WebVTT file's bytes. */
export interface CaptionUpload {
  filmId: string;
  lang: string;
  label: string;
  /** Reads the file once the caller is known to be the creator (nobody else's upload is read). */
  readFile: () => Promise<Buffer>;
}

/** A playback answer and the cookie that lets the browser fetch the film's segments. */
export interface FilmPlay {
  playback: FilmPlayback;
  cookie: PlaybackGrant['cookie'];
}

/** WebVTT (W3C): the file starts with "WEBVTT" (after an optional byte-order mark), then a space, tab or line end. */
function isWebVtt(bytes: Buffer): boolean {
  const text = bytes
    .subarray(0, 16)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^WEBVTT(?:$|[ \t\r\n])/.test(text);
}

/**
 * Watching a film (docs/decisions/films.md): who may watch (33001 otherwise) gets a playback grant from
 * the media feature once the video is ready (33000 before), with the caption tracks at signed addresses
 * and where they stopped; their position is kept; the creator uploads caption tracks.
 */
export function createFilmPlaybackService(deps: FilmPlaybackServiceDeps) {
  const { repo, media } = deps;

  /** A film the caller may watch: 4004 when they may not see it, 33001 when they may not watch it. */
  async function requireWatchable(caller: Caller, ref: string) {
    const film = await deps.films.requireVisible(ref, caller.userId);
    if (!standingOf(film, caller.userId).canWatch) throw new ApiError('FilmNotPurchased');
    return film;
  }

  return {
    /** GET /films/v1/play: the signed playlist, its cookie, captions and where the viewer stopped. */
    async play(caller: Caller, ref: string): Promise<FilmPlay> {
      const film = await requireWatchable(caller, ref);
      const picture = (await media.mediaOf([film.filmId])).get(film.filmId);
      if (picture?.state !== 'ready') throw new ApiError('FilmNotReady');
      const grant = await media.playbackGrant(film.filmId, caller.userId);
      const [captions, resumeAtS] = await Promise.all([
        repo.listCaptions(film.filmId),
        repo.progressOf(film.filmId, caller.userId),
      ]);
      const expiresAt = new Date(grant.expiresAt);
      return {
        playback: {
          filmId: film.filmId,
          playlistUrl: grant.playlistUrl,
          expiresAt: expiresAt.toISOString(),
          captions: captions.map((caption) => ({
            lang: caption.lang,
            label: caption.label,
            url: deps.signedFiles.urlOf(caption.storageKey, expiresAt),
          })),
          resumeAtS,
          runtimeS: picture.runtimeS,
        },
        cookie: grant.cookie,
      };
    },

    /** POST /films/v1/progress: keeps where the viewer is, for whoever may watch (33001 otherwise). */
    async saveProgress(
      caller: Caller,
      ref: string,
      positionS: number,
    ): Promise<{ filmId: string; positionS: number }> {
      const film = await requireWatchable(caller, ref);
      await repo.saveProgress(film.filmId, caller.userId, positionS, deps.now());
      return { filmId: film.filmId, positionS };
    },

    /**
     * POST /films/v1/captions: the creator adds or replaces the track of a language: a WebVTT file (4000
     * otherwise) of at most `FilmLimit.captionMaxBytes`, stored privately, served at signed addresses.
     */
    async addCaption(caller: Caller, upload: CaptionUpload): Promise<Film> {
      const film = await deps.films.requireVisible(upload.filmId, caller.userId);
      if (film.creatorId !== caller.userId) throw new ApiError('NotEventOwner');
      const bytes = await upload.readFile();
      if (!isWebVtt(bytes)) throw new ApiError('InvalidRequest', Messages.filmCaptionNotWebVtt);
      const storageKey = privateFileKey(`films/${film.filmId}`, `${randomUUID()}.vtt`);
      await deps.storage.put(storageKey, bytes, 'text/vtt');
      const replaced = await repo.putCaption({
        filmId: film.filmId,
        lang: upload.lang,
        label: upload.label,
        storageKey,
      });
      if (replaced) await deps.storage.delete(replaced);
      const [view] = await deps.films.viewsOf([film], caller.userId);
      if (!view) throw new ApiError('NotFound');
      return view;
    },
  };
}

/** The size rule of a caption upload (the router's multipart reader). */
export const captionUploadRule = {
  maxBytes: FilmLimit.captionMaxBytes,
  tooLargeMessage: Messages.filmCaptionTooLarge,
  missingMessage: Messages.filmCaptionMissing,
};

export type FilmPlaybackService = ReturnType<typeof createFilmPlaybackService>;
