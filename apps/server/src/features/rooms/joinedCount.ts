/** Sends a room's joined-people count. */
export type SendJoinedCount = (roomId: string, count: number) => Promise<void>;

/**
 * Coalesces a room's joined-people count (issue 10, ARCHITECTURE "Live state"): the first change in a
 * quiet room is sent at once, later ones within `intervalMs` are folded into one trailing frame with the
 * count read fresh at that moment. A join storm of N sockets so costs each socket about one frame a
 * second, not N frames.
 */
export class JoinedCountCoalescer {
  readonly #send: SendJoinedCount;
  readonly #count: (roomId: string) => Promise<number>;
  readonly #intervalMs: number;
  readonly #onError: (error: unknown) => void;
  /** Rooms inside their quiet interval, and whether a change is waiting for its end. */
  readonly #windows = new Map<string, { timer: NodeJS.Timeout; isDirty: boolean }>();

  constructor(options: {
    send: SendJoinedCount;
    count: (roomId: string) => Promise<number>;
    intervalMs: number;
    onError: (error: unknown) => void;
  }) {
    this.#send = options.send;
    this.#count = options.count;
    this.#intervalMs = options.intervalMs;
    this.#onError = options.onError;
  }

  /** A socket joined or left a room, which now holds `count` sockets. */
  async changed(roomId: string, count: number): Promise<void> {
    const window = this.#windows.get(roomId);
    if (window) {
      window.isDirty = true;
      return;
    }
    this.#open(roomId);
    await this.#send(roomId, count);
  }

  /** Drops pending frames (the process is stopping). */
  stop(): void {
    for (const { timer } of this.#windows.values()) clearTimeout(timer);
    this.#windows.clear();
  }

  #open(roomId: string): void {
    const timer = setTimeout(() => void this.#close(roomId), this.#intervalMs);
    timer.unref();
    this.#windows.set(roomId, { timer, isDirty: false });
  }

  async #close(roomId: string): Promise<void> {
    const window = this.#windows.get(roomId);
    this.#windows.delete(roomId);
    if (!window?.isDirty) return;
    this.#open(roomId);
    try {
      await this.#send(roomId, await this.#count(roomId));
    } catch (error) {
      this.#onError(error);
    }
  }
}
