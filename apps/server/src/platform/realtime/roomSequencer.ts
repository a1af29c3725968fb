import type { Logger } from '../logger.ts';
import type { RoomFrame, RoomLogReader } from './delivery.ts';

export interface RoomSequencerOptions {
  roomId: string;
  /** The room's seq when this process started listening: frames up to it are not delivered. */
  startSeq: number;
  reader: RoomLogReader;
  /** Hands one frame, in seq order and once, to the room's sockets. */
  deliver: (frame: RoomFrame) => void;
  /** How long a gap may stay open before the missing frames are read from the log. */
  gapWaitMs: number;
  log: Logger;
}

/** The most frames one gap fill reads; a longer gap is filled by several reads. */
const maxFillFrames = 500;

/**
 * Puts the room-log frames arriving on one room channel back in seq order (docs/decisions/live-state.md).
 * Frames from several publishing processes may arrive out of order or twice (the publish is at least
 * once): a frame at or below the last delivered seq is a duplicate and dropped; a frame past the next one
 * waits until the gap fills, and a gap still open after `gapWaitMs` is filled from the log, which holds
 * every committed frame (seq N+1 commits only after seq N).
 */
export class RoomSequencer {
  readonly #options: RoomSequencerOptions;
  #lastSeq: number;
  readonly #held = new Map<number, RoomFrame>();
  #gapTimer: NodeJS.Timeout | undefined;
  #isFilling = false;
  #isStopped = false;

  constructor(options: RoomSequencerOptions) {
    this.#options = options;
    this.#lastSeq = options.startSeq;
  }

  /** The seq of the last frame delivered (or the start). */
  get lastSeq(): number {
    return this.#lastSeq;
  }

  offer(frame: RoomFrame): void {
    if (this.#isStopped || frame.seq <= this.#lastSeq || this.#held.has(frame.seq)) return;
    this.#held.set(frame.seq, frame);
    this.#drain();
  }

  stop(): void {
    this.#isStopped = true;
    clearTimeout(this.#gapTimer);
    this.#gapTimer = undefined;
    this.#held.clear();
  }

  #drain(): void {
    for (let next = this.#held.get(this.#lastSeq + 1); next; next = this.#held.get(this.#lastSeq + 1)) {
      this.#held.delete(next.seq);
      this.#lastSeq = next.seq;
      this.#options.deliver(next);
    }
    if (this.#held.size === 0) {
      clearTimeout(this.#gapTimer);
      this.#gapTimer = undefined;
    } else if (!this.#gapTimer && !this.#isFilling) {
      this.#gapTimer = setTimeout(() => void this.#fillGap(), this.#options.gapWaitMs);
    }
  }

  async #fillGap(): Promise<void> {
    this.#gapTimer = undefined;
    const highest = Math.max(...this.#held.keys());
    const { reader, roomId, log } = this.#options;
    this.#isFilling = true;
    try {
      const limit = Math.min(highest - this.#lastSeq, maxFillFrames);
      const frames = await reader.readFrames(roomId, this.#lastSeq, limit);
      if (this.#isStopped) return;
      // The log's frames join the held ones; the drain below delivers them in order.
      for (const frame of frames) if (frame.seq > this.#lastSeq) this.#held.set(frame.seq, frame);
    } catch (error) {
      log.warn({ err: error, roomId }, 'room frames not read from the log; retrying');
    } finally {
      this.#isFilling = false;
    }
    if (!this.#isStopped) this.#drain();
  }
}
