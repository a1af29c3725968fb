/** Decoded pixels: rows top to bottom, RGB, 3 bytes per pixel. */
export interface RgbImage {
  width: number;
  height: number;
  pixels: Buffer;
}

const uncompressed = 0;

/**
 * Decodes an uncompressed 24- or 32-bit BMP (what image editors save by default). libvips, under sharp,
 * reads no BMP at all, and spec 000 §5 accepts bmp uploads. Palette and RLE-compressed BMPs answer
 * undefined, like any unreadable image; so does one over `maxPixels`.
 */
export function decodeBmp(bytes: Uint8Array, maxPixels: number): RgbImage | undefined {
  if (bytes.length < 54) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pixelOffset = view.getUint32(10, true);
  const width = view.getInt32(18, true);
  const signedHeight = view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const height = Math.abs(signedHeight);
  // A positive height stores rows bottom-up, a negative one top-down.
  const isBottomUp = signedHeight > 0;
  if (compression !== uncompressed || (bitsPerPixel !== 24 && bitsPerPixel !== 32)) return undefined;
  if (width <= 0 || height === 0 || width * height > maxPixels) return undefined;

  const bytesPerPixel = bitsPerPixel / 8;
  const stride = Math.ceil((width * bitsPerPixel) / 32) * 4;
  if (pixelOffset + stride * height > bytes.length) return undefined;

  const pixels = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row += 1) {
    const source = pixelOffset + (isBottomUp ? height - 1 - row : row) * stride;
    for (let column = 0; column < width; column += 1) {
      const from = source + column * bytesPerPixel;
      const to = (row * width + column) * 3;
      // Stored blue, green, red; a 32-bit pixel's fourth byte is unused in uncompressed BMPs.
      pixels[to] = bytes[from + 2] ?? 0;
      pixels[to + 1] = bytes[from + 1] ?? 0;
      pixels[to + 2] = bytes[from] ?? 0;
    }
  }
  return { width, height, pixels };
}
