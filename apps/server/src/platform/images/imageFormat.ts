/** The image formats spec 000 §5 accepts for uploads: jpg/jpeg, png, bmp, gif and svg. */
export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'bmp' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

// BMP info-header sizes (OS/2 core, BITMAPINFOHEADER, its v2/v3 extensions, v4 and v5).
const bmpInfoHeaderSizes = new Set([12, 40, 52, 56, 108, 124]);
const svgSniffBytes = 4096;

/**
 * The format of an upload by its content (magic bytes), never by its name: a text file named `.png` is
 * not an image. SVG, being text, is recognised by an `<svg` element near the start and no binary bytes.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18) {
    const infoHeaderSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(14, true);
    if (bmpInfoHeaderSizes.has(infoHeaderSize)) return 'bmp';
  }
  return isSvg(bytes.subarray(0, svgSniffBytes)) ? 'svg' : undefined;
}

function isSvg(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') && /<svg[\s>]/i.test(text);
}
