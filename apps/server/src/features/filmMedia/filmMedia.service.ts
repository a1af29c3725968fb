import { open } from 'node:fs/promises';
import { FilmLimit, type FilmMedia } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import {
  awaitingUploadMedia,
  awaitingUploadOf,
  type FilmMediaView,
  type PlaybackGrant,
} from '../films/index.ts';
import type { FilmFiles } from './filmFiles.ts';
import type { FilmMediaRepo, FilmMediaRow } from './filmMedia.repo.ts';
import type { FilmMediaEvents } from './filmMedia.socket.ts';
import { filmMediaPathOf, type PlaybackCookies } from './filmPlaybackCookie.ts';
import type { FilmTranscodes } from './filmTranscodes.ts';
import { sourceFormatOf, sourceHeadBytes } from './filmTranscoder.ts';

export interface FilmMediaServiceDeps {
  repo: FilmMediaRepo;
  files: FilmFiles;
  transcodes: FilmTranscodes;
  cookies: PlaybackCookies;
  events: FilmMediaEvents;
  /** The films feature's answer: the film's creator, and the film has no video yet. */
  mayUpload: (userId: string, filmId: string) => Promise<boolean>;
  now: () => Date;
}

/** An upload that has not moved for this long no longer counts against its uploader's limit. */
const abandonedUploadMs = 60 * 60_000;

/** The wire shape of a row. */
export function mediaOfRow(row: FilmMediaRow): FilmMedia {
  return {
    filmId: row.filmId,
    state: row.state,
    percent: row.percent,
    error: row.state === 'failed' ? row.error : null,
    heights: row.heights === '' ? [] : row.heights.split(',').map(Number),
    runtimeS: row.runtimeS,
  };
}

const viewOfRow = (row: FilmMediaRow): FilmMediaView => ({
  ...mediaOfRow(row),
  posterUrl: row.posterUrl,
  thumbnailUrl: row.thumbnailUrl,
});

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(sourceHeadBytes), 0, sourceHeadBytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * A film's picture (docs/decisions/films-media.md): its resumable upload, its transcode's state, and who
 * may fetch its ladder. The films feature decides who may upload and who may watch; this service keeps
 * the files and the `film_media` rows.
 */
export function createFilmMediaService(deps: FilmMediaServiceDeps) {
  const { repo, files, transcodes } = deps;
  const tell = (row: FilmMediaRow) => deps.events.progressed(row.uploaderId, mediaOfRow(row));

  return {
    /** The media of films, by id; a film with no row waits for its upload. */
    async mediaOf(filmIds: readonly string[]): Promise<Map<string, FilmMediaView>> {
      const rows = new Map((await repo.findMany(filmIds)).map((row) => [row.filmId, row]));
      return new Map(
        filmIds.map((filmId) => {
          const row = rows.get(filmId);
          return [filmId, row ? viewOfRow(row) : awaitingUploadOf(filmId)];
        }),
      );
    },

    /** Whether the film's upload completed and was accepted (queued, transcoding or ready). */
    hasVideo: (filmId: string): Promise<boolean> => repo.hasVideo(filmId),

    /**
     * POST /common/v1/transcode, for the film's creator: reports the transcode; a failed one starts again
     * (its source is kept), and a queued film whose job went missing is scheduled again.
     */
    async transcode(filmId: string): Promise<FilmMedia> {
      const row = await repo.find(filmId);
      if (!row) return awaitingUploadMedia(filmId);
      const queued = row.state === 'failed' ? await repo.restart(filmId, deps.now()) : row;
      if (queued?.state !== 'queued') return mediaOfRow(queued ?? row);
      await transcodes.schedule(queued);
      if (queued !== row) await tell(queued);
      return mediaOfRow(queued);
    },

    /** The playlist and the cookie that opens it for `viewerId`; 33000 unless the film is ready. */
    async playbackGrant(filmId: string, viewerId: string): Promise<PlaybackGrant> {
      const row = await repo.find(filmId);
      if (row?.state !== 'ready') throw new ApiError('FilmNotReady');
      const issuedAt = deps.now();
      const ttlS = FilmLimit.playbackUrlTtlS;
      return {
        playlistUrl: `${filmMediaPathOf(filmId)}master.m3u8`,
        expiresAt: new Date(issuedAt.getTime() + ttlS * 1000).toISOString(),
        cookie: deps.cookies.cookieOf(filmId, viewerId, issuedAt, ttlS),
      };
    },

    /** Removes a film's files and row (the film is deleted). */
    async removeMedia(filmId: string): Promise<void> {
      const row = await repo.remove(filmId);
      if (!row) return;
      await files.removeLadder(filmId);
      await files.remove([row.sourceKey, row.posterUrl, row.thumbnailUrl]);
    },

    /**
     * A tus upload is about to be created: only for someone the films feature lets upload (403), for a film
     * without its video (33003), within the uploads one may have at once (3000).
     */
    async beginUpload(uploaderId: string, filmId: string): Promise<void> {
      if (!(await deps.mayUpload(uploaderId, filmId))) throw new ApiError('Forbidden');
      if (await repo.hasVideo(filmId)) throw new ApiError('FilmAlreadyUploaded');
      const since = new Date(deps.now().getTime() - abandonedUploadMs);
      const current = await repo.find(filmId);
      const uploading = await repo.countUploading(uploaderId, since);
      const isThisOne = current?.state === 'uploading' && current.uploaderId === uploaderId;
      if (uploading - (isThisOne ? 1 : 0) >= FilmLimit.uploadsInProgressPerUser)
        throw new ApiError('TryAgainLater');
      if (!(await repo.startUpload(filmId, uploaderId, deps.now())))
        throw new ApiError('FilmAlreadyUploaded');
      const started = await repo.find(filmId);
      if (started) await tell(started);
    },

    /** The upload moved on (at most once a second): its percent is stored and pushed. */
    async uploadProgressed(filmId: string, offset: number, size: number): Promise<void> {
      const percent = size > 0 ? Math.min(100, Math.round((offset / size) * 1000) / 10) : 0;
      await repo.setProgress(filmId, 'uploading', percent, deps.now());
      const row = await repo.find(filmId);
      if (row?.state === 'uploading') await tell(row);
    },

    /**
     * The upload completed, as `file`: a source whose first bytes are no MP4, MOV or MKV is refused (33002)
     * and forgotten; an accepted one is stored and queued for its transcode.
     */
    async finishUpload(filmId: string, file: string): Promise<FilmMedia> {
      const format = sourceFormatOf(await readHead(file));
      if (!format) {
        const refusal = new ApiError('FilmSourceUnsupported');
        await repo.dropUpload(filmId, refusal.message, deps.now());
        throw refusal;
      }
      const previous = await repo.find(filmId);
      const sourceKey = await files.storeSource(filmId, file, format);
      const queued = await repo.queue(filmId, sourceKey, deps.now());
      if (!queued) {
        await files.remove([sourceKey]);
        throw new ApiError('FilmAlreadyUploaded');
      }
      // A new upload after a failed transcode replaces that source.
      if (previous?.sourceKey && previous.sourceKey !== sourceKey) await files.remove([previous.sourceKey]);
      await transcodes.schedule(queued);
      await tell(queued);
      return mediaOfRow(queued);
    },

    /** Whether a playback cookie value opens this film's media now. */
    opensMedia: (filmId: string, cookieValues: readonly string[]): boolean =>
      cookieValues.some((value) => deps.cookies.opens(filmId, value)),
  };
}

export type FilmMediaService = ReturnType<typeof createFilmMediaService>;
