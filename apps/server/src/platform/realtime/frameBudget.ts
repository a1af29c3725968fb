/** What a connection may do with a frame it just received. */
export type FrameVerdict = 'handle' | 'throttle' | 'close';

export interface FrameBudgetOptions {
  /** Frames a second a socket may send, sustained. */
  perSecond: number;
  /** Frames it may send at once after a quiet while. */
  burst: number;
  /** Throttled frames past which the socket is closed: it does not slow down when told. */
  throttledBeforeClose: number;
}

/**
 * A token bucket per socket: frames within the budget are handled, frames past it are throttled
 * (refused with "try again later"), and a socket that keeps flooding after being throttled is closed.
 * Throttled frames are forgiven at the refill rate, so a client that backs off recovers.
 */
export class FrameBudget {
  readonly #options: FrameBudgetOptions;
  #tokens: number;
  #throttled = 0;
  #refilledAt: number;

  constructor(options: FrameBudgetOptions, now: number) {
    this.#options = options;
    this.#tokens = options.burst;
    this.#refilledAt = now;
  }

  /** Spends one frame of the budget at time `now` (ms). */
  spend(now: number): FrameVerdict {
    const { perSecond, burst, throttledBeforeClose } = this.#options;
    const refill = ((now - this.#refilledAt) / 1000) * perSecond;
    this.#refilledAt = now;
    this.#tokens = Math.min(burst, this.#tokens + refill);
    this.#throttled = Math.max(0, this.#throttled - refill);
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      return 'handle';
    }
    this.#throttled += 1;
    return this.#throttled > throttledBeforeClose ? 'close' : 'throttle';
  }
}
