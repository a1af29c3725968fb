// @vitest-environment jsdom
import { FilmLimit } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { filmSourceProblemOf } from './filmUpload.ts';

describe('the source file check before an upload (FilmLimit)', () => {
  it.each(['clip.mp4', 'CLIP.MOV', 'festival.cut.mkv'])('takes %s', (name) => {
    expect(filmSourceProblemOf({ name, size: 1024 })).toBeUndefined();
  });

  it.each(['clip.avi', 'clip', 'mp4', 'clip.mp4.exe'])('refuses the extension of %s', (name) => {
    expect(filmSourceProblemOf({ name, size: 1024 })).toBe('extension');
  });

  it("refuses an empty file and one past the spec's 300 MB", () => {
    expect(filmSourceProblemOf({ name: 'clip.mp4', size: 0 })).toBe('empty');
    expect(filmSourceProblemOf({ name: 'clip.mp4', size: FilmLimit.maxSourceBytes })).toBeUndefined();
    expect(filmSourceProblemOf({ name: 'clip.mp4', size: FilmLimit.maxSourceBytes + 1 })).toBe('size');
  });
});
