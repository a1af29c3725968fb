import {
  AppKey,
  ConnectionCommand,
  clientFrameOf,
  parseServerFrame,
  type AnyServerFrame,
  type RoomClock,
  type SocketMessage,
} from '@limelight/protocol';
import { ANY, castSocketPolicy } from '../socket/index.ts';
import { RoomFrameOrder } from './roomFrameOrder.ts';
import { SocketSession, type SocketSessionOptions } from './socketSession.ts';

/**
 * What a live session needs: the socket's dependencies and where the page's state stands. The policy is
 * the room/cast socket's (spec 001 §4, §9): ping 2 s, drop after more than 2 missed replies, reconnect up
 * to 3 tries 3 s apart.
 */
export interface LiveSessionOptions extends SocketSessionOptions {
  /**
   * The room seq of the state the page loaded (its version). Without it, room frames continue from the
   * seq the join announces (`cya_connection roomSeq`).
   */
  startSeq?: number;
}

// A frame outside the contract keeps its place in the room's order but reaches no handler.
type OrderedFrame = AnyServerFrame | null;

/** A frame of the room's log: an entry at its seq (docs/decisions/live-state.md "One fold"). */
export type RoomLogFrame = AnyServerFrame & RoomClock;

const isRoomLogFrame = (frame: AnyServerFrame): frame is RoomLogFrame =>
  'seq' in frame && typeof frame.seq === 'number' && typeof frame.serverTime === 'string';

/**
 * The one live session of a live page (docs/decisions/live-client.md): the room socket, its connection
 * status, and the room frames applied exactly once and in `seq` order, across reconnects (`resume`) and
 * resyncs. Pages subscribe to frames by appKey and command and get payloads read by the contract.
 */
export class LiveSession extends SocketSession {
  readonly #order: RoomFrameOrder<OrderedFrame>;
  /** While a resume is on its way: the seq its replay must reach. */
  #resumeUntil: number | null = null;

  constructor(options: LiveSessionOptions) {
    super(options, castSocketPolicy);
    this.#order = new RoomFrameOrder(options.startSeq ?? null);
  }

  /** The seq of the last room frame applied, or null before the join. */
  get lastSeq(): number | null {
    return this.#order.lastSeq;
  }

  /** Calls `handler` with every frame of the room's log, once each and in seq order. */
  onRoomFrame(handler: (frame: RoomLogFrame) => void): () => void {
    return this.handlers.add(ANY, ANY, (frame) => {
      if (isRoomLogFrame(frame)) handler(frame);
    });
  }

  protected receive(message: SocketMessage): void {
    const parsed = parseServerFrame(message);
    if (!parsed.ok) this.log.warn('ignored a frame outside the socket contract', parsed.error);
    const frame = parsed.ok ? parsed.frame : null;
    if (message.seq !== undefined) {
      this.#apply(this.#order.offer(message.seq, frame));
      return;
    }
    if (frame === null) return;
    if (frame.appKey === AppKey.Connection && frame.command === ConnectionCommand.RoomSeq) {
      this.#onJoined(frame.payload.seq);
      this.handlers.dispatch(frame);
    } else if (frame.appKey === AppKey.Connection && frame.command === ConnectionCommand.Resync) {
      // The state is replaced first; the frames held after its seq follow.
      const next = this.#order.restartAfter(frame.payload.seq);
      this.#resumeUntil = null;
      this.handlers.dispatch(frame);
      this.#apply(next);
    } else {
      this.handlers.dispatch(frame);
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
    for (const frame of frames) if (frame !== null) this.handlers.dispatch(frame);
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
}
