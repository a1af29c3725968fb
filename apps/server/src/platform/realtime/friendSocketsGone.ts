import type { Logger } from '../logger.ts';
import type { Presence } from '../presence/presence.ts';
import { friendPresenceKey } from './connection.ts';

/** Called once a person has had no friend socket on any process for the grace time. */
export type FriendSocketsGoneListener = (userId: string) => Promise<void> | void;

/**
 * Tells the features when a person's last friend socket (every tab, every process) closed and none came
 * back within `graceMs`: a page reload or a short network loss is not leaving, a closed or dead tab is. A
 * friend call then hangs up for them and a random meet lets them go, instead of holding them "busy" or in
 * the queue forever. A process that dies takes no one with it here: its sockets' presence expires unseen.
 */
export class FriendSocketsGone {
  readonly #listeners: FriendSocketsGoneListener[] = [];
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #checks = new Set<Promise<void>>();

  private readonly options: { presence: Presence; log: Logger; graceMs: number };

  constructor(options: { presence: Presence; log: Logger; graceMs: number }) {
    this.options = options;
  }

  on(listener: FriendSocketsGoneListener): void {
    this.#listeners.push(listener);
  }

  /** The person's friend sockets on every process are down to none: look again after the grace time. */
  lastClosed(userId: string): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      const check = this.#tellIfGone(userId).finally(() => this.#checks.delete(check));
      this.#checks.add(check);
    }, this.options.graceMs);
    timer.unref();
    this.#timers.add(timer);
  }

  /** Drops the checks not yet due and waits for those running. */
  async close(): Promise<void> {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await Promise.all(this.#checks);
  }

  async #tellIfGone(userId: string): Promise<void> {
    const { presence, log } = this.options;
    try {
      if ((await presence.count(friendPresenceKey(userId))) > 0) return;
    } catch (error) {
      log.warn({ err: error, userId }, 'friend presence check failed');
      return;
    }
    for (const listener of this.#listeners) {
      try {
        await listener(userId);
      } catch (error) {
        log.error({ err: error, userId }, 'friend sockets gone listener failed');
      }
    }
  }
}
