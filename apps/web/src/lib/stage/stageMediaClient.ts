import type { IceServer, StagePeerInfo } from '@limelight/protocol';
import { openDeviceTrack } from '../media/index.ts';
import type { StageCodec } from '../preferences/index.ts';
import { fetchIceServers } from '../peer/index.ts';
import { fetchCastToken, fetchSubTokensV3 } from './castApi.ts';
import type { OwnTracks, TrackKind } from './ownTracks.ts';
import { StagePublisher, type MuteAnnouncer, type PublishFailureKey } from './publisher.ts';
import { startVideoReceiveCheck } from './receiveCheck.ts';
import { StaggeredStarts } from './scheduling.ts';
import {
  emptyStageStreams,
  withAvatar,
  withMicrophone,
  withoutStream,
  withStream,
  withStreamChange,
  type StageStreamsState,
} from './stageStreams.ts';
import { subscribeToStream, type Subscription } from './subscription.ts';

export interface StageMediaOptions {
  /** The event or room of the live page. */
  eventId: string;
  /** The viewer: their own stream shows the local camera and is not subscribed to. */
  selfUserId: string | null;
  announcer: MuteAnnouncer;
  /** The publish failure message of this stage (an event's or a room's). */
  failureKey: PublishFailureKey;
  log?: Pick<Console, 'warn'>;
}

/** A subscription under way or running, until its stream closes. */
interface Receiving {
  subscription: Subscription | null;
  stopCheck?: () => void;
}

/**
 * The stage's media on one live page (spec 001 §4 "Stage publishing and subscribing"): the streams on
 * stage, each subscribed through the SFU (staggered 1 s apart, tokens fetched again when a peer does not
 * connect within 5 s, the video receive check every 1100 ms), and one's own published camera. The page
 * feeds it the pushes (onNewStreamV2, onStreamClosed, onlineMicrophone, onlineAvatar); React reads it with
 * `useSyncExternalStore(subscribe, getSnapshot)`.
 */
export class StageMediaClient {
  #state: StageStreamsState = emptyStageStreams;
  readonly #listeners = new Set<() => void>();
  readonly #receiving = new Map<string, Receiving>();
  readonly #stagger = new StaggeredStarts();
  #iceServers: Promise<IceServer[]> | null = null;
  #publisher: StagePublisher | null = null;
  #isRunning = false;
  readonly #log: Pick<Console, 'warn'>;

