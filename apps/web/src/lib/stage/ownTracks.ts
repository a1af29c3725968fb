import { replaceStreamTrack } from '../media/index.ts';

/** A published track's kind: the microphone or the camera. */
export type TrackKind = 'audio' | 'video';

/** The part of an RTCRtpSender the switch uses: its track, and putting another in its place. */
export type TrackSender = Pick<RTCRtpSender, 'track' | 'replaceTrack'>;

/**
 * One's published microphone and camera (spec 001 §4 "Stage publishing"): their mute states and the peer
 * connection's senders. Muting toggles the local tracks and tells everyone. A device switch puts the new
 * track on the sender with `replaceTrack` (no renegotiation: the same publication) and stops the old one,
 * keeping the mute state; no device ("an empty source") leaves the sender without a track and mutes that
 * kind, and choosing a device again turns it back on.
 */
export class OwnTracks {
  readonly #isMuted: Record<TrackKind, boolean> = { audio: false, video: false };
  #senders = new Map<TrackKind, TrackSender>();

  constructor(
    readonly stream: MediaStream,
    private readonly announce: (kind: TrackKind, isMuted: boolean) => Promise<void>,
  ) {}

  /** Keeps the sender of each published track (after the negotiation). */
  useSenders(senders: readonly TrackSender[]): void {
    this.#senders = new Map(
      senders.flatMap((sender) => {
        const kind = sender.track?.kind;
        return kind === 'audio' || kind === 'video' ? [[kind, sender] as const] : [];
      }),
    );
  }

  isMuted(kind: TrackKind): boolean {
    return this.#isMuted[kind];
  }

  /** Whether `kind` was published, so that its device can be switched. */
  canSwitch(kind: TrackKind): boolean {
    return this.#senders.has(kind);
  }

  /** Whether a device of `kind` is open (not switched to none). */
  hasDevice(kind: TrackKind): boolean {
    return this.stream.getTracks().some((track) => track.kind === kind);
  }

  /** Mutes or unmutes `kind`: the local tracks, and the state everyone sees. */
  async setMuted(kind: TrackKind, isMuted: boolean): Promise<void> {
    this.#isMuted[kind] = isMuted;
    for (const track of this.stream.getTracks()) if (track.kind === kind) track.enabled = !isMuted;
    await this.announce(kind, isMuted);
  }

  /**
   * Publishes `track` (a device just opened) or none in place of the current one of `kind`. When the
   * sender refuses it, `track` is stopped and the old one stays.
   */
  async replace(kind: TrackKind, track: MediaStreamTrack | null): Promise<void> {
    const sender = this.#senders.get(kind);
    if (sender === undefined) {
      track?.stop();
      throw new Error(`no ${kind} track is published`);
    }
    const wasNone = !this.hasDevice(kind);
    if (track) track.enabled = wasNone || !this.#isMuted[kind];
    try {
      await sender.replaceTrack(track);
    } catch (error) {
      track?.stop();
      throw error;
    }
    replaceStreamTrack(this.stream, kind, track);
    if (track === null) await this.setMuted(kind, true);
    else if (wasNone) await this.setMuted(kind, false);
  }

  /** Forgets the mute states (closing resets them, spec 001 §4). */
  reset(): void {
    this.#isMuted.audio = false;
    this.#isMuted.video = false;
  }
}
