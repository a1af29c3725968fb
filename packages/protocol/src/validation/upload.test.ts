import { describe, expect, it } from 'vitest';
import { UploadLimit } from '../limits.ts';
import { fail, pass } from './result.ts';
import {
  fileExtensionOf,
  isModelFileName,
  uploadKindOf,
  validateModelUpload,
  validateProfileImage,
  validateUpload,
} from './upload.ts';

const MB = 1024 * 1024;

describe('upload kind by extension (spec 000 §5, spec 001 §5)', () => {
  it.each([
    ['photo.jpg', 'image'],
    ['photo.JPEG', 'image'],
    ['logo.png', 'image'],
    ['scan.bmp', 'image'],
    ['anim.gif', 'image'],
    ['icon.svg', 'image'],
    ['clip.mp4', 'video'],
    ['deck.pdf', 'pdf'],
    ['clip.mov', undefined],
    ['photo.webp', undefined],
    ['README', undefined],
  ])('%j is %j', (name, kind) => {
    expect(uploadKindOf(name)).toBe(kind);
  });

  it('reads the last extension, lower-cased', () => {
    expect(fileExtensionOf('archive.tar.GZ')).toBe('gz');
    expect(fileExtensionOf('noextension')).toBe('');
  });
});

describe('upload sizes (spec 000 §5, §9)', () => {
  it.each([
    ['photo.jpg', 20_000_000, 'image'],
    ['clip.mp4', 300 * MB, 'video'],
    ['deck.pdf', 24_000_000, 'pdf'],
  ])('%j of %i bytes passes', (name, sizeBytes, kind) => {
    expect(validateUpload({ name, sizeBytes })).toEqual({ ok: true, value: kind });
  });

  it.each([
    ['photo.jpg', 20_000_001, 'Images must be at most 20 MB'],
    ['clip.mp4', 300 * MB + 1, 'Videos must be at most 300 MB'],
    ['deck.pdf', 24_000_001, 'PDF files must be at most 24 MB'],
    ['clip.mov', 1, 'Please upload an image, mp4 or pdf file'],
  ])('%j of %i bytes fails with %j', (name, sizeBytes, message) => {
    expect(validateUpload({ name, sizeBytes })).toMatchObject({ ok: false, message });
  });
});

describe('profile image must be an image (spec 000 §5)', () => {
  it('passes an image within the image limit', () => {
    expect(validateProfileImage({ name: 'me.png', sizeBytes: 1000 })).toEqual({ ok: true, value: 'image' });
  });

  it.each([
    ['me.mp4', 1000, 'Please upload an image file'],
    ['me.pdf', 1000, 'Please upload an image file'],
    ['me', 1000, 'Please upload an image file'],
    ['me.png', 20_000_001, 'Images must be at most 20 MB'],
  ])('%j of %i bytes fails with %j', (name, sizeBytes, message) => {
    expect(validateProfileImage({ name, sizeBytes })).toMatchObject({ ok: false, message });
  });
});

describe('3D model uploads (issue 25)', () => {
  it('takes .glb and .gltf up to 50 MB, by name only (the server reads the content)', () => {
    expect(isModelFileName('Teapot.GLB')).toBe(true);
    expect(isModelFileName('scene.gltf')).toBe(true);
    expect(isModelFileName('scene.obj')).toBe(false);
    expect(validateModelUpload({ name: 'a.glb', sizeBytes: UploadLimit.modelMaxBytes })).toEqual(
      pass('model'),
    );
    expect(validateModelUpload({ name: 'a.glb', sizeBytes: UploadLimit.modelMaxBytes + 1 })).toEqual(
      fail('modelTooLarge'),
    );
    expect(validateModelUpload({ name: 'a.obj', sizeBytes: 1 })).toEqual(fail('uploadModelFile'));
  });
});
