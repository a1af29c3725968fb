/** What a heartbeat needs from its connection. */
export interface HeartbeatOptions {
  intervalMs: number;
  replyWaitMs: number;
  maxMissedReplies: number;
  sendPing: () => void;
  /** Called once, when more than `maxMissedReplies` pings in a row went unanswered. */
  onUnhealthy: () => void;
}

/**
 * Pings on an interval and checks each ping for a reply `replyWaitMs` later (spec 001 §4). Pings are
 * numbered so that a check landing on the same tick as the next ping still judges its own ping.
 */
export class Heartbeat {
  readonly #options: HeartbeatOptions;
  #pingsSent = 0;
  #lastAnsweredPing = 0;
  #missedInRow = 0;
  #interval: ReturnType<typeof setInterval> | undefined;
  readonly #checks = new Set<ReturnType<typeof setTimeout>>();

  constructor(options: HeartbeatOptions) {
    this.#options = options;
  }

  /** Starts pinging; the first ping goes out one interval from now. */
  start(): void {
    this.#interval = setInterval(() => this.#ping(), this.#options.intervalMs);
  }

  /** Records a reply: it answers every ping sent so far; even a late one proves the link alive, so misses restart. */
  noteReply(): void {
    this.#lastAnsweredPing = this.#pingsSent;
    this.#missedInRow = 0;
  }

  /** Stops pinging and forgets the pending checks. */
  stop(): void {
    clearInterval(this.#interval);
    for (const check of this.#checks) clearTimeout(check);
    this.#checks.clear();
  }

  #ping(): void {
    this.#pingsSent += 1;
    const ping = this.#pingsSent;
    this.#options.sendPing();
    const check = setTimeout(() => {
      this.#checks.delete(check);
      this.#judge(ping);
    }, this.#options.replyWaitMs);
    this.#checks.add(check);
  }

  #judge(ping: number): void {
    if (this.#lastAnsweredPing >= ping) return;
    this.#missedInRow += 1;
    if (this.#missedInRow > this.#options.maxMissedReplies) {
      this.stop();
      this.#options.onUnhealthy();
    }
  }
}
