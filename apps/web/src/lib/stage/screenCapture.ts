/**
 * The screen-share presets (spec 001 §2 "Screen-share presets: PPT, Movie, Action Movie, Webcam"; the spec
 * gives no numbers, docs/decisions/screen-share.md): what each captures and how the browser should trade
 * quality when the network is short — `contentHint` 'detail' keeps the resolution (text stays sharp),
 * 'motion' keeps the frame rate (movement stays smooth).
 */
export const screenPresets = {
  /** Slides and documents: full resolution, few frames, no sound. */
  ppt: { width: 1920, height: 1080, frameRate: 5, contentHint: 'detail', audio: false },
  /** A film: 720p at 30 fps with its sound. */
  movie: { width: 1280, height: 720, frameRate: 30, contentHint: 'motion', audio: true },
  /** Fast action (sport, games): 1080p at 60 fps with its sound. */
  actionMovie: { width: 1920, height: 1080, frameRate: 60, contentHint: 'motion', audio: true },
  /** A camera or a call shown in a window: faces need smoothness more than pixels. */
  webcam: { width: 960, height: 540, frameRate: 24, contentHint: 'motion', audio: false },
} as const satisfies Record<string, ScreenPreset>;

export interface ScreenPreset {
  width: number;
  height: number;
  frameRate: number;
  contentHint: 'detail' | 'motion';
  audio: boolean;
}

export type ScreenPresetId = keyof typeof screenPresets;
export const screenPresetIds = Object.keys(screenPresets) as ScreenPresetId[];

/** The browser cannot share a screen ("Screen sharing is not supported on this browser", spec 001 §8). */
export class ScreenShareUnsupportedError extends Error {
  override readonly name = 'ScreenShareUnsupportedError';
  readonly messageKey = 'screenShareUnsupported';
}

/** The getDisplayMedia constraints of a preset: at most its size and frame rate. */
export function displayMediaOptionsOf(preset: ScreenPreset): DisplayMediaStreamOptions {
  return {
    video: {
      width: { max: preset.width },
      height: { max: preset.height },
      frameRate: { ideal: preset.frameRate, max: preset.frameRate },
    },
    audio: preset.audio,
  };
}

/**
 * Asks the browser for a screen, window or tab with a preset (getDisplayMedia: the browser's own picker).
 * Answers null when the person cancels the picker; throws ScreenShareUnsupportedError where the browser
 * has no screen sharing.
 */
export async function captureScreen(
  mediaDevices: Pick<MediaDevices, 'getDisplayMedia'> | undefined,
  preset: ScreenPreset,
): Promise<MediaStream | null> {
  if (typeof mediaDevices?.getDisplayMedia !== 'function') throw new ScreenShareUnsupportedError();
  try {
    const stream = await mediaDevices.getDisplayMedia(displayMediaOptionsOf(preset));
    for (const track of stream.getVideoTracks()) track.contentHint = preset.contentHint;
    return stream;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') return null;
    if (error instanceof DOMException && error.name === 'NotSupportedError')
      throw new ScreenShareUnsupportedError();
    throw error;
  }
}
