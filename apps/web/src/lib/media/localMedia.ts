import {
  cameraAttempts,
  deviceChangeSizes,
  microphoneConstraints,
  openingSizes,
  type MediaRequest,
  type VideoSize,
} from './captureConstraints.ts';
import { MediaAccessError, MediaFailure, mediaErrorName } from './mediaErrors.ts';

/** The part of `navigator.mediaDevices` this module uses; a fake in tests. */
export type MediaDevicesLike = Pick<
  MediaDevices,
  'getUserMedia' | 'enumerateDevices' | 'addEventListener' | 'removeEventListener'
>;

// A size the camera cannot give (some browsers answer NotReadableError instead): the next size is tried.
const sizeRefusals = new Set(['OverconstrainedError', 'ConstraintNotSatisfiedError', 'NotReadableError']);

/**
 * Opens the camera and/or the microphone with the spec's capture settings and fallbacks (spec 000 §9,
 * spec 001 §4: 1920x1080, then 1280x720, then the device alone). A refusal or a missing device throws a
 * `MediaAccessError` whose `messageKey` is the spec's message; `mediaDevices` is absent on insecure pages.
 */
export async function openLocalMedia(
  mediaDevices: MediaDevicesLike | undefined,
  request: MediaRequest,
  sizes: readonly VideoSize[] = openingSizes,
): Promise<MediaStream> {
  if (mediaDevices === undefined) throw new MediaAccessError(MediaFailure.Unsupported, request);
  const audio = microphoneConstraints(request.microphone);
  let lastError: unknown;
  for (const video of cameraAttempts(request.camera, sizes)) {
    try {
      return await mediaDevices.getUserMedia({ audio, video });
    } catch (error) {
      lastError = error;
      if (video === false || !sizeRefusals.has(mediaErrorName(error) ?? '')) break;
    }
  }
  throw MediaAccessError.of(lastError, request);
}

/**
 * Opens one device for a switch (spec 001 §4: re-acquired, video at 500x500 first): a chosen device, or any
 * of that kind (true). Answers its track; a refusal or a missing device throws a `MediaAccessError`.
 */
export async function openDeviceTrack(
  mediaDevices: MediaDevicesLike | undefined,
  kind: 'audio' | 'video',
  choice: true | { deviceId: string },
): Promise<MediaStreamTrack> {
  const request =
    kind === 'video' ? { camera: choice, microphone: false } : { camera: false, microphone: choice };
  const opened = await openLocalMedia(mediaDevices, request, deviceChangeSizes);
  const [track] = opened.getTracks();
  if (track === undefined) throw new MediaAccessError(MediaFailure.NotFound, request);
  return track;
}

/** Puts `track` (or none) in `stream` in place of its tracks of `kind`, which are stopped. */
export function replaceStreamTrack(
  stream: MediaStream,
  kind: 'audio' | 'video',
  track: MediaStreamTrack | null,
): void {
  for (const old of stream.getTracks().filter((other) => other.kind === kind)) {
    old.stop();
    stream.removeTrack(old);
  }
  if (track) stream.addTrack(track);
}

/**
 * Switches the camera or the microphone of `stream` to another device (`openDeviceTrack`): the new track
 * replaces the old one in the stream, keeps its mute state, and the old one is stopped. Answers the new track.
 */
export async function switchDevice(
  mediaDevices: MediaDevicesLike | undefined,
  stream: MediaStream,
  kind: 'audio' | 'video',
  deviceId: string,
): Promise<MediaStreamTrack> {
  const track = await openDeviceTrack(mediaDevices, kind, { deviceId });
  const old = stream.getTracks().find((other) => other.kind === kind);
  if (old) track.enabled = old.enabled;
  replaceStreamTrack(stream, kind, track);
  return track;
}

/** Stops every track of the stream: the camera light goes off, the devices are released. */
export function stopLocalMedia(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
