import { describe, expect, it } from 'vitest';
import {
  captureScreen,
  displayMediaOptionsOf,
  screenPresetIds,
  screenPresets,
  ScreenShareUnsupportedError,
} from './screenCapture.ts';

/** A captured stream's one video track, enough for captureScreen. */
function fakeCapture() {
  const track = { contentHint: '' };
  const stream = { getVideoTracks: () => [track] } as unknown as MediaStream;
  return { track, stream };
}

describe('screen-share presets (spec 001 §2: PPT, Movie, Action Movie, Webcam)', () => {
  it('has the four presets in the spec order', () => {
    expect(screenPresetIds).toEqual(['ppt', 'movie', 'actionMovie', 'webcam']);
  });

  it('asks for at most the preset size and frame rate, with sound only for films', () => {
    expect(displayMediaOptionsOf(screenPresets.ppt)).toEqual({
      video: { width: { max: 1920 }, height: { max: 1080 }, frameRate: { ideal: 5, max: 5 } },
      audio: false,
    });
    expect(displayMediaOptionsOf(screenPresets.actionMovie)).toMatchObject({
      video: { frameRate: { ideal: 60, max: 60 } },
      audio: true,
    });
  });

  it('marks the captured video with the preset content hint', async () => {
    const { track, stream } = fakeCapture();
    const devices = { getDisplayMedia: () => Promise.resolve(stream) };
    expect(await captureScreen(devices, screenPresets.ppt)).toBe(stream);
    expect(track.contentHint).toBe('detail');
    await captureScreen(devices, screenPresets.movie);
    expect(track.contentHint).toBe('motion');
  });

  it('answers null when the person cancels the picker', async () => {
    const devices = {
      getDisplayMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    };
    expect(await captureScreen(devices, screenPresets.ppt)).toBeNull();
  });

  it('says "Screen sharing is not supported on this browser" without getDisplayMedia', async () => {
    await expect(captureScreen(undefined, screenPresets.ppt)).rejects.toBeInstanceOf(
      ScreenShareUnsupportedError,
    );
    const refusing = {
      getDisplayMedia: () => Promise.reject(new DOMException('no', 'NotSupportedError')),
    };
    const error = await captureScreen(refusing, screenPresets.ppt).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ messageKey: 'screenShareUnsupported' });
  });
});
