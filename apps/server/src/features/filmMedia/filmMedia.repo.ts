import type { Kysely, Selectable } from 'kysely';
import type { Database, FilmMediaTable } from '../../platform/db/schema.ts';

export type FilmMediaRow = Selectable<FilmMediaTable>;

/** What a finished transcode leaves. */
export interface TranscodedFilm {
  heights: readonly number[];
  runtimeS: number;
  posterUrl: string;
  thumbnailUrl: string;
}

/** The states in which a film has its video (its upload completed and was accepted). */
const withVideo = ['queued', 'transcoding', 'ready'] as const;

/** The `film_media` table, which the filmMedia feature alone writes. */
export function createFilmMediaRepo(db: Kysely<Database>) {
  return {
    async findMany(filmIds: readonly string[]): Promise<FilmMediaRow[]> {
      if (filmIds.length === 0) return [];
      return db.selectFrom('filmMedia').selectAll().where('filmId', 'in', filmIds).execute();
    },

    find(filmId: string): Promise<FilmMediaRow | undefined> {
      return db.selectFrom('filmMedia').selectAll().where('filmId', '=', filmId).executeTakeFirst();
    },

    async hasVideo(filmId: string): Promise<boolean> {
      const row = await db
        .selectFrom('filmMedia')
        .select('filmId')
        .where('filmId', '=', filmId)
        .where('state', 'in', withVideo)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Uploads of a member still in progress that moved since `since` (older ones are abandoned). */
    async countUploading(uploaderId: string, since: Date): Promise<number> {
      const { count } = await db
        .selectFrom('filmMedia')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('uploaderId', '=', uploaderId)
        .where('state', '=', 'uploading')
        .where('updatedAt', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /**
     * Starts (or restarts) a film's upload: only a film without its video, or whose transcode failed.
     * Answers false when the film already has its video.
     */
    async startUpload(filmId: string, uploaderId: string, now: Date): Promise<boolean> {
      const started = await db
        .insertInto('filmMedia')
        .values({ filmId, uploaderId, state: 'uploading', percent: 0, createdAt: now, updatedAt: now })
        .onConflict((c) =>
          c
            .column('filmId')
            .doUpdateSet({ uploaderId, state: 'uploading', percent: 0, error: null, updatedAt: now })
            .where('filmMedia.state', 'in', ['uploading', 'failed']),
        )
        .returning('filmId')
        .executeTakeFirst();
      return started !== undefined;
    },

    /**
     * Forgets an upload refused at its end: the film waits for a video again, or, when it replaced the
     * source of a failed transcode, is failed again with `reason` (that source is kept for a restart).
     */
    async dropUpload(filmId: string, reason: string, now: Date): Promise<void> {
      await db
        .deleteFrom('filmMedia')
        .where('filmId', '=', filmId)
        .where('state', '=', 'uploading')
        .where('sourceKey', 'is', null)
        .execute();
      await db
        .updateTable('filmMedia')
        .set({ state: 'failed', percent: 0, error: reason, updatedAt: now })
        .where('filmId', '=', filmId)
        .where('state', '=', 'uploading')
        .execute();
    },

    async setProgress(
      filmId: string,
      state: 'uploading' | 'transcoding',
      percent: number,
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('filmMedia')
        .set({ percent, updatedAt: now })
        .where('filmId', '=', filmId)
        .where('state', '=', state)
        .execute();
    },

    /** A completed upload waits for its transcode. */
    async queue(filmId: string, sourceKey: string, now: Date): Promise<FilmMediaRow | undefined> {
      return db
        .updateTable('filmMedia')
        .set({ state: 'queued', sourceKey, percent: 0, error: null, attempts: 0, updatedAt: now })
        .where('filmId', '=', filmId)
        .where('state', '=', 'uploading')
        .returningAll()
        .executeTakeFirst();
    },

    /** Takes a queued film for its transcode (one attempt more); undefined when it is not queued. */
    async claim(trx: Kysely<Database>, filmId: string, now: Date): Promise<FilmMediaRow | undefined> {
      return trx
        .updateTable('filmMedia')
        .set((eb) => ({
          state: 'transcoding',
          percent: 0,
          attempts: eb('attempts', '+', 1),
          updatedAt: now,
        }))
        .where('filmId', '=', filmId)
        .where('state', '=', 'queued')
        .returningAll()
        .executeTakeFirst();
    },

    /** Ends a transcode: back in the queue for a retry, or failed with ffmpeg's reason. */
    async endAttempt(
      filmId: string,
      outcome: { state: 'queued' | 'failed'; error: string },
      now: Date,
    ): Promise<FilmMediaRow | undefined> {
      return db
        .updateTable('filmMedia')
        .set({ ...outcome, percent: 0, updatedAt: now })
        .where('filmId', '=', filmId)
        .where('state', '=', 'transcoding')
        .returningAll()
        .executeTakeFirst();
    },

    async finish(filmId: string, film: TranscodedFilm, now: Date): Promise<FilmMediaRow | undefined> {
      return db
        .updateTable('filmMedia')
        .set({
          state: 'ready',
          percent: 100,
          error: null,
          heights: film.heights.join(','),
          runtimeS: film.runtimeS,
          posterUrl: film.posterUrl,
          thumbnailUrl: film.thumbnailUrl,
          updatedAt: now,
        })
        .where('filmId', '=', filmId)
        .where('state', '=', 'transcoding')
        .returningAll()
        .executeTakeFirst();
    },

    /** A failed transcode whose source is kept goes back in the queue, with its attempts anew. */
    async restart(filmId: string, now: Date): Promise<FilmMediaRow | undefined> {
      return db
        .updateTable('filmMedia')
        .set({ state: 'queued', percent: 0, error: null, attempts: 0, updatedAt: now })
        .where('filmId', '=', filmId)
        .where('state', '=', 'failed')
        .where('sourceKey', 'is not', null)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Transcodes whose process went away (no progress since `before`: a crash, a restart) go back in the
     * queue; answers their films.
     */
    async requeueStalled(before: Date, now: Date): Promise<string[]> {
      const rows = await db
        .updateTable('filmMedia')
        .set({ state: 'queued', percent: 0, updatedAt: now })
        .where('state', '=', 'transcoding')
        .where('updatedAt', '<', before)
        .returning('filmId')
        .execute();
      return rows.map((row) => row.filmId);
    },

    async remove(filmId: string): Promise<FilmMediaRow | undefined> {
      return db.deleteFrom('filmMedia').where('filmId', '=', filmId).returningAll().executeTakeFirst();
    },
  };
}

export type FilmMediaRepo = ReturnType<typeof createFilmMediaRepo>;
