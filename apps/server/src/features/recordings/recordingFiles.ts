import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { durationMsOf, remuxWebm, trimWebm } from '../../platform/media/ffmpeg.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';

const webm = 'video/webm';

/** A recording's file as stored: its size and, when ffmpeg could read it, its duration. */
export interface StoredRecordingFile {
  sizeBytes: number;
  durationMs: number | undefined;
}

/**
 * The files of recordings (docs/decisions/recordings.md): the chunks a browser sent become one WebM, which
 * ffmpeg remuxes (`-c copy`: no re-encoding) so that it has a duration and its Cues in front, and players
 * seek it by ranges;
 * trimming cuts it the same way. Work happens in a temporary folder, since the storage may be remote.
 */
export function createRecordingFiles(storage: FileStorage) {
  async function withWorkFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
    const folder = await mkdtemp(path.join(tmpdir(), 'limelight-recording-'));
    try {
      return await work(folder);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  async function download(key: string, file: string): Promise<void> {
    const stored = await storage.read(key);
    if (!stored) throw new Error(`recording file ${key} is missing`);
    await pipeline(stored.stream, createWriteStream(file));
  }

  async function upload(file: string, key: string): Promise<StoredRecordingFile> {
    await storage.putStream(key, createReadStream(file), webm);
    return { sizeBytes: (await stat(file)).size, durationMs: await durationMsOf(file) };
  }

  return {
    /**
     * Joins a recording's chunks, in their order, into the file at `key`. MediaRecorder's chunks of one
     * recording are one WebM stream cut in pieces, so their bytes joined play; the remux then adds what
     * a player seeks with. Without ffmpeg the joined bytes are kept as they are.
     */
    async assemble(chunkKeys: readonly string[], key: string): Promise<StoredRecordingFile> {
      return withWorkFolder(async (folder) => {
        const joined = path.join(folder, 'joined.webm');
        async function* chunkBytes() {
          for (const chunkKey of chunkKeys) {
            const chunk = await storage.read(chunkKey);
            if (chunk) yield* chunk.stream;
          }
        }
        await pipeline(Readable.from(chunkBytes()), createWriteStream(joined));
        const remuxed = path.join(folder, 'remuxed.webm');
        const isRemuxed = await remuxWebm(joined, remuxed)
          .then(() => true)
          .catch(() => false);
        return upload(isRemuxed ? remuxed : joined, key);
      });
    },

    /** Keeps [startMs, endMs) of the file at `from` in a new file at `to` (cut at key frames, no re-encoding). */
    async trim(from: string, to: string, startMs: number, endMs: number): Promise<StoredRecordingFile> {
      return withWorkFolder(async (folder) => {
        const source = path.join(folder, 'source.webm');
        const cut = path.join(folder, 'cut.webm');
        await download(from, source);
        await trimWebm(source, cut, startMs, endMs);
        return upload(cut, to);
      });
    },

    /** Removes files; missing ones are no error. */
    async remove(keys: readonly string[]): Promise<void> {
      await Promise.all(keys.map((key) => storage.delete(key)));
    },
  };
}

export type RecordingFiles = ReturnType<typeof createRecordingFiles>;
