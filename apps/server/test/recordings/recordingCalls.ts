import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Recording, SaveStreamAnswer } from '@limelight/protocol';
import { recordingsCalls } from '@limelight/protocol/http';
import type { ApiAnswer } from '../apiClient.ts';
import type { ApiHost } from '../factories.ts';

/**
 * A six-second WebM (VP8 with a key frame a second, Opus) made by ffmpeg, as a browser's recording would
 * be: split into byte slices it stands for the chunks MediaRecorder emits.
 */
export function makeSampleWebm(): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), 'limelight-sample-'));
  const file = path.join(folder, 'sample.webm');
  try {
    const made = spawnSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=6:size=160x120:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
      ...['-c:v', 'libvpx', '-g', '10', '-b:v', '100k', '-c:a', 'libopus', '-shortest', file],
    ]);
    if (made.status !== 0) throw new Error(`ffmpeg could not make the sample: ${String(made.stderr)}`);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** An EBML variable-length integer at `at`: its value (the marker bit kept for IDs) and its length. */
function readVint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[at] ?? 0;
  let length = 1;
  while (length <= 8 && (first & (0x80 >> (length - 1))) === 0) length += 1;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + (bytes[at + index] ?? 0);
  return { value, length };
}

/**
 * The IDs of a WebM's Segment children, in file order (the SeekHead names Cues by ID too, so a byte search
 * would be fooled: this walks the elements).
 */
export function segmentChildIds(bytes: Buffer): number[] {
  const header = readVint(bytes, 0, true);
  const headerSize = readVint(bytes, header.length, false);
  let at = header.length + headerSize.length + headerSize.value;
  const segment = readVint(bytes, at, true);
  at += segment.length + readVint(bytes, at + segment.length, false).length;
  const ids: number[] = [];
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    ids.push(id.value);
    // A Cluster of unknown size (live writers) ends the walk: what matters came before it.
    if (size.value === 2 ** (7 * size.length) - 1) break;
    at += id.length + size.length + size.value;
  }
  return ids;
}

const cuesId = 0x1c53bb6b;
const clusterId = 0x1f43b675;

/** Whether a WebM's Cues element (ID 0x1C53BB6B) comes before its first Cluster (ID 0x1F43B675). */
export function cuesBeforeClusters(bytes: Buffer): boolean {
  const ids = segmentChildIds(bytes);
  const cues = ids.indexOf(cuesId);
  const cluster = ids.indexOf(clusterId);
  return cues !== -1 && cluster !== -1 && cues < cluster;
}

/** Cuts bytes into `count` slices, in order. */
export function sliceInto(bytes: Buffer, count: number): Buffer[] {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
}

/** The recordings group's calls, as the web sends them. */
export function recordingCalls(server: ApiHost) {
  const calls = recordingsCalls;
  return {
    start: (token: string, eventId: string, name?: string) =>
      server.api.post<Recording>(calls.startRecording.path, { eventId, name }, { token }),
    save: (token: string, recordingId: string, chunk: Buffer, timestampMs?: number | string) => {
      const form = new FormData();
      form.append('data', new Blob([new Uint8Array(chunk)], { type: 'video/webm' }), 'chunk.webm');
      return server.api.request<SaveStreamAnswer>('POST', calls.saveStream.path, {
        token,
        query: { recordingId },
        body: form,
        headers: timestampMs === undefined ? {} : { 'X-Timestamp': String(timestampMs) },
      });
    },
    stop: (token: string, recordingId: string) =>
      server.api.post<Recording>(calls.stopRecording.path, { recordingId }, { token }),
    mine: (token: string, query: Record<string, string> = {}) =>
      server.api.get<Page<Recording>>(calls.myRecordings.path, { token, query }),
    detail: (token: string, recordingId: string) =>
      server.api.get<Recording>(calls.recording.path, { token, query: { recordingId } }),
    rename: (token: string, recordingId: string, name: string) =>
      server.api.post<Recording>(calls.renameRecording.path, { recordingId, name }, { token }),
    trim: (token: string, recordingId: string, startMs: number, endMs: number) =>
      server.api.post<Recording>(calls.trimRecording.path, { recordingId, startMs, endMs }, { token }),
    remove: (token: string, recordingId: string) =>
      server.api.post<{ deleted: true }>(calls.deleteRecording.path, { recordingId }, { token }),
    /** GET downloadRecording/{id}: the raw response (a file, or an envelope for a refusal). */
    download: (token: string, recordingId: string, range?: string) =>
      fetch(new URL(`/api/events/v1/downloadRecording/${recordingId}?v=43`, server.url), {
        headers: {
          'X-Client': 'web-43',
          Authorization: `Bearer ${token}`,
          ...(range ? { Range: range } : {}),
        },
      }),
  };
}

/** The data of a success answer; throws with the code otherwise. */
export function dataOf<T>(answer: ApiAnswer<T>): T {
  if (answer.body.code !== 200) throw new Error(`answered ${answer.body.code} ${answer.body.message}`);
  return answer.body.data;
}
