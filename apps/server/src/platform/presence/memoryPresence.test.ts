import { describe, expect, it } from 'vitest';
import { createMemoryPresence } from './memoryPresence.ts';

describe('memory presence', () => {
  it('counts connections and distinct users per room', async () => {
    const presence = createMemoryPresence();
    expect(await presence.join('r1', 'c1', 'u1')).toBe(1);
    expect(await presence.join('r1', 'c2', 'u1')).toBe(2);
    expect(await presence.join('r2', 'c3', 'u2')).toBe(1);
    expect(await presence.users('r1')).toEqual(['u1']);
    expect(await presence.connectionsOf('r1', 'u1')).toBe(2);
    expect(await presence.connectionsOf('r2', 'u1')).toBe(0);
    expect(await presence.leave('r1', 'c1')).toBe(1);
    expect(await presence.count('r1')).toBe(1);
    expect(await presence.connectionsOf('r1', 'u1')).toBe(1);
  });

  it('forgets a connection not refreshed within the time to live', async () => {
    let now = 0;
    const presence = createMemoryPresence(() => now, 30_000);
    await presence.join('r1', 'c1', 'u1');
    now = 20_000;
    await presence.join('r1', 'c2', 'u2');
    now = 40_000;
    expect(await presence.count('r1')).toBe(1);
    expect(await presence.users('r1')).toEqual(['u2']);
  });

  it('refreshing a connection keeps it present', async () => {
    let now = 0;
    const presence = createMemoryPresence(() => now, 30_000);
    await presence.join('r1', 'c1', 'u1');
    now = 25_000;
    await presence.join('r1', 'c1', 'u1');
    now = 50_000;
    expect(await presence.count('r1')).toBe(1);
  });

  it('refreshes many connections of a room at once', async () => {
    let now = 0;
    const presence = createMemoryPresence(() => now, 30_000);
    await presence.join('r1', 'c1', 'u1');
    await presence.join('r1', 'c2', 'u2');
    now = 25_000;
    await presence.refresh('r1', [
      { connectionId: 'c1', userId: 'u1' },
      { connectionId: 'c2', userId: 'u2' },
    ]);
    now = 40_000;
    expect(await presence.count('r1')).toBe(2);
  });

  it('expires by last sight, a refreshed connection outliving one seen after it first joined', async () => {
    let now = 0;
    const presence = createMemoryPresence(() => now, 30_000);
    await presence.join('r1', 'c1', 'u1');
    now = 10_000;
    await presence.join('r1', 'c2', 'u2');
    now = 25_000;
    await presence.refresh('r1', [{ connectionId: 'c1', userId: 'u1' }]);
    now = 41_000;
    expect(await presence.count('r1')).toBe(1);
    expect(await presence.users('r1')).toEqual(['u1']);
    expect(await presence.connectionsOf('r1', 'u2')).toBe(0);
  });

  it("keeps each person's connection count through joins, refreshes, expiry and leaves", async () => {
    let now = 0;
    const presence = createMemoryPresence(() => now, 30_000);
    await presence.join('r1', 'c1', 'u1');
    await presence.join('r1', 'c2', 'u1');
    await presence.join('r1', 'c1', 'u1');
    await presence.refresh('r1', [{ connectionId: 'c2', userId: 'u1' }]);
    expect(await presence.connectionsOf('r1', 'u1')).toBe(2);
    now = 20_000;
    await presence.join('r1', 'c3', 'u1');
    now = 40_000;
    expect(await presence.connectionsOf('r1', 'u1')).toBe(1);
    expect(await presence.leave('r1', 'c3')).toBe(0);
    expect(await presence.connectionsOf('r1', 'u1')).toBe(0);
    expect(await presence.users('r1')).toEqual([]);
  });

  it('joins a 20,000-connection room without reading the room (a join storm stays linear)', async () => {
    const presence = createMemoryPresence(() => 0, 30_000);
    const joinAll = async (n: number) => {
      const started = performance.now();
      for (let i = 0; i < n; i += 1) await presence.join(`room-${n}`, `c${i}`, `u${i}`);
      return performance.now() - started;
    };
    await joinAll(2_000);
    const smallMs = await joinAll(2_000);
    const largeMs = await joinAll(20_000);
    // Ten times the joins: about ten times the time when a join is O(1), a hundred when it scans the room.
    expect(largeMs / smallMs).toBeLessThan(40);
    expect(await presence.count('room-20000')).toBe(20_000);
  });
});
