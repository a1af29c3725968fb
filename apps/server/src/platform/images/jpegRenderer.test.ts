import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { renderJpeg } from './jpegRenderer.ts';
import { solidBmp } from './bmpFixture.ts';

describe('rendering uploads as JPEG', () => {
  it('crops to a square box', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const jpeg = await renderJpeg(png, { width: 100, height: 100, fit: 'cover' });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 100, height: 100 });
  });

  it('fits inside a box without enlarging', async () => {
    const bmp = solidBmp(40, 20, [10, 20, 30]);
    const jpeg = await renderJpeg(bmp, { width: 1920, height: 1080, fit: 'inside' });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
  });

  it('rasterises svg', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><rect width="64" height="32" fill="red"/></svg>',
    );
    const jpeg = await renderJpeg(svg, { width: 1920, height: 1080, fit: 'inside' });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 32 });
  });

  it('answers undefined for bytes that only look like an image', async () => {
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('junk'),
    ]);
    expect(await renderJpeg(fakePng, { width: 10, height: 10, fit: 'cover' })).toBeUndefined();
    expect(
      await renderJpeg(Buffer.from('plain text'), { width: 10, height: 10, fit: 'cover' }),
    ).toBeUndefined();
  });
});
