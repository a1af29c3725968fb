import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sniffImageFormat } from './imageFormat.ts';
import { solidBmp } from './bmpFixture.ts';

const canvas = sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } });

describe('image format by content (spec 000 §5 images: jpg, jpeg, png, bmp, gif, svg)', () => {
  it('recognises each accepted format by its magic bytes', async () => {
    expect(sniffImageFormat(await canvas.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await canvas.clone().png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await canvas.clone().gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(solidBmp(2, 2, [1, 2, 3]))).toBe('bmp');
    expect(
      sniffImageFormat(
        Buffer.from('\uFEFF <?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    ).toBe('svg');
  });

  it.each([
    ['a text file', Buffer.from('just some words, named avatar.png')],
    ['html', Buffer.from('<html><body>hi</body></html>')],
    ['a webp (not in the accepted list)', Buffer.from('RIFF\0\0\0\0WEBPVP8 ')],
    ['"BM" text', Buffer.from('BMW is a car brand, not a bitmap')],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImageFormat(bytes)).toBeUndefined();
  });
});
