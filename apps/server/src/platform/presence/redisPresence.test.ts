import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presence } from './presence.ts';
import { createRedisPresence } from './redisPresence.ts';

// Presence across processes lives in Redis: REDIS_URL, or the local Redis every Limelight machine runs.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ttlMs = 400;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const redis = new Redis(redisUrl, { lazyConnect: true });
let presence: Presence;
beforeAll(async () => {
  await redis.connect();
  presence = createRedisPresence(redis, `test:${randomBytes(6).toString('hex')}:presence:`, ttlMs);
});
afterAll(() => redis.quit());

describe('redis presence', () => {
  it('counts connections and distinct users, and forgets a connection once it leaves', async () => {
    expect(await presence.join('r1', 'c1', 'u1')).toBe(1);
    expect(await presence.join('r1', 'c2', 'u1')).toBe(2);
    expect(await presence.users('r1')).toEqual(['u1']);
    expect(await presence.connectionsOf('r1', 'u1')).toBe(2);
    expect(await presence.leave('r1', 'c1')).toBe(1);
    expect(await presence.connectionsOf('r1', 'u1')).toBe(1);
    expect(await presence.connectionsOf('r1', 'u2')).toBe(0);
  });

  it("keeps a room's connections present with one batched refresh, and expires the ones not refreshed", async () => {
    await presence.join('r2', 'a', 'u1');
    await presence.join('r2', 'b', 'u2');
    await presence.join('r2', 'c', 'u3');
    await pause(ttlMs * 0.6);
    await presence.refresh('r2', [
      { connectionId: 'a', userId: 'u1' },
      { connectionId: 'b', userId: 'u2' },
    ]);
    await pause(ttlMs * 0.6);
    expect(await presence.count('r2')).toBe(2);
    expect((await presence.users('r2')).sort()).toEqual(['u1', 'u2']);
  });

  it('answers the live count on join and leave in the round trip of the write, trimming what expired', async () => {
    await presence.join('r3', 'old', 'u1');
    await pause(ttlMs * 1.2);
    expect(await presence.join('r3', 'new', 'u2')).toBe(1);
    expect(await presence.users('r3')).toEqual(['u2']);
    expect(await presence.join('r3', 'newer', 'u2')).toBe(2);
    expect(await presence.leave('r3', 'new')).toBe(1);
    expect(await presence.connectionsOf('r3', 'u2')).toBe(1);
  });
});
