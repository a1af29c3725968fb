import { randomUUID } from 'node:crypto';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';
import type { Bus, Unsubscribe } from '../../platform/bus/bus.ts';

/** How a Redis upload lock behaves; the defaults suit uploads, tests shorten them. */
export interface UploadLockTimings {
  /** A holder that stops renewing (its process died) loses the lock after this long. */
  expiryMs: number;
  /** A request waits this long for the lock, then tus answers 500 ERR_LOCK_TIMEOUT. */
  acquireTimeoutMs: number;
  /** A waiting request tries again this often. */
  retryMs: number;
}

const defaultTimings: UploadLockTimings = { expiryMs: 30_000, acquireTimeoutMs: 30_000, retryMs: 100 };

// Renews or deletes the lock only while this holder's token is in it: a lapsed holder never touches the
// lock someone else took since.
const renewScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const releaseScript = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

const abortable = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * tus's locker across server processes (docs/decisions/films-media.md "Upload"): one upload's requests are
 * serialised wherever they land. The lock is a Redis key set with NX and an expiry, renewed while held; a
 * request that finds it taken asks the holder over the bus to end its request early (tus's `requestRelease`,
 * what the memory locker does within one process), then tries again until it gets it or times out.
 */
export function createRedisUploadLocker(
  redis: Redis,
  bus: Bus,
  prefix: string,
  timings: UploadLockTimings = defaultTimings,
): Locker {
  const keyOf = (id: string) => `${prefix}tus-lock:${id}`;
  const channelOf = (id: string) => `tus-lock-release:${id}`;
  return {
    newLock(id: string): Lock {
      const token = randomUUID();
      let renewal: NodeJS.Timeout | undefined;
      let unsubscribe: Unsubscribe | undefined;
      return {
        async lock(signal: AbortSignal, requestRelease: RequestRelease) {
          const deadline = Date.now() + timings.acquireTimeoutMs;
          for (;;) {
            if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
            const taken = await redis.set(keyOf(id), token, 'PX', timings.expiryMs, 'NX');
            if (taken === 'OK') break;
            await bus.publish(channelOf(id), { from: token });
            if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
            await abortable(timings.retryMs, signal);
          }
          unsubscribe = await bus.subscribe(channelOf(id), (payload) => {
            const from = (payload as { from?: unknown } | null)?.from;
            if (from !== token) void requestRelease();
          });
          renewal = setInterval(() => {
            void redis.eval(renewScript, 1, keyOf(id), token, timings.expiryMs).catch(() => undefined);
          }, timings.expiryMs / 3);
        },
        async unlock() {
          clearInterval(renewal);
          await unsubscribe?.();
          await redis.eval(releaseScript, 1, keyOf(id), token);
        },
      };
    },
  };
}

/** Redis's locker where Redis is configured (several processes), tus's memory locker otherwise. */
export function createUploadLocker(shared: { redis: Redis | undefined; bus: Bus; prefix: string }): Locker {
  return shared.redis ? createRedisUploadLocker(shared.redis, shared.bus, shared.prefix) : new MemoryLocker();
}
