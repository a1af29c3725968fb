import { spawn } from 'node:child_process';

/** ffmpeg refused the file, or is not installed. */
export class MediaToolError extends Error {}

/** Runs a program to its end; rejects with its error output when it fails or cannot start. */
export function runMediaTool(program: 'ffmpeg' | 'ffprobe', args: readonly string[]): Promise<string> {
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

/** Whether ffmpeg runs here (an edit is refused at once without it, before any job is queued). */
export const hasFfmpeg = (): Promise<boolean> =>
  runMediaTool('ffmpeg', ['-version']).then(
    () => true,
    () => false,
  );

/** A media file's duration as ffprobe reads it, or undefined. */
export async function durationMsOf(file: string): Promise<number | undefined> {
  const output = await runMediaTool('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
  ]).catch(() => '');
  const seconds = Number.parseFloat(output);
  return Number.isFinite(seconds) ? Math.round(seconds * 1000) : undefined;
}

/**
 * The WebM options of every file the server writes for players: `-cues_to_front 1` puts the seek index
 * (Cues) before the first Cluster, so that a browser seeks by range requests before it has the whole file
 * (the WebM writers of browsers and werift put it at the end, or leave it out).
 */
export const webmForPlayers = ['-c', 'copy', '-cues_to_front', '1', '-f', 'webm'] as const;

/** Remuxes a WebM (`-c copy`, no re-encoding) with its duration and its Cues in front. */
export async function remuxWebm(from: string, to: string): Promise<void> {
  await runMediaTool('ffmpeg', ['-v', 'error', '-y', '-i', from, ...webmForPlayers, to]);
}

/** Keeps [startMs, endMs) of a WebM, cut at key frames without re-encoding, Cues in front. */
export async function trimWebm(from: string, to: string, startMs: number, endMs: number): Promise<void> {
  await runMediaTool('ffmpeg', [
    ...['-v', 'error', '-y', '-ss', String(startMs / 1000), '-to', String(endMs / 1000)],
    ...['-i', from, '-avoid_negative_ts', 'make_zero', ...webmForPlayers, to],
  ]);
}
