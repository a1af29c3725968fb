import sharp, { type Sharp } from 'sharp';
import { decodeBmp } from './bmpDecoder.ts';
import { sniffImageFormat } from './imageFormat.ts';

/** The box an image is rendered into: filled and cropped (`cover`) or fitted whole, never enlarged (`inside`). */
export interface RenderBox {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

// Decompression bombs: a small file may claim a huge canvas; 40 megapixels covers any camera photo.
const maxInputPixels = 40_000_000;

/**
 * Renders an uploaded image (jpeg, png, gif, bmp or svg, recognised by content) as a JPEG within a box:
 * turned upright by its EXIF orientation, metadata (location included) stripped, transparency on white.
 * JPEG because spec 000 §1 supports Safari 12, which shows no WebP. Undefined when the bytes are not a
 * readable image of those formats.
 */
export async function renderJpeg(bytes: Buffer, box: RenderBox): Promise<Buffer | undefined> {
  const input = openImage(bytes);
  if (!input) return undefined;
  try {
    return await input
      .rotate()
      .resize({
        width: box.width,
        height: box.height,
        fit: box.fit,
        withoutEnlargement: box.fit === 'inside',
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    return undefined;
  }
}

function openImage(bytes: Buffer): Sharp | undefined {
  const format = sniffImageFormat(bytes);
  if (format === undefined) return undefined;
  if (format !== 'bmp') return sharp(bytes, { limitInputPixels: maxInputPixels });
  const bmp = decodeBmp(bytes, maxInputPixels);
  return bmp && sharp(bmp.pixels, { raw: { width: bmp.width, height: bmp.height, channels: 3 } });
}
