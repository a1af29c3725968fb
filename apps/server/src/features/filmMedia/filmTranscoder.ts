import { spawn } from 'node:child_process';
import { FilmLimit } from '@limelight/protocol';

/** The formats a film's source may be in, told by its first bytes (never by its name or declared type). */
export type FilmSourceFormat = 'mp4' | 'mov' | 'mkv';

/** The content type a source is stored with. */
export const sourceContentTypes: Record<FilmSourceFormat, string> = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
};

/** How many first bytes `sourceFormatOf` needs. */
export const sourceHeadBytes = 12;

const ebml = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * The format of a source by its magic bytes: ISO base media ('ftyp' at byte 4; brand 'qt  ' is a MOV) or
 * Matroska (the EBML header 1A 45 DF A3); anything else is undefined, and refused.
 */
export function sourceFormatOf(head: Uint8Array): FilmSourceFormat | undefined {
  const ascii = (start: number, end: number) => Buffer.from(head.subarray(start, end)).toString('latin1');
  if (head.length >= 12 && ascii(4, 8) === 'ftyp') return ascii(8, 12) === 'qt  ' ? 'mov' : 'mp4';
  if (ebml.every((byte, i) => head[i] === byte)) return 'mkv';
  return undefined;
}

/** What ffprobe tells of a source. */
export interface SourceProbe {
  durationS: number;
  height: number;
  hasAudio: boolean;
}

/**
 * The renditions of a source of `sourceHeight`: the ladder's heights it reaches, plus its own height when
 * it is below the ladder's top, highest first. Nothing is ever upscaled.
 */
export function ladderOf(sourceHeight: number): number[] {
  const [top = 0] = FilmLimit.ladderHeights;
  const heights = new Set<number>(FilmLimit.ladderHeights.filter((height) => height <= sourceHeight));
  if (sourceHeight < top) heights.add(sourceHeight - (sourceHeight % 2));
  return [...heights].sort((a, b) => b - a);
}

/** A video bitrate for a height, about 2.8 Mb/s at 720p, scaled by the pixel count. */
const videoKbpsOf = (height: number) => Math.max(200, Math.round((height * height * 0.0054) / 50) * 50);

/** ffmpeg or ffprobe ended badly: `lastLines` are the end of its stderr, the reason a person can read. */
export class MediaToolFailed extends Error {
  readonly lastLines: string;
  constructor(tool: string, lastLines: string) {
    super(`${tool} failed: ${lastLines}`);
    this.name = 'MediaToolFailed';
    this.lastLines = lastLines;
  }
}

/** How many of stderr's last lines a failure keeps. */
const keptStderrLines = 6;

/** Runs a tool; `onStdoutLine` sees stdout line by line. Rejects with MediaToolFailed on a non-zero exit. */
function run(tool: string, args: string[], onStdoutLine?: (line: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let pending = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onStdoutLine) return void (stdout += chunk);
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onStdoutLine(line);
    });
    // Only the tail is kept: a long transcode writes a lot.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-8192)));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new MediaToolFailed(
          tool,
          error.code === 'ENOENT' ? `${tool} is not installed on this server.` : error.message,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const lines = stderr.trim().split('\n').slice(-keptStderrLines).join('\n');
      reject(new MediaToolFailed(tool, lines || `exit code ${code}`));
    });
  });
}

/** Reads a source's runtime, height and whether it has sound. */
export async function probeSource(file: string): Promise<SourceProbe> {
  const out = await run('ffprobe', [
    ...['-v', 'error', '-print_format', 'json'],
    ...['-show_entries', 'format=duration:stream=codec_type,height', file],
  ]);
  const probe = JSON.parse(out) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; height?: number }[];
  };
  const video = probe.streams?.find((stream) => stream.codec_type === 'video');
  const durationS = Number(probe.format?.duration);
  if (!video?.height || !Number.isFinite(durationS) || durationS <= 0)
    throw new MediaToolFailed('ffprobe', 'no video stream with a duration');
  return {
    durationS,
    height: video.height,
    hasAudio: probe.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}

/**
 * Transcodes a source into an HLS ladder in `outDir`: `<height>/index.m3u8` and `<height>/seg-NNNNN.ts`
 * per rendition and `master.m3u8` listing them all. H.264 + AAC; a keyframe forced every
 * `FilmLimit.segmentSeconds` so that every segment but the last is that long. `onProgress` gets 0–100
 * from ffmpeg's `out_time_ms` against the probed duration.
 */
export async function transcodeToHls(options: {
  source: string;
  outDir: string;
  probe: SourceProbe;
  heights: readonly number[];
  onProgress: (percent: number) => void;
}): Promise<void> {
  const { heights, probe } = options;
  const split = `[0:v]split=${heights.length}${heights.map((_, i) => `[s${i}]`).join('')}`;
  const scales = heights.map((height, i) => `[s${i}]scale=-2:${height}[v${i}]`);
  const perRendition = heights.flatMap((height, i) => {
    const kbps = videoKbpsOf(height);
    return [
      ...['-map', `[v${i}]`, ...(probe.hasAudio ? ['-map', '0:a:0'] : [])],
      ...[`-b:v:${i}`, `${kbps}k`, `-maxrate:v:${i}`, `${Math.round(kbps * 1.1)}k`],
      ...[`-bufsize:v:${i}`, `${kbps * 2}k`],
    ];
  });
  const streamMap = heights
    .map((height, i) => `v:${i},${probe.hasAudio ? `a:${i},` : ''}name:${height}`)
    .join(' ');
  const segmentS = FilmLimit.segmentSeconds;
  await run(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-nostats', '-y', '-i', options.source],
      ...['-filter_complex', [split, ...scales].join(';'), ...perRendition],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-sc_threshold', '0'],
      ...['-force_key_frames', `expr:gte(t,n_forced*${segmentS})`],
      ...(probe.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
      ...['-f', 'hls', '-hls_time', String(segmentS), '-hls_playlist_type', 'vod'],
      ...['-hls_flags', 'independent_segments', '-hls_segment_type', 'mpegts'],
      ...['-hls_segment_filename', `${options.outDir}/%v/seg-%05d.ts`],
      ...['-master_pl_name', 'master.m3u8', '-var_stream_map', streamMap],
      ...['-progress', 'pipe:1', `${options.outDir}/%v/index.m3u8`],
    ],
    (line) => {
      const [key, value] = line.split('=');
      // Despite its name, out_time_ms is in microseconds.
      if (key !== 'out_time_ms' || value === undefined) return;
      const doneS = Number(value) / 1_000_000;
      if (Number.isFinite(doneS) && doneS >= 0)
        options.onProgress(Math.min(99, (doneS / probe.durationS) * 100));
    },
  );
}

/** The poster's and thumbnail's widths at most. */
const posterMaxHeight = 720;
const thumbnailWidth = 320;

/** Takes the poster frame (at a tenth of the runtime) and a smaller thumbnail of it, as JPEGs. */
export async function takeStills(options: {
  source: string;
  probe: SourceProbe;
  posterFile: string;
  thumbnailFile: string;
}): Promise<void> {
  const atS = (options.probe.durationS / 10).toFixed(3);
  await run('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-y', '-ss', atS, '-i', options.source],
    ...[
      '-filter_complex',
      `[0:v]split=2[p][t];[p]scale=-2:'min(${posterMaxHeight},ih)'[po];[t]scale=${thumbnailWidth}:-2[th]`,
    ],
    ...['-map', '[po]', '-frames:v', '1', '-q:v', '3', options.posterFile],
    ...['-map', '[th]', '-frames:v', '1', '-q:v', '5', options.thumbnailFile],
  ]);
}
