import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { JobHandler, NewJob } from '../../platform/jobs/jobQueue.ts';
import { remuxWebm } from '../../platform/media/ffmpeg.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { privateFileKey } from '../../platform/storage/signedFileUrls.ts';
import type { StageRecordingsRepo } from './stageRecordings.repo.ts';

const remuxKind = 'stageRecordings.remux';
const remuxPayload = z.object({ recordingId: z.string() });

/** The job that remuxes a kept stage recording with its Cues in front (one per recording). */
export const remuxJob = (recordingId: string, now: Date): NewJob => ({
  key: `${remuxKind}:${recordingId}`,
  kind: remuxKind,
  runAt: now,
  payload: { recordingId },
});

interface Remuxed {
  recordingId: string;
  fromKey: string;
  storageKey: string;
  sizeBytes: number;
}

/**
 * The SFU's WebM has its seek index (Cues) at the end: a job remuxes each kept recording (`-c copy
 * -cues_to_front 1`) into a new file, the row points at it in the job's transaction, the old file goes
 * after (docs/decisions/stage-recordings.md "Seeking before the whole file"). A file ffmpeg refuses stays
 * as it was (it still plays; a seek waits for its end).
 */
export function createStageRecordingJobs(deps: {
  repo: StageRecordingsRepo;
  storage: Pick<FileStorage, 'read' | 'putStream' | 'delete'>;
}) {
  const remux: JobHandler<Remuxed> = {
    kind: remuxKind,
    async prepare(payload) {
      const row = await deps.repo.findById(remuxPayload.parse(payload).recordingId);
      if (!row) return undefined;
      const folder = await mkdtemp(path.join(tmpdir(), 'limelight-stage-'));
      try {
        const source = path.join(folder, 'source.webm');
        const remuxed = path.join(folder, 'remuxed.webm');
        const stored = await deps.storage.read(row.storageKey);
        if (!stored) return undefined;
        await pipeline(stored.stream, createWriteStream(source));
        const isRemuxed = await remuxWebm(source, remuxed).then(
          () => true,
          () => false,
        );
        if (!isRemuxed) return undefined;
        const storageKey = privateFileKey(`stage/${row.eventId}`, `${randomUUID()}.webm`);
        await deps.storage.putStream(storageKey, createReadStream(remuxed), row.mimeType);
        const { size } = await stat(remuxed);
        return { recordingId: row.id, fromKey: row.storageKey, storageKey, sizeBytes: size };
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    write: (trx, work) =>
      deps.repo.replaceFile(trx, work.recordingId, work.fromKey, {
        storageKey: work.storageKey,
        sizeBytes: work.sizeBytes,
      }),
    after: (work) => deps.storage.delete(work.fromKey),
    dropped: (work) => deps.storage.delete(work.storageKey),
  };
  return { handlers: [remux] };
}
