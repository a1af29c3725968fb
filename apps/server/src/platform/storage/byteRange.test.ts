import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byteRange.ts';

describe('reading a Range header', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-200', { start: 800, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=500-400', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    [undefined, undefined],
    ['bytes=-', undefined],
    ['bytes=0-1,5-9', undefined],
    ['items=0-9', undefined],
  ])('%s of 1,000 bytes → %o', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });
});
