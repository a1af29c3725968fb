import { describe, expect, it } from 'vitest';
import { decodeBmp } from './bmpDecoder.ts';
import { solidBmp } from './bmpFixture.ts';

describe('BMP decoding', () => {
  it.each([false, true])('reads 24-bit pixels as RGB rows (top-down %s)', (isTopDown) => {
    const image = decodeBmp(solidBmp(3, 2, [200, 100, 50], isTopDown), 1000);
    expect(image).toMatchObject({ width: 3, height: 2 });
    expect([...(image?.pixels ?? [])]).toEqual(Array.from({ length: 6 }, () => [200, 100, 50]).flat());
  });

  it('refuses compressed, truncated and oversized bitmaps', () => {
    const compressed = solidBmp(2, 2, [0, 0, 0]);
    compressed.writeUInt32LE(1, 30);
    expect(decodeBmp(compressed, 1000)).toBeUndefined();
    expect(decodeBmp(solidBmp(4, 4, [0, 0, 0]).subarray(0, 60), 1000)).toBeUndefined();
    expect(decodeBmp(solidBmp(4, 4, [0, 0, 0]), 15)).toBeUndefined();
  });
});
