import { describe, expect, it } from 'vitest';
import { FakeStream, FakeTrack } from '../media/fakeMediaDevices.ts';
import { OwnTracks, type TrackKind, type TrackSender } from './ownTracks.ts';

/** Test double of an RTCRtpSender: the track it sends, every replaceTrack, and a refusal on demand. */
class FakeSender {
  readonly replaced: (FakeTrack | null)[] = [];
  isRefusing = false;

  constructor(public track: FakeTrack | null) {}

  async replaceTrack(track: FakeTrack | null): Promise<void> {
    if (this.isRefusing) throw new DOMException('fake refusal', 'InvalidModificationError');
    this.replaced.push(track);
    this.track = track;
  }
}

/** A published microphone and camera with their senders; `announced` lists what everyone was told. */
function published() {
  const microphone = new FakeTrack('audio', 'mic-1');
  const camera = new FakeTrack('video', 'cam-1');
  const stream = new FakeStream([microphone, camera]);
  const senders = { audio: new FakeSender(microphone), video: new FakeSender(camera) };
  const announced: [TrackKind, boolean][] = [];
  const tracks = new OwnTracks(stream as unknown as MediaStream, async (kind, isMuted) => {
    announced.push([kind, isMuted]);
  });
  tracks.useSenders(Object.values(senders) as unknown as TrackSender[]);
  return { microphone, camera, stream, senders, announced, tracks };
}

const asTrack = (track: FakeTrack) => track as unknown as MediaStreamTrack;

describe('spec 001 §4: muting toggles the local tracks and tells the cast server', () => {
  it('mutes and unmutes the camera, announcing each', async () => {
    const { camera, microphone, announced, tracks } = published();

    await tracks.setMuted('video', true);
    expect([camera.enabled, microphone.enabled, tracks.isMuted('video')]).toEqual([false, true, true]);
    await tracks.setMuted('video', false);

    expect(camera.enabled).toBe(true);
    expect(announced).toEqual([
      ['video', true],
      ['video', false],
    ]);
  });
});

describe('spec 001 §4: switching devices while live (replaceTrack, the same publication)', () => {
  it('puts the new camera on the sender, then stops the old one; the mic stays', async () => {
    const { camera, microphone, stream, senders, announced, tracks } = published();
    const next = new FakeTrack('video', 'cam-2');

    await tracks.replace('video', asTrack(next));

    expect(senders.video.replaced).toEqual([next]);
    expect(senders.audio.replaced).toEqual([]);
    expect(stream.tracks).toEqual([microphone, next]);
    expect(camera.isStopped).toBe(true);
    expect(next.isStopped).toBe(false);
    expect(announced).toEqual([]);
  });

  it('keeps a muted microphone muted on the new device (nobody hears it by surprise)', async () => {
    const { senders, announced, tracks } = published();
    await tracks.setMuted('audio', true);
    const next = new FakeTrack('audio', 'mic-2');

    await tracks.replace('audio', asTrack(next));

    expect(senders.audio.track).toBe(next);
    expect(next.enabled).toBe(false);
    expect(tracks.isMuted('audio')).toBe(true);
    expect(announced).toEqual([['audio', true]]);
  });

  it('an empty source means that track is muted: no track is sent, the device is released, everyone is told', async () => {
    const { camera, microphone, stream, senders, announced, tracks } = published();

    await tracks.replace('video', null);

    expect(senders.video.replaced).toEqual([null]);
    expect(camera.isStopped).toBe(true);
    expect(stream.tracks).toEqual([microphone]);
    expect(tracks.hasDevice('video')).toBe(false);
    expect(tracks.canSwitch('video')).toBe(true);
    expect(tracks.isMuted('video')).toBe(true);
    expect(announced).toEqual([['video', true]]);
  });

  it('choosing a camera again after none turns it back on', async () => {
    const { senders, announced, tracks } = published();
    await tracks.replace('video', null);
    const next = new FakeTrack('video', 'cam-1');

    await tracks.replace('video', asTrack(next));

    expect(senders.video.replaced).toEqual([null, next]);
    expect(next.enabled).toBe(true);
    expect(tracks.isMuted('video')).toBe(false);
    expect(announced).toEqual([
      ['video', true],
      ['video', false],
    ]);
  });

  it('when the sender refuses the new track, it is stopped and the old one stays', async () => {
    const { camera, microphone, stream, senders, announced, tracks } = published();
    senders.video.isRefusing = true;
    const next = new FakeTrack('video', 'cam-2');

    await expect(tracks.replace('video', asTrack(next))).rejects.toThrow('fake refusal');

    expect(next.isStopped).toBe(true);
    expect(camera.isStopped).toBe(false);
    expect(stream.tracks).toEqual([microphone, camera]);
    expect(announced).toEqual([]);
  });

  it('a kind that was not published cannot be switched (it would need a new negotiation)', async () => {
    const microphone = new FakeTrack('audio', 'mic-1');
    const tracks = new OwnTracks(new FakeStream([microphone]) as unknown as MediaStream, async () => {});
    tracks.useSenders([new FakeSender(microphone)] as unknown as TrackSender[]);
    const camera = new FakeTrack('video', 'cam-1');

    expect(tracks.canSwitch('video')).toBe(false);
    await expect(tracks.replace('video', asTrack(camera))).rejects.toThrow('no video track is published');
    expect(camera.isStopped).toBe(true);
  });

  it('closing resets the mute states (spec 001 §4)', async () => {
    const { tracks } = published();
    await tracks.setMuted('audio', true);
    tracks.reset();
    expect(tracks.isMuted('audio')).toBe(false);
  });
});
