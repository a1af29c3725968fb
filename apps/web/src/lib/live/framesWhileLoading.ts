/**
 * The frames that arrive while a snapshot loads (the room's state, a chat history page, a moderator's
 * list), folded in after it in the order they arrived — none dropped. A snapshot of the room's log answers
 * the seq it is valid at, and only the frames past it are folded, so none is applied twice. A snapshot
 * outside the log (`seqOf` null) takes every held frame, so its fold must be idempotent: a change the
 * snapshot already holds changes nothing. One load at a time.
 */
export class FramesWhileLoading<F extends { seq?: number }> {
  #held: F[] | null = null;

  /** Takes a frame: kept while a load runs. */
  offer(frame: F): void {
    this.#held?.push(frame);
  }

  /** Runs `load`; answers what it loaded with the frames that arrived meanwhile, past its seq, folded in. */
  async load<S>(
    load: () => Promise<S>,
    seqOf: ((loaded: S) => number) | null,
    fold: (loaded: S, frame: F) => S,
  ): Promise<S> {
    this.#held = [];
    try {
      const loaded = await load();
      const seq = seqOf?.(loaded) ?? Number.NEGATIVE_INFINITY;
      return this.#held.filter((frame) => (frame.seq ?? Number.POSITIVE_INFINITY) > seq).reduce(fold, loaded);
    } finally {
      this.#held = null;
    }
  }
}
