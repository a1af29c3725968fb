import { ScreenShare, type IceServer, type ScreenShareEntry } from '@limelight/protocol';
import { stopLocalMedia } from '../media/index.ts';
import type { StageCodec } from '../preferences/index.ts';
import {
  acceptScreenShare,
  closePublisher,
  fetchCastToken,
  fetchScreenShares,
  rejectScreenShare,
} from './castApi.ts';
import { createPeerConnection, fetchIceServers } from '../peer/index.ts';
import { negotiatePublication } from './publication.ts';
import { startVideoReceiveCheck } from './receiveCheck.ts';
import { realTimers, type Timers } from './scheduling.ts';
import {
  emptyScreenShare,
  withoutShare,
  withRequest,
  withShare,
  withShareChange,
  type OwnShareStatus,
  type ScreenShareView,
} from './screenShareState.ts';
import { subscribeToStream } from './subscription.ts';

export interface ScreenShareOptions {
  /** The room of the live page. */
  eventId: string;
  selfUserId: string | null;
  /** A moderator declined one's share (cya_cast screenShareAnswer isAccepted false). */
  onDeclined?: () => void;
  log?: Pick<Console, 'warn'>;
  timers?: Timers;
}

/** One's own capture while it is published. */
interface OwnShare {
  stream: MediaStream;
  pc: RTCPeerConnection | null;
  pubId: string | null;
}

/** The share being received. */
interface Viewing {
  shareId: string;
  timer?: ReturnType<typeof setTimeout>;
  pc?: RTCPeerConnection;
  stopCheck?: () => void;
}

/**
 * A room's screen sharing on one live page (spec 001 §3 screen share, §4, §5; docs/decisions/screen-share.md):
 * the share that goes out, received through the SFU by everyone (up to 50 viewers); one's own share
 * (published with kind 'screen': a moderator's goes out at once, anyone else's waits for a moderator);
 * and for moderators the requests to accept or reject. The page feeds it the pushes (screenShareUpdate,
 * onStreamClosed, screenShareRequest, screenShareAnswer); React reads it with useSyncExternalStore.
 */
export class ScreenShareClient {
  #state: ScreenShareView = emptyScreenShare;
  readonly #listeners = new Set<() => void>();
  #own: OwnShare | null = null;
  #viewing: Viewing | null = null;
  #iceServers: Promise<IceServer[]> | null = null;
  #isRunning = false;
  readonly #log: Pick<Console, 'warn'>;
  readonly #timers: Timers;

