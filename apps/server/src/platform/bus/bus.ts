/**
 * Publish/subscribe between the parts of one process and, with Redis, between processes.
 * Payloads are JSON values; subscribers treat them as immutable.
 */
export type BusHandler = (payload: unknown) => void;
export type Unsubscribe = () => Promise<void>;

export interface Bus {
  readonly kind: 'memory' | 'redis';
  /**
   * Answers how many subscribers it reached: handlers here, server processes over Redis. While Redis does
   * not answer, the Redis bus reaches this process's handlers only (`reachesEveryProcess` is then false).
   */
  publish(channel: string, payload: unknown): Promise<number>;
  /** Whether a publish now reaches every process (false while Redis is unreachable). */
  reachesEveryProcess(): boolean;
  subscribe(channel: string, handler: BusHandler): Promise<Unsubscribe>;
  close(): Promise<void>;
}

/** Handlers per channel, shared by both implementations for local dispatch. */
export class ChannelHandlers {
  readonly #byChannel = new Map<string, Set<BusHandler>>();

  /** Adds a handler; answers true when it is the channel's first. */
  add(channel: string, handler: BusHandler): boolean {
    let handlers = this.#byChannel.get(channel);
    const isFirst = handlers === undefined;
    if (!handlers) this.#byChannel.set(channel, (handlers = new Set()));
    handlers.add(handler);
    return isFirst;
  }

  /** Removes a handler; answers true when the channel has none left. */
  remove(channel: string, handler: BusHandler): boolean {
    const handlers = this.#byChannel.get(channel);
    if (!handlers) return false;
    handlers.delete(handler);
    if (handlers.size > 0) return false;
    this.#byChannel.delete(channel);
    return true;
  }

  /** How many handlers the channel has. */
  count(channel: string): number {
    return this.#byChannel.get(channel)?.size ?? 0;
  }

  /** The channels that have handlers. */
  channels(): string[] {
    return [...this.#byChannel.keys()];
  }

  dispatch(channel: string, payload: unknown, onError: (error: unknown) => void): void {
    const handlers = this.#byChannel.get(channel);
    if (!handlers) return;
    for (const handler of handlers) {
      try {
        handler(payload);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.#byChannel.clear();
  }
}
