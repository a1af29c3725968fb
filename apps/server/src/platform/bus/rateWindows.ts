import type { Redis } from 'ioredis';
import { ApiError } from '../http/apiError.ts';

/**
 * Counts of actions in fixed windows, shared by every process (Redis) or held by this one (memory): what
 * the per-sender limits of chats and the slow mode of pending messages count with.
 */
export interface RateWindows {
  /**
   * Counts one more action under `key` and answers the count in its window, this one included; the
   * window starts with the first action and lasts `windowMs` (later ones do not extend it).
   */
  hit(key: string, windowMs: number): Promise<number>;
}

/** Past this many keys the memory windows drop the ended ones. */
const sweepAbove = 10_000;

export function createMemoryRateWindows(now: () => number = Date.now): RateWindows {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowMs) {
      const at = now();
      if (windows.size > sweepAbove)
        for (const [name, window] of windows) if (window.endsAt <= at) windows.delete(name);
      const current = windows.get(key);
      const window = current && current.endsAt > at ? current : { count: 0, endsAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      return window.count;
    },
  };
}

export function createRedisRateWindows(redis: Redis, prefix: string): RateWindows {
  return {
    async hit(key, windowMs) {
      const name = `${prefix}${key}`;
      // The window's key is created with its lifetime first, so that a count never outlives its window.
      const [, counted] = (await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).exec()) ?? [];
      const [error, count] = counted ?? [new Error('rate window not counted'), 0];
      if (error) throw error;
      return Number(count);
    },
  };
}

/**
 * A limit of `max` actions per `windowMs` under each key: the check throws 3000 'Please try again later.'
 * (429) past it; the action is refused, nothing else (a socket sending it stays open).
 */
export function rateLimitOf(windows: RateWindows, limit: { max: number; windowMs: number }) {
  return async (key: string): Promise<void> => {
    if ((await windows.hit(key, limit.windowMs)) > limit.max) throw new ApiError('TryAgainLater');
  };
}
