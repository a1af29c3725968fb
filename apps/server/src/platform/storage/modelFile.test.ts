import { describe, expect, it } from 'vitest';
import { checkModelFile, isGlbStart, isJsonObjectStart } from './modelFile.ts';

/** A minimal GLB 2: the header and one JSON chunk (the test's own, as the e2e makes one). */
function glb(json: object, { version = 2, lengthDelta = 0 } = {}): Buffer {
  const text = Buffer.from(JSON.stringify(json));
  const padded = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'ascii');
  header.writeUInt32LE(version, 4);
  header.writeUInt32LE(12 + 8 + padded.length + lengthDelta, 8);
  const chunk = Buffer.alloc(8);
  chunk.writeUInt32LE(padded.length, 0);
  chunk.write('JSON', 4, 'ascii');
  return Buffer.concat([header, chunk, padded]);
}

const asset = { asset: { version: '2.0' } };

describe('3D model files (glTF 2.0), by content', () => {
  it('knows a GLB by its magic bytes', () => {
    expect(isGlbStart(glb(asset))).toBe(true);
    expect(isGlbStart(Buffer.from('%PDF-1.7'))).toBe(false);
    expect(checkModelFile(glb(asset))).toEqual({ ok: true, format: 'glb' });
  });

  it('refuses a GLB of another version or whose header lies about its length', () => {
    expect(checkModelFile(glb(asset, { version: 1 }))).toEqual({ ok: false, reason: 'notModel' });
    expect(checkModelFile(glb(asset, { lengthDelta: 4 }))).toEqual({ ok: false, reason: 'notModel' });
    expect(checkModelFile(Buffer.from('glTF'))).toEqual({ ok: false, reason: 'notModel' });
  });

  it('takes a .gltf JSON with asset.version 2, its buffers embedded', () => {
    const gltf = {
      ...asset,
      buffers: [{ byteLength: 4, uri: 'data:application/octet-stream;base64,AAAAAA==' }],
    };
    const file = Buffer.from(`\uFEFF\n  ${JSON.stringify(gltf)}`);
    expect(isJsonObjectStart(file)).toBe(true);
    expect(checkModelFile(file)).toEqual({ ok: true, format: 'gltf' });
  });

  it('refuses JSON that is no glTF 2, and a .gltf that points at files outside it', () => {
    expect(checkModelFile(Buffer.from('{"asset":{"version":"1.0"}}'))).toEqual({
      ok: false,
      reason: 'notModel',
    });
    expect(checkModelFile(Buffer.from('{"name":"x"}'))).toEqual({ ok: false, reason: 'notModel' });
    expect(checkModelFile(Buffer.from('{"asset":'))).toEqual({ ok: false, reason: 'notModel' });
    const outside = { ...asset, buffers: [{ byteLength: 4, uri: 'model.bin' }] };
    expect(checkModelFile(Buffer.from(JSON.stringify(outside)))).toEqual({
      ok: false,
      reason: 'notSelfContained',
    });
    const remoteImage = { ...asset, images: [{ uri: 'https://example.com/t.png' }] };
    expect(checkModelFile(Buffer.from(JSON.stringify(remoteImage)))).toEqual({
      ok: false,
      reason: 'notSelfContained',
    });
  });
});
