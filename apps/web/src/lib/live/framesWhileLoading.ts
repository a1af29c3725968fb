/**
 * The room frames that arrive while a snapshot of the room loads (its state, a chat history page): the
 * snapshot answers the seq it is valid at, and the frames past that seq are folded in after it, in the
 * order they arrived (the session's seq order) — none is dropped, none applied twice. One load at a time.
 */
export class FramesWhileLoading<F extends { seq: number }> {
  #held: F[] | null = null;

  /** Takes a room frame: kept while a load runs. */
  offer(frame: F): void {
    this.#held?.push(frame);
  }

  /** Runs `load`; answers what it loaded with the frames that arrived meanwhile, past its seq, folded in. */
  async load<S>(
    load: () => Promise<S>,
    seqOf: (loaded: S) => number,
    fold: (loaded: S, frame: F) => S,
  ): Promise<S> {
    this.#held = [];
    try {
      const loaded = await load();
      const seq = seqOf(loaded);
      return this.#held.filter((frame) => frame.seq > seq).reduce(fold, loaded);
    } finally {
      this.#held = null;
    }
  }
}
