import type { Logger } from '../../platform/logger.ts';
import { finishedRecordingsIn, removeRecordingFiles } from '../../platform/media/finishedRecordings.ts';
import type { StreamRecording } from '../../platform/media/sfu.ts';
import type { SfuRouter } from '../../platform/media/sfuRouting.ts';
import type { MediaRepo, MediaSessionRow } from './media.repo.ts';

/** What the stage recordings feature does for media (features/stageRecordings, through its index). */
export interface StageRecordingsPort {
  /** Whether a room's streams are recorded now: it is an event, and the event is live. */
  isRecordable(roomId: string): Promise<boolean>;
  /** Keeps a finished file as the recording of a stream (or drops it when it holds no frame). */
  keep(
    stream: Pick<MediaSessionRow, 'id' | 'roomId' | 'userId' | 'kind'>,
    recording: StreamRecording,
  ): Promise<void>;
}

export interface StageRecorderDeps {
  repo: Pick<MediaRepo, 'find' | 'openSessionsOn'>;
  sfus: Pick<SfuRouter, 'processId' | 'local' | 'on'>;
  recordings: StageRecordingsPort;
  log: Logger;
}

/**
 * Records the stage (docs/decisions/stage-recordings.md): each stream that goes live in a live event is
 * recorded by the SFU that holds it, until it closes, its event ends or the server stops; each finished
 * file goes to the stage recordings feature with its stream.
 */
export function createStageRecorder(deps: StageRecorderDeps) {
  const { repo, sfus, recordings } = deps;

  async function keep(recording: StreamRecording): Promise<void> {
    const row = await repo.find(recording.publisherId);
    if (row) await recordings.keep(row, recording);
  }

  /** Stops this process's recordings of the publishers that pass `when`, keeping their files. */
  async function stopRecordings(when: (row: MediaSessionRow) => Promise<boolean>): Promise<void> {
    for (const row of await repo.openSessionsOn(sfus.processId)) {
      if (row.role !== 'publisher' || !(await when(row))) continue;
      const recording = await sfus.local.stopRecording(row.id);
      if (recording) await keep(recording);
    }
  }

  return {
    /** A stream went live: recorded when its room is a live event. */
    async streamLive(row: MediaSessionRow): Promise<void> {
      if (!(await recordings.isRecordable(row.roomId))) return;
      await sfus
        .on(row.processId)
        .record(row.id)
        .catch((error: unknown) => deps.log.error({ err: error, pubId: row.id }, 'stream not recorded'));
    },

    /** The SFU finished a recording with its publisher's session. */
    recordingEnded: keep,

    /** Ends the recordings of events that ended (every few seconds; tests call it). */
    stopEnded: () => stopRecordings(async (row) => !(await recordings.isRecordable(row.roomId))),

    /** Ends every recording of this process, keeping the files (the server stops). */
    stopAll: () => stopRecordings(async () => true),

    /**
     * Keeps the finished files the SFU left in its folder with nobody to hear of them (the server died;
     * its SFU's process finished them): at start. A file of a stream nobody knows is removed.
     */
    async keepLeft(dir: string): Promise<number> {
      const left = await finishedRecordingsIn(dir);
      for (const recording of left) {
        const row = await repo.find(recording.publisherId);
        if (row) await recordings.keep(row, recording);
        else await removeRecordingFiles(recording);
      }
      return left.length;
    },
  };
}

export type StageRecorder = ReturnType<typeof createStageRecorder>;
