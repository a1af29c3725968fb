import { randomBytes } from 'node:crypto';
import { ERRORS, MemoryLocker, type Locker } from '@tus/server';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bus } from '../../platform/bus/bus.ts';
import { createRedisBus } from '../../platform/bus/redisBus.ts';
import { createRedisLink, type RedisLink } from '../../platform/bus/redisLink.ts';
import { createLogger } from '../../platform/logger.ts';
import { createRedisUploadLocker, createUploadLocker } from './filmUploadLocker.ts';

// Two server processes behind a balancer: each has its own Redis connection and bus; a resumed upload's
// request may land on either. REDIS_URL, or the local Redis every Limelight machine runs.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:${randomBytes(6).toString('hex')}:`;
const timings = { expiryMs: 600, acquireTimeoutMs: 3_000, retryMs: 20 };
const log = createLogger('silent');

interface Process {
  link: RedisLink;
  redis: Redis;
  bus: Bus;
  locker: Locker;
}
let one: Process;
let two: Process;
async function startProcess(): Promise<Process> {
  const link = createRedisLink(redisUrl, log);
  const bus = await createRedisBus(link, log, prefix);
  const redis = link.connection();
  await redis.connect();
  return { link, redis, bus, locker: createRedisUploadLocker(redis, bus, prefix, timings) };
}
beforeAll(async () => {
  [one, two] = await Promise.all([startProcess(), startProcess()]);
});
afterAll(async () => {
  for (const process of [one, two]) {
    await process.bus.close();
    await process.link.close();
  }
});

const live = () => new AbortController().signal;
const keyOf = (uploadId: string) => `${prefix}tus-lock:${uploadId}`;

describe('tus upload locks across processes (Redis, with expiry)', () => {
  it('a second holder waits, asks the first to release, and gets the lock once it is released', async () => {
    const first = one.locker.newLock('upload-a');
    const released = vi.fn(async () => {
      await first.unlock();
    });
    await first.lock(live(), released);
    const second = two.locker.newLock('upload-a');
    const secondRelease = vi.fn();
    await second.lock(live(), secondRelease);
    // The first holder was asked (over the bus, from the other process) to end its request.
    expect(released).toHaveBeenCalled();
    expect(await one.redis.pttl(keyOf('upload-a'))).toBeGreaterThan(0);
    await second.unlock();
    expect(await one.redis.exists(keyOf('upload-a'))).toBe(0);
    expect(secondRelease).not.toHaveBeenCalled();
  });

  it('while a holder keeps it, the other times out with ERR_LOCK_TIMEOUT; other uploads are free', async () => {
    const holder = one.locker.newLock('upload-b');
    await holder.lock(live(), () => {});
    const waiting = createRedisUploadLocker(two.redis, two.bus, prefix, {
      ...timings,
      acquireTimeoutMs: 1_000,
    });
    // Held past its expiry: the holder renews it.
    await expect(waiting.newLock('upload-b').lock(live(), () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const other = two.locker.newLock('upload-c');
    await other.lock(live(), () => {});
    await other.unlock();
    await holder.unlock();
  });

  it('a holder whose process died (renewed by nobody, never unlocked) loses the lock at its expiry', async () => {
    await one.redis.set(keyOf('upload-d'), 'token-of-a-dead-process', 'PX', timings.expiryMs);
    const startedAt = Date.now();
    const next = two.locker.newLock('upload-d');
    await next.lock(live(), () => {});
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(timings.expiryMs / 2);
    await next.unlock();
  });

  it("a holder whose lock lapsed does not free the next holder's with its late unlock", async () => {
    const late = one.locker.newLock('upload-f');
    await late.lock(live(), () => {});
    await one.redis.del(keyOf('upload-f'));
    const next = two.locker.newLock('upload-f');
    await next.lock(live(), () => {});
    await late.unlock();
    expect(await two.redis.exists(keyOf('upload-f'))).toBe(1);
    await next.unlock();
  });

  it('an aborted request stops waiting', async () => {
    const holder = one.locker.newLock('upload-e');
    await holder.lock(live(), () => {});
    const abort = new AbortController();
    const waiting = two.locker.newLock('upload-e').lock(abort.signal, () => {});
    abort.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holder.unlock();
  });
});

describe('the locker by configuration', () => {
  it("is tus's memory locker without Redis", () => {
    expect(createUploadLocker({ redis: undefined, bus: one.bus, prefix })).toBeInstanceOf(MemoryLocker);
  });
});
