import {
  AppKey,
  FriendCommand,
  Meet,
  MeetCommand,
  MeetStatus,
  NotificationCommand,
  meetStatusAfter,
  type IceServer,
  type MeetChatMessage,
  type MeetEvent,
  type MeetLanguage,
  type MeetMatch,
  type MeetQueueAnswer,
  type MessageKey,
} from '@limelight/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { FriendSession } from '../../lib/live/index.ts';
import type { PeerLinkOptions } from '../../lib/peer/index.ts';
import type { MeetApi } from './meetApi.ts';

/** What the meet page shows. */
export interface MeetView {
  status: MeetStatus;
  /** A start-blocking message (spec 001 §5): no camera or microphone, or no socket. */
  blockingMessage: MessageKey | null;
  match: MeetMatch | null;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  chat: MeetChatMessage[];
  isChatOpen: boolean;
  /** The stranger sent the caller a friend request during this meeting. */
  hasFriendRequest: boolean;
  isShownByMe: boolean;
  isShownByStranger: boolean;
}

/** The part of a PeerLink the meet drives (lib/peer). */
export interface MeetLink {
  readonly state: RTCIceConnectionState;
  offer(): Promise<void>;
  receiveDescription(description: { type: 'offer' | 'answer'; sdp: string }): Promise<void>;
  receiveCandidate(candidate: RTCIceCandidateInit): Promise<void>;
  close(): void;
}

export interface MeetSessionDeps {
  api: MeetApi;
  /** The friend socket, where the meet's pushes arrive. */
  frames: Pick<FriendSession, 'on'>;
  /** Whether the friend socket is live, waiting a little for one still connecting (a page just opened). */
  isSocketLive(): Promise<boolean>;
  /** Camera and microphone, 1920x1080 → 1280x720 → any (lib/media). */
  openMedia(): Promise<MediaStream>;
  stopMedia(stream: MediaStream | null): void;
  loadIceServers(): Promise<IceServer[]>;
  createLink(options: PeerLinkOptions): MeetLink;
  language: MeetLanguage;
  log: Pick<Console, 'warn'>;
}

const initialView: MeetView = {
  status: MeetStatus.Idle,
  blockingMessage: null,
  match: null,
  localStream: null,
  remoteStream: null,
  chat: [],
  isChatOpen: false,
  hasFriendRequest: false,
  isShownByMe: false,
  isShownByStranger: false,
};

const meetingReset = {
  match: null,
  remoteStream: null,
  chat: [],
  isChatOpen: false,
  hasFriendRequest: false,
  isShownByMe: false,
  isShownByStranger: false,
} satisfies Partial<MeetView>;

/**
 * One random meeting page (spec 001 §4 "Random one-to-one meeting"): start (camera, microphone, socket),
 * the queue, one PeerLink per stranger (the joiner offers), the 5 s connection check, next, a stranger's
 * next or leave, stop; chat, the blur consent and friend requests of the meeting. The view is a store.
 */
export class MeetSession {
  readonly view: StoreApi<MeetView> = createStore<MeetView>()(() => initialView);
  readonly #deps: MeetSessionDeps;
  #iceServers: IceServer[] = [];
  #link: MeetLink | null = null;
  #checkTimer: ReturnType<typeof setTimeout> | undefined;
  /** The stranger's video has shown a frame in this meeting (issue 22: "Connected!" waits for it). */
  #hasFirstFrame = false;
  #offFrames: (() => void)[] = [];

  constructor(deps: MeetSessionDeps) {
    this.#deps = deps;
  }

