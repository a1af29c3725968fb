import { describe, expect, it } from 'vitest';
import { ladderOf, sourceFormatOf } from './filmTranscoder.ts';

describe('a source is told by its first bytes', () => {
  const ftyp = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`)]);

  it('reads MP4 and MOV by their ftyp box, MKV by its EBML header', () => {
    expect(sourceFormatOf(ftyp('isom'))).toBe('mp4');
    expect(sourceFormatOf(ftyp('qt  '))).toBe('mov');
    expect(sourceFormatOf(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('mkv');
  });

  it('refuses anything else, and a file too short to tell', () => {
    expect(sourceFormatOf(Buffer.from('GIF89a......'))).toBeUndefined();
    expect(sourceFormatOf(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74]))).toBeUndefined();
    expect(sourceFormatOf(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('the ladder never upscales', () => {
  it.each([
    [1080, [720, 360]],
    [720, [720, 360]],
    [480, [480, 360]],
    [360, [360]],
    [241, [240]],
  ])('a source of %ip gives %j', (height, ladder) => {
    expect(ladderOf(height)).toEqual(ladder);
  });
});
