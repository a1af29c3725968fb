import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { JobHandler, NewJob } from '../../platform/jobs/jobQueue.ts';
import { MediaToolError } from '../../platform/media/ffmpeg.ts';
import { privateFileKey } from '../../platform/storage/signedFileUrls.ts';
import type { RecordingFiles } from './recordingFiles.ts';
import type { RecordingsRepo } from './recordings.repo.ts';

/** A recording's file key: private, served only at a signed address. */
export const recordingFileKey = () => privateFileKey('recordings', `${randomUUID()}.webm`);

const assembleKind = 'recordings.assemble';
const trimKind = 'recordings.trim';

const assemblePayload = z.object({ recordingId: z.string() });
const trimPayload = z.object({ recordingId: z.string(), startMs: z.number(), endMs: z.number() });

/** The job that turns a stopped recording's chunks into its file (one per recording). */
export const assembleJob = (recordingId: string, now: Date): NewJob => ({
  key: `${assembleKind}:${recordingId}`,
  kind: assembleKind,
  runAt: now,
  payload: { recordingId },
});

/** The job that cuts a recording to [startMs, endMs) (one per trim asked). */
export const trimJob = (recordingId: string, startMs: number, endMs: number, now: Date): NewJob => ({
  key: `${trimKind}:${recordingId}:${randomUUID()}`,
  kind: trimKind,
  runAt: now,
  payload: { recordingId, startMs, endMs },
});

interface Assembled {
  recordingId: string;
  sizeBytes: number;
  durationMs: number;
  chunkKeys: string[];
}

type Trimmed =
  | { recordingId: string; failed: true }
  | {
      recordingId: string;
      failed: false;
      storageKey: string;
      previousKey: string;
      sizeBytes: number;
      durationMs: number;
      trimStartMs: number;
      trimEndMs: number;
    };

/**
 * ffmpeg's work on recordings, off the request (docs/decisions/recordings.md "Processing"): the file is
 * made in `prepare`, the recording becomes ready in the job's transaction, the files it no longer uses go
 * after. A recording no longer processing (deleted meanwhile) leaves nothing to do.
 */
export function createRecordingJobs(deps: { repo: RecordingsRepo; files: RecordingFiles }) {
  const { repo, files } = deps;
  const processing = async (recordingId: string) => {
    const row = await repo.findById(recordingId);
    return row?.status === 'processing' ? row : undefined;
  };

  const assemble: JobHandler<Assembled> = {
    kind: assembleKind,
    async prepare(payload) {
      const row = await processing(assemblePayload.parse(payload).recordingId);
      if (!row) return undefined;
      const chunkKeys = (await repo.chunksOf(row.id)).map((chunk) => chunk.storageKey);
      const file = await files.assemble(chunkKeys, row.storageKey);
      const endedAt = new Date(row.endedAt ?? row.startedAt).getTime();
      const elapsedMs = Math.max(0, endedAt - new Date(row.startedAt).getTime());
      return {
        recordingId: row.id,
        sizeBytes: file.sizeBytes,
        durationMs: file.durationMs ?? elapsedMs,
        chunkKeys,
      };
    },
    write: (trx, work) =>
      repo.finishProcessing(trx, work.recordingId, {
        sizeBytes: work.sizeBytes,
        durationMs: work.durationMs,
      }),
    after: (work) => files.remove(work.chunkKeys),
  };

  const trim: JobHandler<Trimmed> = {
    kind: trimKind,
    async prepare(payload) {
      const { recordingId, startMs, endMs } = trimPayload.parse(payload);
      const row = await processing(recordingId);
      if (!row) return undefined;
      const storageKey = recordingFileKey();
      try {
        const file = await files.trim(row.storageKey, storageKey, startMs, endMs);
        const origin = row.trimStartMs ?? 0;
        return {
          recordingId,
          failed: false,
          storageKey,
          previousKey: row.storageKey,
          sizeBytes: file.sizeBytes,
          durationMs: file.durationMs ?? endMs - startMs,
          trimStartMs: origin + startMs,
          trimEndMs: origin + endMs,
        };
      } catch (error) {
        // ffmpeg refused this file: the recording is ready again as it was.
        if (error instanceof MediaToolError) return { recordingId, failed: true };
        throw error;
      }
    },
    async write(trx, work) {
      if (work.failed) return repo.finishProcessing(trx, work.recordingId, {});
      const { recordingId, failed: _failed, previousKey: _previous, ...changes } = work;
      await repo.finishProcessing(trx, recordingId, changes);
    },
    after: (work) => (work.failed ? Promise.resolve() : files.remove([work.previousKey])),
    dropped: (work) => (work.failed ? Promise.resolve() : files.remove([work.storageKey])),
  };

  return { handlers: [assemble, trim] };
}
