import type { MediaDevicesLike } from './localMedia.ts';

/** Test double of a MediaStreamTrack: its kind, device, mute state and whether it was stopped. */
export class FakeTrack {
  enabled = true;
  isStopped = false;

  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId: string,
  ) {}

  stop(): void {
    this.isStopped = true;
  }
}

/** Test double of a MediaStream holding fake tracks. */
export class FakeStream {
  constructor(readonly tracks: FakeTrack[]) {}

  getTracks(): FakeTrack[] {
    return [...this.tracks];
  }

  addTrack(track: FakeTrack): void {
    this.tracks.push(track);
  }

  removeTrack(track: FakeTrack): void {
    this.tracks.splice(this.tracks.indexOf(track), 1);
  }
}

/** A media error as browsers throw it (a DOMException by name). */
export const mediaError = (name: string) => new DOMException(`fake ${name}`, name);

type Constraint = MediaTrackConstraints | boolean | undefined;

/**
 * Test double of `navigator.mediaDevices`: records every getUserMedia request, answers with fake tracks or
 * with the error `refuse` picks for the request, and fires `devicechange` on demand.
 */
export class FakeMediaDevices extends EventTarget {
  readonly requests: MediaStreamConstraints[] = [];
  devices: Pick<MediaDeviceInfo, 'deviceId' | 'kind' | 'label' | 'groupId'>[] = [];
  refuse: (request: MediaStreamConstraints) => DOMException | null = () => null;

  async getUserMedia(request: MediaStreamConstraints = {}): Promise<FakeStream> {
    this.requests.push(request);
    const error = this.refuse(request);
    if (error) throw error;
    const tracks = [...this.#trackOf('audio', request.audio), ...this.#trackOf('video', request.video)];
    return new FakeStream(tracks);
  }

  async enumerateDevices(): Promise<MediaDeviceInfo[]> {
    return this.devices.map((device) => ({ ...device, toJSON: () => device }));
  }

  /** As `navigator.mediaDevices`: the fakes stand in for MediaStream and its tracks. */
  asMediaDevices(): MediaDevicesLike {
    return this as unknown as MediaDevicesLike;
  }

  #trackOf(kind: 'audio' | 'video', constraint: Constraint): FakeTrack[] {
    if (!constraint) return [];
    const deviceId = typeof constraint === 'object' ? constraint.deviceId : undefined;
    const exact = typeof deviceId === 'object' && !Array.isArray(deviceId) ? deviceId.exact : deviceId;
    return [new FakeTrack(kind, typeof exact === 'string' ? exact : `default-${kind}`)];
  }
}
