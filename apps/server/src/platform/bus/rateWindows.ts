import type { Redis } from 'ioredis';
import { ApiError } from '../http/apiError.ts';
import type { RedisLink } from './redisLink.ts';

/** One action counted: the count in its window, this one included, and when the window ends. */
export interface WindowCount {
  count: number;
  endsInMs: number;
}

/**
 * Counts of actions in fixed windows, shared by every process (Redis) or held by this one (memory): what
 * the HTTP rate limits, the per-sender limits of chats and the slow mode of pending messages count with.
 */
export interface RateWindows {
  /**
   * Counts one more action under `key` in its window; the window starts with the first action and lasts
   * `windowMs` (later ones do not extend it).
   */
  hit(key: string, windowMs: number): Promise<WindowCount>;
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
      return { count: window.count, endsInMs: window.endsAt - at };
    },
  };
}

export function createRedisRateWindows(redis: Redis, prefix: string): RateWindows {
  return {
    async hit(key, windowMs) {
      const name = `${prefix}${key}`;
      // The window's key is created with its lifetime first, so that a count never outlives its window.
      const results = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
      const [, counted, lasting] = results ?? [];
      if (!counted || !lasting) throw new Error('rate window not counted');
      for (const [error] of [counted, lasting]) if (error) throw error;
      return { count: Number(counted[1]), endsInMs: Math.max(0, Number(lasting[1])) };
    },
  };
}

/**
 * Redis's windows while Redis answers, this process's own while it does not (docs/decisions/resilience.md):
 * a limit then holds per process, so a client spread over N processes gets up to N times its budget for
 * the outage, rather than no answer at all.
 */
export function createFallbackRateWindows(
  shared: RateWindows,
  local: RateWindows,
  link: RedisLink,
): RateWindows {
  return {
    async hit(key, windowMs) {
      if (!link.isUp()) return local.hit(key, windowMs);
      try {
        return await shared.hit(key, windowMs);
      } catch (error) {
        link.failed(error);
        return local.hit(key, windowMs);
      }
    },
  };
}

/**
 * A limit of `max` actions per `windowMs` under each key: the check throws 3000 'Please try again later.'
 * (429) past it; the action is refused, nothing else (a socket sending it stays open).
 */
export function rateLimitOf(windows: RateWindows, limit: { max: number; windowMs: number }) {
  return async (key: string): Promise<void> => {
    if ((await windows.hit(key, limit.windowMs)).count > limit.max) throw new ApiError('TryAgainLater');
  };
}
