import {
  AppKey,
  FriendCommand,
  clientFrameOf,
  parseServerFrame,
  type AnyServerFrame,
  type SocketMessage,
} from '@limelight/protocol';
import { friendSocketPolicy } from '../socket/index.ts';
import { RoomFrameOrder } from './roomFrameOrder.ts';
import { SocketSession, type SocketSessionOptions } from './socketSession.ts';

/** What the friend session needs: the socket's dependencies and where the person's inbox stands. */
export interface FriendSessionOptions extends SocketSessionOptions {
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
export class FriendSession extends SocketSession {
  readonly #loadInboxSeq: () => Promise<number>;
  readonly #order = new RoomFrameOrder<AnyServerFrame>(null);
  #resumeSent = false;

  constructor(options: FriendSessionOptions) {
    super(options, friendSocketPolicy);
    this.#loadInboxSeq = options.loadInboxSeq;
  }

  /** The inbox seq of the last chat frame applied, or null before the start seq is known. */
  get lastSeq(): number | null {
    return this.#order.lastSeq;
  }

  protected override onLive(): void {
    void this.#catchUp();
  }

  /** After every (re)connection: the messages missed since the last applied, or where the inbox stands. */
  async #catchUp(): Promise<void> {
    this.#resumeSent = false;
    const lastSeq = this.#order.lastSeq;
    if (lastSeq !== null) {
      this.#resume(lastSeq);
      return;
    }
    try {
      const seq = await this.#loadInboxSeq();
      if (this.#order.lastSeq === null) this.#apply(this.#order.restartAfter(seq));
    } catch (error) {
      this.log.warn('friend inbox seq not loaded', error);
    }
  }

  protected receive(message: SocketMessage): void {
    const parsed = parseServerFrame(message);
    if (!parsed.ok) {
      this.log.warn('ignored a frame outside the socket contract', parsed.error);
      return;
    }
    const { frame } = parsed;
    if (isChatFrame(frame)) {
      this.#apply(this.#order.offer(frame.payload.seq, frame));
    } else if (frame.appKey === AppKey.Friend && frame.command === FriendCommand.ChatResync) {
      // The lists and histories reload first; the frames held after the seq follow.
      const next = this.#order.restartAfter(frame.payload.seq);
      this.handlers.dispatch(frame);
      this.#apply(next);
    } else {
      this.handlers.dispatch(frame);
    }
  }

  #apply(frames: readonly AnyServerFrame[]): void {
    for (const frame of frames) this.handlers.dispatch(frame);
    const lastSeq = this.#order.lastSeq;
    if (this.#order.heldUpTo === null) this.#resumeSent = false;
    else if (lastSeq !== null) this.#resume(lastSeq);
  }

  /** Asks for the messages after `lastSeq`; one request until the gap is filled or the socket reconnects. */
  #resume(lastSeq: number): void {
    if (this.#resumeSent) return;
    this.#resumeSent = this.send(clientFrameOf(AppKey.Friend, FriendCommand.ChatResume, { lastSeq }));
  }
}
