import { Stage } from '@limelight/protocol';

/** The clock and timer the schedules use; fake timers drive both in tests. */
export interface Timers {
  now(): number;
  setTimeout(run: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(timer: ReturnType<typeof setTimeout>): void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer),
};

/**
 * Starts tasks at least `spacingMs` apart (spec 001 §4, §9: subscribing is staggered at 1 s per stream):
 * the first at once, each later one a slot after the one before it. `cancelAll` drops the tasks not yet
 * started.
 */
export class StaggeredStarts {
  #nextSlotAt = 0;
  readonly #pending = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly timers: Timers = realTimers,
    private readonly spacingMs: number = Stage.subscribeStaggerMs,
  ) {}

  /** Runs `task` in the next free slot; answers the delay it waits. */
  schedule(task: () => void): number {
    const now = this.timers.now();
    const startAt = Math.max(now, this.#nextSlotAt);
    this.#nextSlotAt = startAt + this.spacingMs;
    const timer = this.timers.setTimeout(() => {
      this.#pending.delete(timer);
      task();
    }, startAt - now);
    this.#pending.add(timer);
    return startAt - now;
  }

  cancelAll(): void {
    for (const timer of this.#pending) this.timers.clearTimeout(timer);
    this.#pending.clear();
  }
}

/** The steps of subscribing to one stream, for `subscribeUntilConnected`. */
export interface SubscribeSteps<S> {
  /** Registers and negotiates with this token; answers the subscription. */
  connect(token: string): Promise<S>;
  /** Resolves once connected; rejects when not connected within the wait (5 s) or failed. */
  waitConnected(subscription: S): Promise<void>;
  /** Ends a subscription that did not connect. */
  discard(subscription: S): void;
  /** Fetches the subscribe tokens again (casta/v3/subToken): a new token, or null once the stream is gone. */
  refetchToken(): Promise<string | null>;
}

/** How many times a subscription is tried with fresh tokens before the stream is given up. */
export const maxSubscribeAttempts = 3;

/**
 * Subscribes, and when the peer is not connected within the wait fetches the tokens again and subscribes
 * anew (spec 001 §4 "if the peer is not connected within 5 seconds, the subscribe tokens are fetched
 * again"), at most `maxSubscribeAttempts` times. Answers the connected subscription, or null when the
 * stream is gone; the last failure propagates.
 */
export async function subscribeUntilConnected<S>(
  steps: SubscribeSteps<S>,
  firstToken: string,
  attempts: number = maxSubscribeAttempts,
): Promise<S | null> {
  let token: string | null = firstToken;
  for (let attempt = 1; ; attempt += 1) {
    const subscription = await steps.connect(token);
    try {
      await steps.waitConnected(subscription);
      return subscription;
    } catch (error) {
      steps.discard(subscription);
      if (attempt >= attempts) throw error;
    }
    token = await steps.refetchToken();
    if (token === null) return null;
  }
}
