import {
  AppKey,
  ConnectionCommand,
  clientFrameOf,
  parseServerFrame,
  type AnyServerFrame,
  type ClientCommand,
  type ClientPayloadInput,
  type OutgoingFrame,
  type ServerCommand,
  type ServerFrame,
  type SocketMessage,
} from '@limelight/protocol';
import { ANY, RealtimeSocket, castSocketPolicy, type RealtimeSocketOptions } from '../socket/index.ts';
import { MessageRouter } from '../socket/messageRouter.ts';
import { LiveConnection, statusOfClose, statusOfOpenSocket, type LiveStatus } from './liveStatus.ts';
import { RoomFrameOrder } from './roomFrameOrder.ts';

/**
 * What a live session needs: the socket's dependencies and where the page's state stands. The policy is
 * the room/cast socket's (spec 001 §4, §9): ping 2 s, drop after more than 2 missed replies, reconnect up
 * to 3 tries 3 s apart.
 */
export interface LiveSessionOptions extends Omit<RealtimeSocketOptions, 'onStateChange' | 'policy'> {
  /**
   * The room seq of the state the page loaded (its version). Without it, room frames continue from the
   * seq the join announces (`cya_connection roomSeq`).
   */
  startSeq?: number;
}

/** A handler of one server command's frames, typed by the socket contract. */
export type LiveFrameHandler<A extends AppKey, C extends ServerCommand<A>> = (
  frame: ServerFrame<A, C>,
) => void;

// A frame outside the contract keeps its place in the room's order but reaches no handler.
type OrderedFrame = AnyServerFrame | null;

/**
 * The one live session of a live page (docs/decisions/live-client.md): the room socket, its connection
 * status, and the room frames applied exactly once and in `seq` order, across reconnects (`resume`) and
 * resyncs. Pages subscribe to frames by appKey and command and get payloads read by the contract.
 */
export class LiveSession {
  readonly #options: Required<Pick<LiveSessionOptions, 'log'>> & LiveSessionOptions;
  readonly #handlers: MessageRouter<AnyServerFrame>;
  readonly #order: RoomFrameOrder<OrderedFrame>;
  readonly #statusListeners = new Set<() => void>();
  #status: LiveStatus = { connection: LiveConnection.Connecting };
  #socket: RealtimeSocket | null = null;
  /** While a resume is on its way: the seq its replay must reach. */
  #resumeUntil: number | null = null;

  constructor(options: LiveSessionOptions) {
    this.#options = { ...options, log: options.log ?? console };
    this.#handlers = new MessageRouter(this.#options.log);
    this.#order = new RoomFrameOrder(options.startSeq ?? null);
  }

  /** The seq of the last room frame applied, or null before the join. */
  get lastSeq(): number | null {
    return this.#order.lastSeq;
  }

  /** The status snapshot (stable until the next change, for `useSyncExternalStore`). */
  readonly getStatus = (): LiveStatus => this.#status;

  /** Calls `listener` after every status change; returns the unsubscribe. */
  readonly subscribeStatus = (listener: () => void): (() => void) => {
    this.#statusListeners.add(listener);
    return () => {
      this.#statusListeners.delete(listener);
    };
  };

  /** Connects; after `stop` it connects again and resumes from the last seq applied. */
  start(): void {
    if (this.#socket !== null) return;
    const socket = new RealtimeSocket({
      ...this.#options,
      policy: castSocketPolicy,
      onStateChange: (state) => {
        const status = socket === this.#socket ? statusOfOpenSocket(state) : null;
        if (status !== null) this.#setStatus(status);
      },
    });
    socket.on(ANY, ANY, (message) => {
      if (socket === this.#socket) this.#receive(message);
    });
    socket.onClientEvent('close', (end) => {
      if (socket === this.#socket) this.#setStatus(statusOfClose(end));
    });
    // spec 001 §8: socket reconnect retries are logged only.
    socket.onClientEvent('error', (error) => this.#options.log.warn('live socket error', error));
    this.#socket = socket;
    socket.connect();
  }

  /** Closes the socket (the page is leaving); the status becomes closed. */
  stop(): void {
    this.#socket?.close();
    this.#socket = null;
  }

  /**
   * Calls `handler` with every frame of `appKey`/`command`, its payload read by the contract; room frames
   * arrive once each, in seq order. Returns the unsubscribe.
   */
  on<A extends AppKey, C extends ServerCommand<A>>(
    appKey: A,
    command: C,
    handler: LiveFrameHandler<A, C>,
  ): () => void {
    // The router hands this handler only frames of its appKey and command, read by that command's schema.
    return this.#handlers.add(appKey, command, handler as (frame: AnyServerFrame) => void);
  }

  /** Sends a client frame built with `clientFrameOf`; false while not connected. */
  send<A extends AppKey, C extends ClientCommand<A>>(
    frame: OutgoingFrame<A, C, ClientPayloadInput<A, C>>,
  ): boolean {
    return this.#socket?.send(frame as SocketMessage) ?? false;
  }

  #receive(message: SocketMessage): void {
    const parsed = parseServerFrame(message);
    if (!parsed.ok) this.#options.log.warn('ignored a frame outside the socket contract', parsed.error);
    const frame = parsed.ok ? parsed.frame : null;
    if (message.seq !== undefined) {
      this.#apply(this.#order.offer(message.seq, frame));
      return;
    }
    if (frame === null) return;
    if (frame.appKey === AppKey.Connection && frame.command === ConnectionCommand.RoomSeq) {
      this.#onJoined(frame.payload.seq);
      this.#handlers.dispatch(frame);
    } else if (frame.appKey === AppKey.Connection && frame.command === ConnectionCommand.Resync) {
      // The state is replaced first; the frames held after its seq follow.
      const next = this.#order.restartAfter(frame.payload.seq);
      this.#resumeUntil = null;
      this.#handlers.dispatch(frame);
      this.#apply(next);
    } else {
      this.#handlers.dispatch(frame);
    }
  }

  /** `roomSeq` on every (re)connection: frames continue after `seq`; a session behind it resumes. */
  #onJoined(seq: number): void {
    // A resume sent on an earlier connection died with it.
    this.#resumeUntil = null;
    const lastSeq = this.#order.lastSeq;
    if (lastSeq === null) this.#apply(this.#order.restartAfter(seq));
    else if (seq !== lastSeq) this.#resume(lastSeq, seq);
    else this.#resumeHeldGap();
  }

  #apply(frames: readonly OrderedFrame[]): void {
    for (const frame of frames) if (frame !== null) this.#handlers.dispatch(frame);
    const lastSeq = this.#order.lastSeq;
    if (this.#resumeUntil !== null && lastSeq !== null && lastSeq >= this.#resumeUntil)
      this.#resumeUntil = null;
    this.#resumeHeldGap();
  }

  /** A gap the server did not fill by itself (it replays on resume, so this should not happen): resume. */
  #resumeHeldGap(): void {
    const heldUpTo = this.#order.heldUpTo;
    const lastSeq = this.#order.lastSeq;
    if (heldUpTo !== null && lastSeq !== null) this.#resume(lastSeq, heldUpTo);
  }

  /** Asks for the frames after `lastSeq` (or a resync); one resume at a time. */
  #resume(lastSeq: number, untilSeq: number): void {
    if (this.#resumeUntil !== null) return;
    this.#resumeUntil = untilSeq;
    this.send(clientFrameOf(AppKey.Connection, ConnectionCommand.Resume, { lastSeq }));
  }

  #setStatus(status: LiveStatus): void {
    const current = this.#status;
    if (current.connection === status.connection && current.end === status.end) return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener();
  }
}
