import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { solidBmp } from '../images/bmpFixture.ts';
import { TooManyBytesError, limitBytes, peekHead, sniffUploadKind } from './uploadContent.ts';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const chunksOf = (buffer: Buffer, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(buffer.length / size) }, (_, i) =>
      buffer.subarray(i * size, (i + 1) * size),
    ),
  );
async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('sniffUploadKind (by content, never by name)', () => {
  it.each([
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image'],
    ['a BMP', solidBmp(2, 2, [0, 0, 0]), 'image'],
    ['an SVG', bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image'],
    ['an mp4', bytes('\0\0\0\x18ftypisom\0\0\x02\0isomiso2'), 'video'],
    ['a QuickTime movie', bytes('\0\0\0\x14ftypqt  \0\0\x02\0qt  '), undefined],
    ['a PDF', bytes('%PDF-1.7\n'), 'pdf'],
    ['text', bytes('hello world, this is not a file kind'), undefined],
    ['nothing', Buffer.alloc(0), undefined],
  ])('%s is %s', (_, head, kind) => {
    expect(sniffUploadKind(head)).toBe(kind);
  });
});

describe('peekHead', () => {
  it('answers the first bytes and the whole stream again', async () => {
    const data = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));
    const { head, stream } = await peekHead(chunksOf(data, 1000), 4096);
    expect(head.equals(data.subarray(0, 4096))).toBe(true);
    expect((await collect(stream)).equals(data)).toBe(true);
  });

  it('works with a stream shorter than the head', async () => {
    const { head, stream } = await peekHead(chunksOf(bytes('short'), 2), 4096);
    expect(head.toString()).toBe('short');
    expect((await collect(stream)).toString()).toBe('short');
  });
});

describe('limitBytes', () => {
  it('passes a stream within the limit unchanged', async () => {
    expect((await collect(limitBytes(chunksOf(bytes('abcdef'), 2), 6))).toString()).toBe('abcdef');
  });

  it('reads a longer stream to its end, then fails with TooManyBytesError', async () => {
    const source = chunksOf(Buffer.alloc(100), 10);
    await expect(collect(limitBytes(source, 99))).rejects.toBeInstanceOf(TooManyBytesError);
    expect(source.readableEnded).toBe(true);
  });
});
