import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  Messages,
  toPage,
  type Page,
  type Recording,
  type SaveStreamAnswer,
  type SyncFlag,
} from '@limelight/protocol';
import { isRoomModerator, type Caller } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/apiError.ts';
import type { ByteRange } from '../../platform/storage/byteRange.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import { privateFileKey, type SignedFileUrls } from '../../platform/storage/signedFileUrls.ts';
import type { LiveRoomEntry, LiveViewer } from '../live/index.ts';
import type { JobWorker } from '../../platform/jobs/jobWorker.ts';
import { hasFfmpeg } from '../../platform/media/ffmpeg.ts';
import type { RecordingFiles } from './recordingFiles.ts';
import { assembleJob, recordingFileKey, trimJob } from './recordingJobs.ts';
import type { RecordingRow, RecordingsRepo } from './recordings.repo.ts';

export interface RecordingsServiceDeps {
  repo: RecordingsRepo;
  files: RecordingFiles;
  storage: FileStorage;
  /** ffmpeg's work (the stop's assembly, trims) runs as jobs, off the request (recordingJobs.ts). */
  jobs: Pick<JobWorker, 'enqueue'>;
  /** The signed addresses a recording's file is played at (a <video> sends no token). */
  signedFiles: SignedFileUrls;
  entryOf: (viewer: LiveViewer, ref: string) => Promise<LiveRoomEntry>;
  /** The room's sync flag (spec 001 §4 "Sync carries … recording"): everyone sees that it records. */
  setFlag: (viewer: LiveViewer, ref: string, flag: SyncFlag, value: boolean) => Promise<unknown>;
  quotaBytes: number;
  now: () => Date;
}

export type RecordingsService = ReturnType<typeof createRecordingsService>;

/** A ready recording's file, opened for a download (the whole file or one byte range). */
export interface RecordingDownload {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  open: (range?: ByteRange) => Promise<Readable>;
}

const webm = 'video/webm';
/** A recording's chunks are private, as its file (recordingFileKey). */
const chunkKeyOf = (recordingId: string, timestampMs: number) =>
  privateFileKey('recordings', `${recordingId}/chunk-${timestampMs}.webm`);
/** A file's signed address is good this long; the pages read the recording again when it lapses. */
export const recordingUrlTtlMs = 60 * 60_000;

function recordingOf(row: RecordingRow, url: string | null): Recording {
  return {
    recordingId: row.id,
    type: row.type,
    roomId: row.roomId,
    name: row.name,
    status: row.status,
    startedAt: new Date(row.startedAt).toISOString(),
    endedAt: row.endedAt && row.status === 'ready' ? new Date(row.endedAt).toISOString() : null,
    durationMs: row.durationMs,
    sizeBytes: Number(row.sizeBytes),
    trimStartMs: row.trimStartMs,
    trimEndMs: row.trimEndMs,
    url,
  };
}

/**
 * A moderator's own recordings (spec 000 §4, §7; docs/decisions/recordings.md): started by a moderator of
 * the event or room, fed chunk by chunk by their browser, and theirs alone: anyone else is answered 4004,
 * as if there were none.
 */
