import type { ColumnType } from 'kysely';
import type { FilmMediaState } from '@limelight/protocol';
import type { Timestamp } from './timestamp.ts';

/** A film's picture: its upload, transcode and HLS ladder (features/filmMedia, docs/decisions/films-media.md). */
export interface FilmMediaTable {
  filmId: string;
  uploaderId: string;
  state: FilmMediaState;
  percent: ColumnType<number, number | undefined, number>;
  error: string | null;
  /** The uploaded source in file storage, once its upload completed. */
  sourceKey: string | null;
  /** The ladder's heights, highest first, comma-separated ('' until ready). */
  heights: ColumnType<string, string | undefined, string>;
  runtimeS: number | null;
  posterUrl: string | null;
  thumbnailUrl: string | null;
  /** Transcode attempts since the upload or the last restart (FilmLimit.transcodeAttempts). */
  attempts: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Films' pictures (features/filmMedia). */
export interface FilmMediaTables {
  filmMedia: FilmMediaTable;
}
