import {
  AppKey,
  FriendCommand,
  clientFrameOf,
  parseServerFrame,
  type AnyServerFrame,
  type ServerCommand,
  type SocketMessage,
} from '@limelight/protocol';
import { ANY, RealtimeSocket, friendSocketPolicy, type RealtimeSocketOptions } from '../socket/index.ts';
import { MessageRouter } from '../socket/messageRouter.ts';
import type { LiveFrameHandler } from './liveSession.ts';
import { LiveConnection, statusOfClose, statusOfOpenSocket, type LiveStatus } from './liveStatus.ts';
import { RoomFrameOrder } from './roomFrameOrder.ts';

/** What the friend session needs: the socket's dependencies and where the person's inbox stands. */
export interface FriendSessionOptions extends Omit<RealtimeSocketOptions, 'onStateChange' | 'policy'> {
  /** The person's inbox seq now (`getChatList`'s `seq`): chat frames continue after it. */
  loadInboxSeq: () => Promise<number>;
}

const isChatFrame = (
  frame: AnyServerFrame,
): frame is Extract<
  AnyServerFrame,
  { command: typeof FriendCommand.FriendChat | typeof FriendCommand.GroupChat }
> =>
  frame.appKey === AppKey.Friend &&
  (frame.command === FriendCommand.FriendChat || frame.command === FriendCommand.GroupChat);

/**
 * The member's friend socket (spec 000 §9; docs/decisions/friends-web.md): friend and group messages
 * applied exactly once in the order of the person's inbox `seq`, `chatResume` after every reconnect and on
 * a gap, `chatResync` restarting the order; every other friend and notification frame passed on as it comes.
 */
export class FriendSession {
  readonly #options: Required<Pick<FriendSessionOptions, 'log'>> & FriendSessionOptions;
  readonly #handlers: MessageRouter<AnyServerFrame>;
  readonly #order = new RoomFrameOrder<AnyServerFrame>(null);
  readonly #statusListeners = new Set<() => void>();
  #status: LiveStatus = { connection: LiveConnection.Connecting };
  #socket: RealtimeSocket | null = null;
  #resumeSent = false;

  constructor(options: FriendSessionOptions) {
    this.#options = { ...options, log: options.log ?? console };
    this.#handlers = new MessageRouter(this.#options.log);
  }

  /** The inbox seq of the last chat frame applied, or null before the start seq is known. */
  get lastSeq(): number | null {
    return this.#order.lastSeq;
  }

  readonly getStatus = (): LiveStatus => this.#status;

  readonly subscribeStatus = (listener: () => void): (() => void) => {
    this.#statusListeners.add(listener);
    return () => {
      this.#statusListeners.delete(listener);
    };
  };

  /** Connects; after `stop` it connects again and resumes after the last seq applied. */
  start(): void {
    if (this.#socket !== null) return;
    const socket = new RealtimeSocket({
      ...this.#options,
      policy: friendSocketPolicy,
      onStateChange: (state) => {
        if (socket !== this.#socket) return;
        const status = statusOfOpenSocket(state);
        if (status !== null) this.#setStatus(status);
        if (status?.connection === LiveConnection.Live) void this.#onConnected();
      },
    });
    socket.on(ANY, ANY, (message) => {
      if (socket === this.#socket) this.#receive(message);
    });
    socket.onClientEvent('close', (end) => {
      if (socket === this.#socket) this.#setStatus(statusOfClose(end));
    });
    socket.onClientEvent('error', (error) => this.#options.log.warn('friend socket error', error));
    this.#socket = socket;
    socket.connect();
  }

  stop(): void {
    this.#socket?.close();
    this.#socket = null;
  }

  /** Calls `handler` with every frame of `appKey`/`command`; chat frames once each, in inbox order. */
  on<A extends AppKey, C extends ServerCommand<A>>(
    appKey: A,
    command: C,
    handler: LiveFrameHandler<A, C>,
  ): () => void {
    return this.#handlers.add(appKey, command, handler as (frame: AnyServerFrame) => void);
  }

  async #onConnected(): Promise<void> {
    this.#resumeSent = false;
    const lastSeq = this.#order.lastSeq;
    if (lastSeq !== null) {
      this.#resume(lastSeq);
      return;
    }
    try {
      const seq = await this.#options.loadInboxSeq();
      if (this.#order.lastSeq === null) this.#apply(this.#order.restartAfter(seq));
    } catch (error) {
      this.#options.log.warn('friend inbox seq not loaded', error);
    }
  }

  #receive(message: SocketMessage): void {
    const parsed = parseServerFrame(message);
    if (!parsed.ok) {
      this.#options.log.warn('ignored a frame outside the socket contract', parsed.error);
      return;
    }
    const { frame } = parsed;
    if (isChatFrame(frame)) {
      this.#apply(this.#order.offer(frame.payload.seq, frame));
    } else if (frame.appKey === AppKey.Friend && frame.command === FriendCommand.ChatResync) {
      // The lists and histories reload first; the frames held after the seq follow.
      const next = this.#order.restartAfter(frame.payload.seq);
      this.#handlers.dispatch(frame);
      this.#apply(next);
    } else {
      this.#handlers.dispatch(frame);
    }
  }

  #apply(frames: readonly AnyServerFrame[]): void {
    for (const frame of frames) this.#handlers.dispatch(frame);
    const lastSeq = this.#order.lastSeq;
    if (this.#order.heldUpTo === null) this.#resumeSent = false;
    else if (lastSeq !== null) this.#resume(lastSeq);
  }

  /** Asks for the messages after `lastSeq`; one request until the gap is filled or the socket reconnects. */
  #resume(lastSeq: number): void {
    if (this.#resumeSent) return;
    this.#resumeSent =
      this.#socket?.send(
        clientFrameOf(AppKey.Friend, FriendCommand.ChatResume, { lastSeq }) as SocketMessage,
      ) ?? false;
  }

  #setStatus(status: LiveStatus): void {
    const current = this.#status;
    if (current.connection === status.connection && current.end === status.end) return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener();
  }
}
