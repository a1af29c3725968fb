/**
 * 3D models shared in rooms (issue 25 "3D model uploader"; docs/decisions/model-uploads.md): glTF 2.0, as
 * a binary GLB or a self-contained .gltf JSON. Judged by content, never by name.
 */

/** A GLB's header: magic `glTF`, then version and total length as little-endian 32-bit integers. */
const glbHeaderBytes = 12;
const glbMagic = 0x46546c67; // 'glTF' read little-endian

/** Whether a file's first bytes are a GLB's (magic `glTF`); the version and length are checked on the whole. */
export function isGlbStart(head: Uint8Array): boolean {
  if (head.length < 4) return false;
  return new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0, true) === glbMagic;
}

/** Whether a file's first bytes may open a .gltf's JSON object (after an optional BOM and white space). */
export function isJsonObjectStart(head: Uint8Array): boolean {
  let at = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (at < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[at] ?? 0)) at += 1;
  return head[at] === 0x7b; // '{'
}

/** What a whole model file is: its format, or why it is refused. */
export type ModelCheck =
  { ok: true; format: 'glb' | 'gltf' } | { ok: false; reason: 'notModel' | 'notSelfContained' };

/** A glTF 2.0 asset version: "2.0", "2.1" … (the `asset.version` every glTF carries). */
const isVersion2 = (version: unknown) => typeof version === 'string' && /^2\.\d+$/.test(version);

function checkGlb(file: Buffer): ModelCheck {
  if (file.length < glbHeaderBytes) return { ok: false, reason: 'notModel' };
  const version = file.readUInt32LE(4);
  const length = file.readUInt32LE(8);
  return version === 2 && length === file.length
    ? { ok: true, format: 'glb' }
    : { ok: false, reason: 'notModel' };
}

/** A .gltf's buffers and images may only be `data:` URIs: a room's viewers fetch nothing else. */
const isEmbedded = (entry: unknown) => {
  if (typeof entry !== 'object' || entry === null) return false;
  const uri = (entry as { uri?: unknown }).uri;
  return uri === undefined || (typeof uri === 'string' && uri.startsWith('data:'));
};

function checkGltfJson(file: Buffer): ModelCheck {
  let json: unknown;
  try {
    json = JSON.parse(file.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, reason: 'notModel' };
  }
  if (typeof json !== 'object' || json === null) return { ok: false, reason: 'notModel' };
  const {
    asset,
    buffers = [],
    images = [],
  } = json as { asset?: unknown; buffers?: unknown; images?: unknown };
  if (typeof asset !== 'object' || asset === null || !isVersion2((asset as { version?: unknown }).version))
    return { ok: false, reason: 'notModel' };
  if (!Array.isArray(buffers) || !Array.isArray(images)) return { ok: false, reason: 'notModel' };
  return [...buffers, ...images].every(isEmbedded)
    ? { ok: true, format: 'gltf' }
    : { ok: false, reason: 'notSelfContained' };
}

/** Checks a whole model file: a GLB 2 whose header's length is the file's, or a self-contained glTF 2 JSON. */
export function checkModelFile(file: Buffer): ModelCheck {
  if (isGlbStart(file)) return checkGlb(file);
  if (isJsonObjectStart(file)) return checkGltfJson(file);
  return { ok: false, reason: 'notModel' };
}
