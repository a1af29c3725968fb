import { describe, expect, it } from 'vitest';
import { FakeMediaDevices, FakeStream, FakeTrack, mediaError } from './fakeMediaDevices.ts';
import { openLocalMedia, stopLocalMedia, switchDevice } from './localMedia.ts';
import { MediaAccessError, MediaFailure } from './mediaErrors.ts';

const both = { camera: true, microphone: true };

/** The video size each getUserMedia request asked for, `any` when none. */
function sizesAsked(devices: FakeMediaDevices): string[] {
  return devices.requests.map(({ video }) => {
    if (typeof video !== 'object') return String(video);
    const { width, height } = video;
    return typeof width === 'object' && typeof height === 'object' ? `${width.exact}x${height.exact}` : 'any';
  });
}

async function failureOf(opening: Promise<unknown>): Promise<MediaAccessError> {
  const error: unknown = await opening.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof MediaAccessError))
    throw new Error(`expected a MediaAccessError, got ${String(error)}`);
  return error;
}

const refuseSizes =
  (...sizes: string[]) =>
  (request: MediaStreamConstraints) => {
    const video = request.video;
    const width =
      typeof video === 'object' && typeof video.width === 'object' ? video.width.exact : undefined;
    const height =
      typeof video === 'object' && typeof video.height === 'object' ? video.height.exact : undefined;
    return sizes.includes(`${width}x${height}`) ? mediaError('OverconstrainedError') : null;
  };

describe('spec 000 §9, spec 001 §4: the camera is asked at 1920x1080, then 1280x720, then any size', () => {
  it('asks 1920x1080 first, at 24 fps, with 48 kHz audio, echo cancellation and noise suppression', async () => {
    const devices = new FakeMediaDevices();

    const stream = await openLocalMedia(devices.asMediaDevices(), both);

    expect(sizesAsked(devices)).toEqual(['1920x1080']);
    expect(devices.requests[0]).toEqual({
      audio: { sampleRate: { ideal: 48_000 }, echoCancellation: true, noiseSuppression: true },
      video: { frameRate: { ideal: 24 }, width: { exact: 1920 }, height: { exact: 1080 } },
    });
    expect(stream.getTracks().map((track) => track.kind)).toEqual(['audio', 'video']);
  });

  it('falls back to 1280x720, then to the camera alone, when a size cannot be given', async () => {
    const devices = new FakeMediaDevices();
    devices.refuse = refuseSizes('1920x1080', '1280x720');

    await openLocalMedia(devices.asMediaDevices(), both);

    expect(sizesAsked(devices)).toEqual(['1920x1080', '1280x720', 'any']);
  });

  it('keeps to the chosen device through the fallbacks', async () => {
    const devices = new FakeMediaDevices();
    devices.refuse = refuseSizes('1920x1080');

    await openLocalMedia(devices.asMediaDevices(), { camera: { deviceId: 'cam-2' }, microphone: false });

    expect(devices.requests.map((request) => request.audio)).toEqual([false, false]);
    expect(devices.requests.map(({ video }) => typeof video === 'object' && video.deviceId)).toEqual([
      { exact: 'cam-2' },
      { exact: 'cam-2' },
    ]);
  });

  it('asks once when no camera is wanted', async () => {
    const devices = new FakeMediaDevices();

    await openLocalMedia(devices.asMediaDevices(), { camera: false, microphone: { deviceId: 'mic-1' } });

    expect(sizesAsked(devices)).toEqual(['false']);
    expect(devices.requests[0]?.audio).toMatchObject({ deviceId: { exact: 'mic-1' } });
  });
});

