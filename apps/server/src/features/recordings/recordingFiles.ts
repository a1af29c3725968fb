import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';

const webm = 'video/webm';

/** A recording's file as stored: its size and, when ffmpeg could read it, its duration. */
export interface StoredRecordingFile {
  sizeBytes: number;
  durationMs: number | undefined;
}

/** ffmpeg refused the file, or is not installed (trim answers RecordingEditUnavailable then). */
export class MediaToolError extends Error {}

/** Runs a program to its end; rejects with its error output when it fails or cannot start. */
function run(program: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (errors = (errors + data.toString()).slice(-2000)));
    child.on('error', (error) => reject(new MediaToolError(error.message)));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new MediaToolError(`${program} exited ${code}: ${errors}`)),
    );
  });
}

async function durationMsOf(file: string): Promise<number | undefined> {
  const output = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
  ]).catch(() => '');
  const seconds = Number.parseFloat(output);
  return Number.isFinite(seconds) ? Math.round(seconds * 1000) : undefined;
}

/**
 * The files of recordings (docs/decisions/recordings.md): the chunks a browser sent become one WebM, which
 * ffmpeg remuxes (`-c copy`: no re-encoding) so that it has a duration and cues and players can seek it;
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
        const isRemuxed = await run('ffmpeg', ['-v', 'error', '-i', joined, '-c', 'copy', remuxed])
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
        await run('ffmpeg', [
          ...['-v', 'error', '-ss', String(startMs / 1000), '-to', String(endMs / 1000)],
          ...['-i', source, '-c', 'copy', '-avoid_negative_ts', 'make_zero', cut],
        ]);
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