  get #state(): MeetView {
    return this.view.getState();
  }

  #move(event: MeetEvent): void {
    this.view.setState({ status: meetStatusAfter(this.#state.status, event) });
  }

  #isCurrent(key: string): boolean {
    return this.#state.match?.key === key;
  }

  /** Start: needs a camera, a microphone and the socket (spec 001 §4, §5), then joins the queue. */
  async start(): Promise<void> {
    if (this.#state.status !== MeetStatus.Idle) return;
    let stream: MediaStream;
    try {
      stream = await this.#deps.openMedia();
    } catch (error) {
      // spec 001 §8: meet camera failures are logged only; the meet does not become ready.
      this.#deps.log.warn('meet camera failed', error);
      this.view.setState({ blockingMessage: 'meetCameraRequired' });
      return;
    }
    if (!(await this.#deps.isSocketLive())) {
      this.#deps.stopMedia(stream);
      this.view.setState({ blockingMessage: 'meetSocketMissing' });
      return;
    }
    this.#iceServers = await this.#deps.loadIceServers();
    this.view.setState({ localStream: stream, blockingMessage: null });
    this.#move('start');
    this.#listen();
    await this.#queue(() => this.#deps.api.joinQueue(this.#deps.language));
  }

  /** Next: this meeting ends for both and both are queued again. */
  async next(): Promise<void> {
    const { match } = this.#state;
    if (!match) return;
    this.#endMeeting();
    await this.#queue(() => this.#deps.api.nextCall(match.strangerId));
  }

  /** Stop: leaves the queue and the meeting (the stranger hears of it) and resets. */
  async stop(): Promise<void> {
    this.#endMeeting();
    for (const off of this.#offFrames.splice(0)) off();
    this.#deps.stopMedia(this.#state.localStream);
    this.view.setState({ ...initialView });
    await this.#deps.api
      .leaveQueue()
      .catch((error: unknown) => this.#deps.log.warn('leaveQueue failed', error));
  }

  /** "Show": the caller agrees to be seen unblurred; the video unblurs once both did. */
  async show(): Promise<void> {
    const { match } = this.#state;
    if (!match) return;
    const answer = await this.#deps.api.showVideo(match.strangerId);
    if (this.#isCurrent(match.key)) this.view.setState(answer);
  }

  /**
   * The page showed the stranger's first video frame: "Connected!" (spec 001 §4 CONNECTED) from now, not
   * when ICE connects, which comes seconds before anything is seen. Later ICE recoveries of the same
   * meeting show it at once.
   */
  noteFirstFrame(): void {
    if (this.#state.match === null || this.#hasFirstFrame) return;
    this.#hasFirstFrame = true;
    this.#move('peerConnected');
  }

  /** A chat message the caller sent (its push may come first: each message is kept once). */
  addChat(message: MeetChatMessage): void {
    if (!this.#isCurrent(message.key)) return;
    const { chat } = this.#state;
    if (!chat.some((known) => known.id === message.id)) this.view.setState({ chat: [...chat, message] });
  }

  /** Reloads whether chat is open (after a friend request is answered) and the meeting's messages. */
  async reloadChat(): Promise<void> {
    const key = this.#state.match?.key;
    if (!key) return;
    try {
      const feed = await this.#deps.api.chatFeed();
      if (this.#isCurrent(key) && feed.key === key)
        this.view.setState({ isChatOpen: feed.isChatOpen, chat: feed.list });
    } catch (error) {
      this.#deps.log.warn('meet chat not loaded', error);
    }
  }

  /** After reporting the stranger (the server ended the meeting and blocked them): on to the next one. */
  async reported(): Promise<void> {
    if (!this.#state.match) return;
    this.#endMeeting();
    await this.#queue(() => this.#deps.api.joinQueue(this.#deps.language));
  }

  /** The page goes away: as stop, without waiting. */
  dispose(): void {
    void this.stop();
  }

  async #queue(call: () => Promise<MeetQueueAnswer>): Promise<void> {
    try {
      const { match } = await call();
      if (this.#state.status === MeetStatus.Idle) return;
      // A push may have matched the caller while the answer travelled.
      if (match) this.#meet(match);
      else if (!this.#state.match) this.#move('queued');
    } catch (error) {
      this.#deps.log.warn('meet queue call failed', error);
    }
  }

  #listen(): void {
    const { frames } = this.#deps;
    this.#offFrames.push(
      frames.on(AppKey.Meet, MeetCommand.MatchFound, ({ payload }) => this.#meet(payload)),
      frames.on(AppKey.Meet, MeetCommand.StrangerLeft, ({ payload }) => {
        if (!this.#isCurrent(payload.key)) return;
        this.#endMeeting();
        // spec 001 §4: a peer's next-call or leave cleans up and rejoins the queue.
        if (payload.requeued) this.#move('queued');
        else void this.#queue(() => this.#deps.api.joinQueue(this.#deps.language));
      }),
      frames.on(AppKey.Meet, MeetCommand.Sdp, ({ payload }) => {
        const { type, sdp } = payload.info;
        if (!this.#isCurrent(payload.key) || (type !== 'offer' && type !== 'answer')) return;
        this.#link
          ?.receiveDescription({ type, sdp })
          .catch((error: unknown) => this.#deps.log.warn('sdp', error));
      }),
      frames.on(AppKey.Meet, MeetCommand.Ice, ({ payload }) => {
        if (!this.#isCurrent(payload.key)) return;
        this.#link
          ?.receiveCandidate(payload.info)
          .catch((error: unknown) => this.#deps.log.warn('ice', error));
      }),
      frames.on(AppKey.Meet, MeetCommand.Chat, ({ payload }) => this.addChat(payload)),
      frames.on(AppKey.Meet, MeetCommand.ShowVideo, ({ payload }) => {
        if (this.#isCurrent(payload.key)) this.view.setState({ isShownByStranger: true });
      }),
      frames.on(AppKey.Notification, NotificationCommand.FriendRequest, ({ payload }) => {
        if (payload.from.userId === this.#state.match?.strangerId)
          this.view.setState({ hasFriendRequest: true });
      }),
      frames.on(AppKey.Friend, FriendCommand.UpdateFriendListAndChatList, () => void this.reloadChat()),
    );
  }

  /** A stranger found (or the same meeting renegotiated): one PeerLink, the joiner offering. */
  #meet(match: MeetMatch): void {
    if (this.#state.status === MeetStatus.Idle || (this.#isCurrent(match.key) && this.#link)) return;
    this.#endMeeting();
    this.view.setState({ ...meetingReset, match });
    this.#move('matched');
    const { api, log } = this.#deps;
    const { key, strangerId } = match;
    const link = this.#deps.createLink({
      iceServers: this.#iceServers,
      localStream: this.#state.localStream,
      signal: {
        description: (info) => api.sendSdp({ toId: strangerId, info, fromJoin: match.isSendOffer }),
        candidate: (candidate) =>
          api.sendIce({ toId: strangerId, info: { ...candidate, candidate: candidate.candidate ?? '' } }),
      },
      onRemoteStream: (stream) => {
        if (this.#isCurrent(key)) this.view.setState({ remoteStream: stream });
      },
      onStateChange: (state) => {
        if (!this.#isCurrent(key)) return;
        if (state === 'connected' || state === 'completed') {
          if (this.#hasFirstFrame) this.#move('peerConnected');
        } else if (state === 'disconnected') this.#move('peerLost');
      },
      // spec 001 §4: disconnected for 5 s, or failed, moves to the next call.
      onEnd: () => {
        if (this.#isCurrent(key)) void this.next();
      },
    });
    this.#link = link;
    if (match.isSendOffer) link.offer().catch((error: unknown) => log.warn('meet offer failed', error));
    // spec 001 §4, §9: not established after 5 s (or ICE stuck at new): on to the next stranger.
    this.#checkTimer = setTimeout(() => {
      if (this.#isCurrent(key) && link.state !== 'connected' && link.state !== 'completed') void this.next();
    }, Meet.connectionCheckMs);
    void this.reloadChat();
  }

  #endMeeting(): void {
    clearTimeout(this.#checkTimer);
    this.#hasFirstFrame = false;
    this.#link?.close();
    this.#link = null;
    this.view.setState(meetingReset);
  }
}
