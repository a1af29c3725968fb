import type { ColumnType } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** A moderator's own recording of their event or room (features/recordings, docs/decisions/recordings.md). */
export interface RecordingsTable {
  id: string;
  ownerId: string;
  roomId: string;
  type: 'event' | 'room';
  name: string;
  /** Under way, then processing (ffmpeg's job: the stop's assembly, a trim), then ready. */
  status: 'recording' | 'processing' | 'ready';
  startedAt: Timestamp;
  endedAt: Timestamp | null;
  durationMs: ColumnType<number, number | undefined, number>;
  /** bigint: a string from PostgreSQL, a number from PGlite; read it with Number(). */
  sizeBytes: ColumnType<string | number, number | undefined, number>;
  storageKey: string;
  trimStartMs: number | null;
  trimEndMs: number | null;
}

/** One uploaded chunk of a recording under way, keyed by its X-Timestamp. */
export interface RecordingChunksTable {
  recordingId: string;
  timestampMs: number;
  sizeBytes: number;
  storageKey: string;
}

/** Recordings (features/recordings). */
export interface RecordingTables {
  recordings: RecordingsTable;
  recordingChunks: RecordingChunksTable;
}
