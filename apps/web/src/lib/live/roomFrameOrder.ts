/**
 * The room log's order on the client (docs/decisions/live-state.md): room frames are applied exactly once
 * and in `seq` order. A frame at or below the last applied seq is a duplicate (a replay overlapping live
 * frames); a frame past a gap waits until the frames before it arrive (the resume fills the gap).
 */
export class RoomFrameOrder<F> {
  #lastSeq: number | null;
  readonly #held = new Map<number, F>();

  /** `startSeq`: the seq of the state already applied, or null until the join tells where frames continue. */
  constructor(startSeq: number | null) {
    this.#lastSeq = startSeq;
  }

  /** The seq of the last frame applied (or of the state the frames continue from). */
  get lastSeq(): number | null {
    return this.#lastSeq;
  }

  /** The highest seq waiting behind a gap, or null when nothing waits. */
  get heldUpTo(): number | null {
    return this.#held.size === 0 ? null : Math.max(...this.#held.keys());
  }

  /** Takes a room frame; answers the frames to apply now, in order (none for a duplicate or after a gap). */
  offer(seq: number, frame: F): F[] {
    if (this.#lastSeq !== null && seq <= this.#lastSeq) return [];
    this.#held.set(seq, frame);
    return this.#drain();
  }

  /**
   * Frames continue after `seq` (a join with no state yet, or a resync that replaced the state): held
   * frames at or below it are dropped, the ones that follow it are answered in order.
   */
  restartAfter(seq: number): F[] {
    this.#lastSeq = seq;
    for (const held of this.#held.keys()) if (held <= seq) this.#held.delete(held);
    return this.#drain();
  }

  #drain(): F[] {
    const ready: F[] = [];
    if (this.#lastSeq === null) return ready;
    for (let next = this.#lastSeq + 1; this.#held.has(next); next += 1) {
      ready.push(this.#held.get(next) as F);
      this.#held.delete(next);
      this.#lastSeq = next;
    }
    return ready;
  }
}