  constructor(private readonly options: ScreenShareOptions) {
    this.#log = options.log ?? console;
    this.#timers = options.timers ?? realTimers;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): ScreenShareView => this.#state;

  /** Starts with the room's shares now (publishList: the one going out, and moderators' requests). */
  async start(): Promise<void> {
    this.#isRunning = true;
    let entries: ScreenShareEntry[] = [];
    try {
      entries = await fetchScreenShares(this.options.eventId);
    } catch (error) {
      this.#log.warn('reading the screen shares failed', error);
    }
    if (!this.#isRunning) return;
    for (const entry of entries)
      if (entry.status === 'pending') this.requested(entry.shareId, entry.ownerId);
      else if (entry.status === 'accepted') this.#show(entry.shareId, entry.ownerId, 0);
  }

  /** Ends the share received and one's own (the page is left). */
  stop(): void {
    this.#isRunning = false;
    this.#endViewing();
    void this.stopSharing();
    this.#set(emptyScreenShare);
  }

  /**
   * cya_cast screenShareUpdate: the room's share went out (or none). Its video opens after the spec's
   * delay (spec 001 §9 "screen-share answer video open delay: 3 s"), the sharer's media settling first.
   */
  updated(share: { shareId: string; ownerId: string } | null): void {
    if (share === null) {
      this.#endViewing();
      this.#set({ ...this.#state, share: null });
      return;
    }
    this.#show(share.shareId, share.ownerId, ScreenShare.answerVideoOpenDelayMs);
  }

  /** cya_cast onStreamClosed: a share (or a request, or one's own) ended. */
  closed(pubId: string): void {
    if (this.#viewing?.shareId === pubId) this.#endViewing();
    if (this.#own !== null && this.#own.pubId === pubId) this.#releaseOwn();
    this.#set(withoutShare(this.#state, pubId));
  }

  /** cya_cast screenShareRequest (moderators): someone asks to share their screen. */
  requested(shareId: string, ownerId: string): void {
    if (!this.#isRunning || ownerId === this.options.selfUserId) return;
    this.#set(withRequest(this.#state, { shareId, ownerId }));
  }

  /** cya_cast screenShareAnswer: a moderator's answer to one's own share. */
  answered(shareId: string, isAccepted: boolean): void {
    if (this.#own === null || this.#own.pubId !== shareId) return;
    if (isAccepted) {
      this.#setOwn('sharing');
      return;
    }
    this.#releaseOwn();
    this.options.onDeclined?.();
  }

  /**
   * Publishes a captured screen (kind 'screen'); the browser's own "Stop sharing" ends it too. Answers
   * whether it goes out at once or waits for a moderator; throws what failed (the capture is stopped).
   */
  async share(stream: MediaStream, codec: StageCodec): Promise<OwnShareStatus> {
    if (this.#own !== null) await this.stopSharing();
    const own: OwnShare = { stream, pc: null, pubId: null };
    this.#own = own;
    this.#setOwn('starting');
    for (const track of stream.getVideoTracks())
      track.addEventListener('ended', () => {
        if (this.#own === own) void this.stopSharing();
      });
    try {
      const pc = createPeerConnection(await this.#iceServersOnce());
      own.pc = pc;
      const answer = await negotiatePublication(pc, this.options.eventId, stream, { kind: 'screen', codec });
      if (this.#own !== own) {
        // Stopped while it was being published: the server's session ends too.
        pc.close();
        await closePublisher(this.options.eventId, answer.pubId);
        return 'none';
      }
      own.pubId = answer.pubId;
      const status = answer.shareStatus === 'pending' ? 'pending' : 'sharing';
      if (this.#state.own === 'starting') this.#setOwn(status);
      return this.#state.own;
    } catch (error) {
      if (this.#own === own) this.#releaseOwn();
      else stopLocalMedia(stream);
      throw error;
    }
  }

  /** Stops one's own share (pub/close): everyone's tile goes with the close notice. */
  async stopSharing(): Promise<void> {
    const own = this.#own;
    if (own === null) return;
    this.#releaseOwn();
    if (own.pubId !== null)
      await closePublisher(this.options.eventId, own.pubId).catch((error: unknown) =>
        this.#log.warn('closing the screen share failed', error),
      );
  }

  /** A moderator lets a request go out; the request leaves the list whatever the answer. */
  async accept(shareId: string): Promise<void> {
    this.#set(withoutShare(this.#state, shareId));
    await acceptScreenShare(this.options.eventId, shareId);
  }

  /** A moderator refuses a request, or stops a share going out. */
  async reject(shareId: string): Promise<void> {
    this.#set(withoutShare(this.#state, shareId));
    await rejectScreenShare(this.options.eventId, shareId);
  }

  #iceServersOnce(): Promise<IceServer[]> {
    this.#iceServers ??= fetchIceServers({ eventId: this.options.eventId }, this.#log);
    return this.#iceServers;
  }

  /** Shows a share: one's own capture, or the received screen after `delayMs`. */
  #show(shareId: string, ownerId: string, delayMs: number): void {
    if (!this.#isRunning || this.#state.share?.shareId === shareId) return;
    this.#endViewing();
    const own = ownerId === this.options.selfUserId ? this.#own : null;
    if (own !== null) {
      this.#set(
        withShare(this.#state, { shareId, ownerId, stream: own.stream, isLocal: true, isSignalOK: true }),
      );
      this.#setOwn('sharing');
      return;
    }
    this.#set(withShare(this.#state, { shareId, ownerId, stream: null, isLocal: false, isSignalOK: true }));
    const viewing: Viewing = { shareId };
    this.#viewing = viewing;
    viewing.timer = this.#timers.setTimeout(() => void this.#receive(viewing), delayMs);
  }

  async #receive(viewing: Viewing): Promise<void> {
    const { eventId } = this.options;
    const { shareId } = viewing;
    try {
      const token = await fetchCastToken(eventId, 'sub');
      const subscription = await subscribeToStream(
        eventId,
        shareId,
        token,
        await this.#iceServersOnce(),
        'screen',
      );
      if (this.#viewing !== viewing) return subscription?.pc.close();
      if (subscription === null) return this.#set(withoutShare(this.#state, shareId));
      viewing.pc = subscription.pc;
      viewing.stopCheck = startVideoReceiveCheck(subscription.pc, (isSignalOK) => {
        if (this.#state.share?.isSignalOK !== isSignalOK)
          this.#set(withShareChange(this.#state, shareId, { isSignalOK }));
      });
      this.#set(withShareChange(this.#state, shareId, { stream: subscription.stream }));
    } catch (error) {
      this.#log.warn('receiving the screen share failed', shareId, error);
      if (this.#viewing === viewing) this.#set(withShareChange(this.#state, shareId, { isSignalOK: false }));
    }
  }

  #endViewing(): void {
    const viewing = this.#viewing;
    this.#viewing = null;
    if (viewing === null) return;
    if (viewing.timer !== undefined) this.#timers.clearTimeout(viewing.timer);
    viewing.stopCheck?.();
    viewing.pc?.close();
  }

  #releaseOwn(): void {
    const own = this.#own;
    this.#own = null;
    if (own === null) return;
    own.pc?.close();
    stopLocalMedia(own.stream);
    const share = this.#state.share;
    this.#set({ ...this.#state, own: 'none', share: share?.isLocal ? null : share });
  }

  #setOwn(own: OwnShareStatus): void {
    this.#set({ ...this.#state, own });
  }

  #set(state: ScreenShareView): void {
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}
