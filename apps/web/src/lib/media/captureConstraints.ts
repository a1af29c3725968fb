import { MediaCapture } from '@limelight/protocol';

/** Which device to open: a chosen one, any (true) or none (false). */
export type DeviceChoice = boolean | { deviceId: string };

/** What to open: the camera and the microphone, each chosen or left out. */
export interface MediaRequest {
  camera: DeviceChoice;
  microphone: DeviceChoice;
}

/** A camera size to ask for. */
export interface VideoSize {
  width: number;
  height: number;
}

/** spec 000 §9, spec 001 §9: 1920x1080, then 1280x720, then the device alone. */
export const openingSizes: readonly VideoSize[] = MediaCapture.fallbackResolutions;

/** spec 001 §4, §9: switching devices re-acquires 500x500 video, then the usual sizes. */
export const deviceChangeSizes: readonly VideoSize[] = [
  { width: MediaCapture.deviceChangeVideoPx, height: MediaCapture.deviceChangeVideoPx },
  ...openingSizes,
];

function deviceOf(choice: DeviceChoice): MediaTrackConstraints {
  return typeof choice === 'object' ? { deviceId: { exact: choice.deviceId } } : {};
}

/** Microphone constraints: 48 kHz with echo cancellation and noise suppression (spec 000 §9). */
export function microphoneConstraints(choice: DeviceChoice): MediaTrackConstraints | false {
  if (choice === false) return false;
  return {
    ...deviceOf(choice),
    sampleRate: { ideal: MediaCapture.audioSampleRateHz },
    echoCancellation: MediaCapture.echoCancellation,
    noiseSuppression: MediaCapture.noiseSuppression,
  };
}

/**
 * The camera constraints to try in order: each size exactly (a camera that cannot give it answers
 * OverconstrainedError and the next is tried), then the chosen device, or any camera, at whatever size it
 * gives. All at 24 fps (spec 000 §9).
 */
export function cameraAttempts(
  choice: DeviceChoice,
  sizes: readonly VideoSize[],
): (MediaTrackConstraints | false)[] {
  if (choice === false) return [false];
  const base = { ...deviceOf(choice), frameRate: { ideal: MediaCapture.frameRate } };
  return [
    ...sizes.map(({ width, height }) => ({ ...base, width: { exact: width }, height: { exact: height } })),
    base,
  ];
}