export function createRecordingsService(deps: RecordingsServiceDeps) {
  const { repo, files, storage } = deps;

  /** A recording as its owner sees it, with the signed address of its file once ready. */
  const viewOf = (row: RecordingRow): Recording =>
    recordingOf(
      row,
      row.status === 'ready'
        ? deps.signedFiles.urlOf(row.storageKey, new Date(deps.now().getTime() + recordingUrlTtlMs))
        : null,
    );

  async function owned(caller: Caller, recordingId: string): Promise<RecordingRow> {
    const row = await repo.findOwned(caller.userId, recordingId);
    if (!row) throw new ApiError('NotFound');
    return row;
  }

  /** Turns the room's flag off once nobody records it any more; a room the owner may no longer enter keeps it. */
  async function clearFlagIfUnrecorded(viewer: LiveViewer, roomId: string): Promise<void> {
    if (await repo.isRoomRecorded(roomId)) return;
    await deps.setFlag(viewer, roomId, 'recording', false).catch(() => undefined);
  }

  /**
   * Ends a recording under way: it is processing until the job that assembles its chunks has made its file
   * (one stop wins); answers it as it is now.
   */
  async function finalize(row: RecordingRow): Promise<RecordingRow> {
    if (await repo.claimForStop(row.id, deps.now()))
      await deps.jobs.enqueue([assembleJob(row.id, deps.now())]);
    return (await repo.findById(row.id)) ?? row;
  }

  return {
    /**
     * POST startRecording: a moderator of the event or room starts a recording, which turns the room's
     * recording flag on. A recording of theirs left under way (a closed tab) is finished first.
     */
    async start(viewer: LiveViewer, ref: string, name: string | undefined): Promise<Recording> {
      const entry = await deps.entryOf(viewer, ref);
      if (!isRoomModerator(entry.roles)) throw new ApiError('Forbidden');
      const ownerId = viewer.caller.userId;
      for (const left of await repo.underWayOf(ownerId)) {
        await finalize(left);
        if (left.roomId !== entry.roomId) await clearFlagIfUnrecorded(viewer, left.roomId);
      }
      if ((await repo.usedBytesOf(ownerId)) >= deps.quotaBytes) throw new ApiError('RecordingQuotaReached');
      const startedAt = deps.now();
      const row = await repo.insert({
        id: randomUUID(),
        ownerId,
        roomId: entry.roomId,
        type: entry.roomKind,
        name: name ?? `Recording ${startedAt.toISOString().slice(0, 16).replace('T', ' ')}`,
        storageKey: recordingFileKey(),
        startedAt,
      });
      await deps.setFlag(viewer, entry.roomId, 'recording', true);
      return viewOf(row);
    },

    /**
     * POST saveStream: keeps one chunk under its X-Timestamp. A chunk sent again (a retry whose answer was
     * lost) is answered as before and not written twice; chunks may arrive out of order, the file joins
     * them in timestamp order.
     */
    async saveChunk(
      caller: Caller,
      recordingId: string,
      timestampMs: number,
      bytes: Buffer,
    ): Promise<SaveStreamAnswer> {
      const row = await owned(caller, recordingId);
      if (row.status !== 'recording' || row.endedAt !== null) throw new ApiError('RecordingStopped');
      const answer = async (isDuplicate: boolean, sizeBytes: number | string) => ({
        recordingId,
        timestampMs,
        sizeBytes: Number(sizeBytes),
        chunkCount: await repo.chunkCount(recordingId),
        isDuplicate,
      });
      if (await repo.hasChunk(recordingId, timestampMs)) return answer(true, row.sizeBytes);
      if ((await repo.usedBytesOf(caller.userId)) + bytes.length > deps.quotaBytes)
        throw new ApiError('RecordingQuotaReached');
      const storageKey = chunkKeyOf(recordingId, timestampMs);
      await storage.put(storageKey, bytes, webm);
      const added = await repo.addChunk(recordingId, { timestampMs, sizeBytes: bytes.length, storageKey });
      if (added === 'stopped') {
        await storage.delete(storageKey);
        throw new ApiError('RecordingStopped');
      }
      return answer(!added.isAdded, added.row.sizeBytes);
    },

    /**
     * POST stopRecording: answers at once, the recording processing while a job makes its chunks one file;
     * the room's flag goes off when nobody else records.
     */
    async stop(viewer: LiveViewer, recordingId: string): Promise<Recording> {
      const row = await owned(viewer.caller, recordingId);
      if (row.status !== 'recording') return viewOf(row);
      const ready = await finalize(row);
      await clearFlagIfUnrecorded(viewer, row.roomId);
      return viewOf(ready);
    },

    /** GET myRecordings: the caller's recordings, newest first. */
    async listMine(caller: Caller, page: number, pageSize: number): Promise<Page<Recording>> {
      const { rows, total } = await repo.listOwned(caller.userId, page, pageSize);
      return toPage(rows.map(viewOf), page, pageSize, total);
    },

    /** GET recording: one of the caller's recordings. */
    async detail(caller: Caller, recordingId: string): Promise<Recording> {
      return viewOf(await owned(caller, recordingId));
    },

    /** GET downloadRecording/{id}: a ready recording's file (4004 for anyone but its owner). */
    async download(caller: Caller, recordingId: string): Promise<RecordingDownload> {
      const row = await owned(caller, recordingId);
      if (row.status !== 'ready') throw new ApiError('RecordingInProgress');
      const found = await storage.describe(row.storageKey);
      if (!found) throw new ApiError('NotFound');
      return {
        fileName: `${row.name}.webm`,
        contentType: found.contentType,
        sizeBytes: found.sizeBytes,
        async open(range) {
          const file = await storage.read(row.storageKey, range);
          if (!file) throw new ApiError('NotFound');
          return file.stream;
        },
      };
    },

    /** POST renameRecording. */
    async rename(caller: Caller, recordingId: string, name: string): Promise<Recording> {
      const row = await owned(caller, recordingId);
      return viewOf(await repo.update(row.id, { name }));
    },

    /**
     * POST trimRecording: keeps [startMs, endMs) of a ready recording, cut at key frames without
     * re-encoding, in a job: the answer is the recording processing. The trim offsets kept on the
     * recording count from its original start.
     */
    async trim(caller: Caller, recordingId: string, startMs: number, endMs: number): Promise<Recording> {
      const row = await owned(caller, recordingId);
      if (row.status !== 'ready') throw new ApiError('RecordingInProgress');
      if (startMs >= row.durationMs) throw new ApiError('InvalidRequest', Messages.recordingTrimInvalid);
      if (!(await hasFfmpeg())) throw new ApiError('RecordingEditUnavailable');
      const claimed = await repo.claimForEdit(row.id);
      if (!claimed) throw new ApiError('RecordingInProgress');
      await deps.jobs.enqueue([trimJob(row.id, startMs, Math.min(endMs, row.durationMs), deps.now())]);
      return viewOf(claimed);
    },

    /** POST deleteRecording: the recording and its files go; its storage is the owner's again. */
    async remove(viewer: LiveViewer, recordingId: string): Promise<{ recordingId: string; deleted: true }> {
      const row = await owned(viewer.caller, recordingId);
      const chunks = await repo.chunksOf(row.id);
      await repo.remove(row.id);
      await files.remove([row.storageKey, ...chunks.map((chunk) => chunk.storageKey)]);
      if (row.status === 'recording') await clearFlagIfUnrecorded(viewer, row.roomId);
      return { recordingId, deleted: true };
    },

    /** The job: recordings of deleted events and rooms go with them, files included. */
    async purgeOfDeletedRooms(): Promise<number> {
      const gone = await repo.ofDeletedRooms(100);
      for (const { row, chunkKeys } of gone) {
        await repo.remove(row.id);
        await files.remove([row.storageKey, ...chunkKeys]);
      }
      return gone.length;
    },
  };
}