  constructor(private readonly options: StageMediaOptions) {
    this.#log = options.log ?? console;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): StageStreamsState => this.#state;

  /** Starts with the streams on stage now (casta/v3/subToken lists them). */
  async start(): Promise<void> {
    this.#isRunning = true;
    try {
      const { streams } = await fetchSubTokensV3(this.options.eventId);
      for (const entry of streams) this.addStream(entry.pubId, entry.peer);
    } catch (error) {
      this.#log.warn('reading the stage streams failed', error);
    }
  }

  /** Ends every subscription and one's own stream (the page is left). */
  stop(): void {
    this.#isRunning = false;
    this.#stagger.cancelAll();
    for (const pubId of [...this.#receiving.keys()]) this.#endReceiving(pubId);
    void this.unpublish();
    this.#set(emptyStageStreams);
  }

  /** A stream came on stage (cya_cast onNewStreamV2): subscribed in the next stagger slot. */
  addStream(pubId: string, peer: StagePeerInfo): void {
    if (!this.#isRunning || this.#state.streams.some((entry) => entry.pubId === pubId)) return;
    const publisher = this.#publisher;
    const isLocal = publisher !== null && peer.userId === this.options.selfUserId;
    this.#set(withStream(this.#state, pubId, peer, isLocal));
    if (isLocal) {
      this.#set(withStreamChange(this.#state, pubId, { stream: publisher.stream }));
      return;
    }
    this.#receiving.set(pubId, { subscription: null });
    this.#stagger.schedule(() => void this.#receive(pubId));
  }

  /** A stream ended (cya_cast onStreamClosed); one's own: publishing is over (spec 001 §4). */
  removeStream(pubId: string, userId: string): void {
    this.#endReceiving(pubId);
    this.#set(withoutStream(this.#state, pubId));
    if (userId === this.options.selfUserId && this.#publisher?.pubId === pubId) {
      this.#publisher.release();
      this.#setPublisher(null);
    }
  }

  /** cya_cast onlineMicrophone. */
  setMicrophone(userId: string, isMuted: boolean): void {
    this.#set(withMicrophone(this.#state, userId, isMuted));
  }

  /** cya_cast onlineAvatar. */
  setAvatar(userId: string, isShowed: boolean): void {
    this.#set(withAvatar(this.#state, userId, isShowed));
  }

  /** Publishes one's camera and microphone; a failure stops the media and throws StagePublishError. */
  async publish(stream: MediaStream, codec: StageCodec): Promise<void> {
    const publisher = new StagePublisher(
      this.options.eventId,
      stream,
      this.options.announcer,
      this.options.failureKey,
    );
    this.#setPublisher(publisher);
    try {
      await publisher.publish(codec);
      // Its senders are known now: the page may offer to switch its devices.
      this.#set({ ...this.#state });
    } catch (error) {
      if (this.#publisher === publisher) this.#setPublisher(null);
      throw error;
    }
  }

  /** One's published microphone and camera, while publishing. */
  get ownTracks(): OwnTracks | null {
    return this.#publisher?.tracks ?? null;
  }

  /** Mutes or unmutes one's own microphone (or camera), for oneself at once and for everyone by the push. */
  async setOwnMuted(kind: TrackKind, isMuted: boolean): Promise<void> {
    const tracks = this.ownTracks;
    if (tracks === null) return;
    this.#setOwnFlag(kind, isMuted);
    await tracks.setMuted(kind, isMuted);
  }

  /**
   * Switches one's own microphone or camera while live (spec 001 §4): the device `deviceId` is opened
   * (video at 500x500 first) and published in place of the old one, which stops (replaceTrack: the same
   * publication, no renegotiation); none (null) mutes that kind. A device that cannot be opened throws a
   * `MediaAccessError` and nothing changes.
   */
  async switchOwnDevice(kind: TrackKind, deviceId: string | null): Promise<void> {
    const tracks = this.ownTracks;
    if (tracks === null || !tracks.canSwitch(kind)) return;
    // navigator.mediaDevices is absent on insecure pages: opening then fails with the spec's device error.
    const mediaDevices = navigator.mediaDevices as MediaDevices | undefined;
    const track = deviceId === null ? null : await openDeviceTrack(mediaDevices, kind, { deviceId });
    if (this.ownTracks !== tracks) return track?.stop();
    try {
      await tracks.replace(kind, track);
    } finally {
      this.#setOwnFlag(kind, tracks.isMuted(kind));
    }
  }

  /** Ends one's own stream (pub/close). */
  async unpublish(): Promise<void> {
    const publisher = this.#publisher;
    this.#setPublisher(null);
    await publisher?.close().catch((error: unknown) => this.#log.warn('closing the stream failed', error));
  }

  async #receive(pubId: string): Promise<void> {
    const { eventId } = this.options;
    try {
      this.#iceServers ??= fetchIceServers({ eventId }, this.#log);
      const token = await fetchCastToken(eventId, 'sub');
      const subscription = await subscribeToStream(eventId, pubId, token, await this.#iceServers);
      const receiving = this.#receiving.get(pubId);
      if (receiving === undefined || !this.#isRunning) return subscription?.pc.close();
      if (subscription === null) return this.#set(withoutStream(this.#state, pubId));
      receiving.subscription = subscription;
      receiving.stopCheck = startVideoReceiveCheck(subscription.pc, (isSignalOK) => {
        const entry = this.#state.streams.find((stream) => stream.pubId === pubId);
        if (entry && entry.isSignalOK !== isSignalOK)
          this.#set(withStreamChange(this.#state, pubId, { isSignalOK }));
      });
      this.#set(withStreamChange(this.#state, pubId, { stream: subscription.stream }));
    } catch (error) {
      this.#log.warn('subscribing to a stage stream failed', pubId, error);
      this.#set(withStreamChange(this.#state, pubId, { isSignalOK: false }));
    }
  }

  #endReceiving(pubId: string): void {
    const receiving = this.#receiving.get(pubId);
    this.#receiving.delete(pubId);
    receiving?.stopCheck?.();
    receiving?.subscription?.pc.close();
  }

  /** One's own mic or camera state, shown at once (everyone else sees it by the push). */
  #setOwnFlag(kind: TrackKind, isMuted: boolean): void {
    const userId = this.options.selfUserId;
    if (userId === null) return;
    if (kind === 'audio') this.setMicrophone(userId, isMuted);
    else this.setAvatar(userId, isMuted);
  }

  #setPublisher(publisher: StagePublisher | null): void {
    this.#publisher = publisher;
    this.#set({ ...this.#state, isPublishing: publisher !== null });
  }

  #set(state: StageStreamsState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}
