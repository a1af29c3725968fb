import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { StreamRecording } from './sfu.ts';

/**
 * A finished recording's note beside its file (`<file>.json`, docs/decisions/stage-recordings.md "After a
 * crash"): the SFU writes it once the file is whole, the server removes both once the file is kept. A note
 * left in the folder is a file the server never heard of (it died first; the SFU's process finishes its
 * files when its parent goes): the next start keeps it.
 */
const noteSuffix = '.json';

const noteSchema = z.object({
  publisherId: z.string(),
  path: z.string(),
  mimeType: z.string(),
  firstFrameAt: z.number().nullable(),
  durationMs: z.number(),
  sizeBytes: z.number(),
});

/** Writes the note of a finished file (only a file with a frame is worth one). */
export async function noteFinished(recording: StreamRecording): Promise<void> {
  if (recording.firstFrameAt === null) return;
  await writeFile(`${recording.path}${noteSuffix}`, JSON.stringify(recording));
}

/** The finished files of a folder that nobody kept (their notes are still there). */
export async function finishedRecordingsIn(dir: string): Promise<StreamRecording[]> {
  const names = await readdir(dir).catch(() => []);
  const found: StreamRecording[] = [];
  for (const name of names.filter((one) => one.endsWith(noteSuffix))) {
    const note = noteSchema.safeParse(
      JSON.parse(await readFile(path.join(dir, name), 'utf8').catch(() => 'null')),
    );
    if (note.success) found.push({ ...note.data, path: path.join(dir, name.slice(0, -noteSuffix.length)) });
  }
  return found;
}

/** Removes a recording's file and its note (once kept, or dropped). */
export async function removeRecordingFiles(recording: Pick<StreamRecording, 'path'>): Promise<void> {
  await rm(recording.path, { force: true });
  await rm(`${recording.path}${noteSuffix}`, { force: true });
}
