import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { eventTimeState, type ReplayStream } from '@limelight/protocol';
import type { JobWorker } from '../../platform/jobs/jobWorker.ts';
import { removeRecordingFiles } from '../../platform/media/finishedRecordings.ts';
import type { StreamRecording } from '../../platform/media/sfu.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { privateFileKey, type SignedFileUrls } from '../../platform/storage/signedFileUrls.ts';
import { remuxJob } from './stageRecordingJobs.ts';
import type { StageRecordingsRepo } from './stageRecordings.repo.ts';

/** A replay as the streams call needs it: its event and the span of time it plays. */
export interface ReplaySpan {
  eventId: string;
  start: Date;
  end: Date;
}

/** The stream a file records (a publisher session of the media feature). */
export interface RecordedStream {
  id: string;
  roomId: string;
  userId: string;
  kind: 'camera' | 'screen';
}

export interface StageRecordingsDeps {
  repo: StageRecordingsRepo;
  storage: Pick<FileStorage, 'putStream' | 'delete'>;
  signedFiles: SignedFileUrls;
  /** The remux of each kept file (its Cues in front) runs as a job (stageRecordingJobs.ts). */
  jobs: Pick<JobWorker, 'enqueue'>;
  /** An event by id (the events feature); undefined for a plain room or a deleted event. */
  findEvent: (
    eventId: string,
  ) => Promise<{ id: string; startAt: Date | null; endAt: Date | null } | undefined>;
  now: () => Date;
}

/** A stream's address is good this long; the player asks for the list again when it lapses. */
export const streamUrlTtlMs = 60 * 60_000;
const orphanBatch = 50;

/**
 * The stage's recorded streams (docs/decisions/stage-recordings.md): which rooms are recorded, the files
 * kept in storage with the server time of their first frame, their place on a replay's timeline, and
 * their removal with their event.
 */
export function createStageRecordingsService(deps: StageRecordingsDeps) {
  const { repo, storage } = deps;

  return {
    /** A room's streams are recorded while it is an event that is live (not a plain room). */
    async isRecordable(roomId: string): Promise<boolean> {
      const event = await deps.findEvent(roomId);
      return event !== undefined && eventTimeState(event.startAt, event.endAt, deps.now()) === 'live';
    },

    /**
     * Moves a finished file into storage as its stream's recording (a job then remuxes it for seeking);
     * a file without a frame is dropped. The file and its note leave the SFU's folder either way.
     */
    async keep(stream: RecordedStream, recording: StreamRecording): Promise<void> {
      try {
        if (recording.firstFrameAt === null || recording.sizeBytes === 0) return;
        const storageKey = privateFileKey(`stage/${stream.roomId}`, `${randomUUID()}.webm`);
        await storage.putStream(storageKey, createReadStream(recording.path), 'video/webm');
        const startedAt = new Date(recording.firstFrameAt);
        const id = randomUUID();
        const isNew = await repo.insert({
          id,
          eventId: stream.roomId,
          userId: stream.userId,
          streamId: stream.id,
          kind: stream.kind,
          startedAt,
          endedAt: new Date(recording.firstFrameAt + recording.durationMs),
          durationMs: recording.durationMs,
          mimeType: recording.mimeType,
          storageKey,
          sizeBytes: recording.sizeBytes,
        });
        if (!isNew) await storage.delete(storageKey);
        else await deps.jobs.enqueue([remuxJob(id, deps.now())]);
      } finally {
        await removeRecordingFiles(recording);
      }
    },

    /** The recorded streams a replay plays, each at its offset from the replay's start. */
    async streamsOf(replay: ReplaySpan): Promise<{ list: ReplayStream[] }> {
      const rows = await repo.overlapping(replay.eventId, replay.start, replay.end);
      const expiresAt = new Date(deps.now().getTime() + streamUrlTtlMs);
      return {
        list: rows.map((row) => ({
          streamId: row.streamId,
          userId: row.userId,
          kind: row.kind,
          startOffsetMs: new Date(row.startedAt).getTime() - replay.start.getTime(),
          durationMs: row.durationMs,
          mimeType: row.mimeType,
          url: deps.signedFiles.urlOf(row.storageKey, expiresAt),
        })),
      };
    },

    /** Removes the recordings of deleted events and people: the file first, then the row. */
    async removeOrphans(): Promise<number> {
      let removed = 0;
      for (;;) {
        const rows = await repo.orphans(orphanBatch);
        for (const row of rows) {
          await storage.delete(row.storageKey);
          await repo.remove(row.id);
        }
        removed += rows.length;
        if (rows.length < orphanBatch) return removed;
      }
    },
  };
}

export type StageRecordingsService = ReturnType<typeof createStageRecordingsService>;
