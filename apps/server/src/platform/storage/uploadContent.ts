import { Readable, Transform } from 'node:stream';
import { sniffImageFormat } from '../images/imageFormat.ts';
import { isGlbStart, isJsonObjectStart } from './modelFile.ts';

/**
 * What an upload holds, judged by its content (spec 001 §5: an image, mp4 or pdf file; issue 25: a glTF
 * 3D model, whose whole file is checked before it is stored: modelFile.ts).
 */
export type UploadContentKind = 'image' | 'video' | 'pdf' | 'model';

/** Enough of a file's start to recognise it (an SVG's `<svg` element may come after a long prologue). */
export const uploadSniffBytes = 4096;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

// ISO base media files start with an `ftyp` box; QuickTime (`qt  `) shares the format but is no mp4.
const isMp4 = (head: Uint8Array) =>
  head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && ascii(head, 8, 12) !== 'qt  ';

/**
 * The kind of an upload by its first bytes, never by its name: an image the platform reads (JPEG, PNG,
 * GIF, BMP, SVG), an MP4 video (ISO base media `ftyp`), a PDF (`%PDF-`) or a glTF model (GLB magic
 * `glTF`, or a JSON object to be read whole).
 */
export function sniffUploadKind(head: Uint8Array): UploadContentKind | undefined {
  if (sniffImageFormat(head) !== undefined) return 'image';
  if (isMp4(head)) return 'video';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (isGlbStart(head) || isJsonObjectStart(head)) return 'model';
  return undefined;
}

/** Reads the first `bytes` of a stream (fewer if it is shorter); answers them and the whole stream again. */
export async function peekHead(source: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let isDone = false;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) {
      isDone = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay(): AsyncGenerator<Buffer> {
    yield head;
    if (isDone) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: head.subarray(0, bytes), stream: Readable.from(replay(), { objectMode: false }) };
}

/** The error a byte limit ends a stream with. */
export class TooManyBytesError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
    this.name = 'TooManyBytesError';
    this.maxBytes = maxBytes;
  }
}

/**
 * The stream, passing at most `maxBytes` on; past it, the rest is read and dropped (so that the request
 * ends normally) and the stream fails at its end with TooManyBytesError. Errors of the source pass on.
 */
export function limitBytes(source: Readable, maxBytes: number): Readable {
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(null, seen > maxBytes ? undefined : chunk);
    },
    flush(done) {
      done(seen > maxBytes ? new TooManyBytesError(maxBytes) : null);
    },
  });
  source.on('error', (error) => limited.destroy(error));
  return source.pipe(limited);
}
