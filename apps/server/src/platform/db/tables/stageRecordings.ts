import type { Timestamp } from './timestamp.ts';

/**
 * A stage stream recorded from the SFU while its event was live (docs/decisions/stage-recordings.md): the
 * file in storage, and where it falls in time (`startedAt` is its first frame's server time).
 */
export interface StageRecordingsTable {
  id: string;
  eventId: string;
  userId: string;
  /** The publisher session (`media_sessions.id`, the stream's `pubId`). */
  streamId: string;
  kind: 'camera' | 'screen';
  startedAt: Timestamp;
  endedAt: Timestamp;
  durationMs: number;
  mimeType: string;
  storageKey: string;
  sizeBytes: number;
  createdAt: Timestamp;
}

/** Stage recordings (features/stageRecordings). */
export interface StageRecordingTables {
  stageRecordings: StageRecordingsTable;
}