describe('spec 000 §8, spec 001 §8: permission and device errors become the spec messages', () => {
  it.each([
    ['NotAllowedError', both, MediaFailure.Denied, 'enableCameraAndMicrophone'],
    ['NotAllowedError', { camera: true, microphone: false }, MediaFailure.Denied, 'grantCameraAccess'],
    ['NotAllowedError', { camera: false, microphone: true }, MediaFailure.Denied, 'grantMicrophoneAccess'],
    ['SecurityError', both, MediaFailure.Denied, 'enableCameraAndMicrophone'],
    ['NotFoundError', both, MediaFailure.NotFound, 'unableToDetectCamera'],
    ['NotFoundError', { camera: false, microphone: true }, MediaFailure.NotFound, 'deviceError'],
    ['NotReadableError', both, MediaFailure.NotReadable, 'cameraInitFailed'],
    ['TypeError', both, MediaFailure.Failed, 'deviceError'],
  ] as const)('%s asking %o: %s, messages.%s', async (name, request, failure, messageKey) => {
    const devices = new FakeMediaDevices();
    devices.refuse = () => mediaError(name);

    const error = await failureOf(openLocalMedia(devices.asMediaDevices(), request));

    expect(error.failure).toBe(failure);
    expect(error.messageKey).toBe(messageKey);
    expect((error.cause as DOMException).name).toBe(name);
  });

  it('does not ask again after a refusal: the person said no', async () => {
    const devices = new FakeMediaDevices();
    devices.refuse = () => mediaError('NotAllowedError');

    await failureOf(openLocalMedia(devices.asMediaDevices(), both));

    expect(devices.requests).toHaveLength(1);
  });

  it('reports a chosen camera that is gone as not detected, after every fallback', async () => {
    const devices = new FakeMediaDevices();
    devices.refuse = () => mediaError('OverconstrainedError');

    const error = await failureOf(
      openLocalMedia(devices.asMediaDevices(), { camera: { deviceId: 'gone' }, microphone: true }),
    );

    expect(devices.requests).toHaveLength(3);
    expect(error.messageKey).toBe('unableToDetectCamera');
  });

  it('reports a page without capture (insecure, old browser) as a device error', async () => {
    const error = await failureOf(openLocalMedia(undefined, both));

    expect(error.failure).toBe(MediaFailure.Unsupported);
    expect(error.messageKey).toBe('deviceError');
  });
});

describe('spec 001 §4: switching devices re-acquires media, video at 500x500 first', () => {
  it('replaces the camera track in the stream, keeps it muted, and stops the old one', async () => {
    const devices = new FakeMediaDevices();
    devices.refuse = refuseSizes('500x500');
    const oldCamera = new FakeTrack('video', 'cam-1');
    oldCamera.enabled = false;
    const microphone = new FakeTrack('audio', 'mic-1');
    const stream = new FakeStream([microphone, oldCamera]);

    const track = await switchDevice(
      devices.asMediaDevices(),
      stream as unknown as MediaStream,
      'video',
      'cam-2',
    );

    expect(sizesAsked(devices)).toEqual(['500x500', '1920x1080']);
    expect(stream.tracks).toEqual([microphone, track]);
    expect(track).toMatchObject({ kind: 'video', deviceId: 'cam-2', enabled: false });
    expect(oldCamera.isStopped).toBe(true);
    expect(microphone.isStopped).toBe(false);
  });

  it('leaves the stream as it was when the new device cannot be opened', async () => {
    const devices = new FakeMediaDevices();
    devices.refuse = () => mediaError('NotReadableError');
    const microphone = new FakeTrack('audio', 'mic-1');
    const stream = new FakeStream([microphone]);

    const error = await failureOf(
      switchDevice(devices.asMediaDevices(), stream as unknown as MediaStream, 'audio', 'mic-2'),
    );

    expect(error.messageKey).toBe('deviceError');
    expect(stream.tracks).toEqual([microphone]);
    expect(microphone.isStopped).toBe(false);
  });
});

describe('cleanup', () => {
  it('stops every track of the stream', async () => {
    const devices = new FakeMediaDevices();
    const stream = await openLocalMedia(devices.asMediaDevices(), both);

    stopLocalMedia(stream);
    stopLocalMedia(null);

    expect((stream as unknown as FakeStream).tracks.every((track) => track.isStopped)).toBe(true);
  });
});
