/** A 24-bit uncompressed BMP of one colour, bottom-up unless `isTopDown`: what image editors save. */
export function solidBmp(
  width: number,
  height: number,
  rgb: [number, number, number],
  isTopDown = false,
): Buffer {
  const stride = Math.ceil((width * 24) / 32) * 4;
  const pixelOffset = 54;
  const file = Buffer.alloc(pixelOffset + stride * height);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(pixelOffset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(isTopDown ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const at = pixelOffset + row * stride + column * 3;
      file[at] = rgb[2];
      file[at + 1] = rgb[1];
      file[at + 2] = rgb[0];
    }
  }
  return file;
}
