import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createMemoryBus } from '../bus/memoryBus.ts';
import { createAccountAuthCache } from './accountAuthCache.ts';
import type { AccountAuthState } from './callerResolver.ts';

const log = pino({ level: 'silent' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function countingSource(states: Map<string, AccountAuthState>) {
  const reads: string[] = [];
  return { reads, lookup: async (userId: string) => (reads.push(userId), states.get(userId)) };
}

describe('account auth cache', () => {
  it('reads the database once per account within the time to live', async () => {
    let now = 0;
    const source = countingSource(
      new Map([['u1', { tokenVersion: 0, banReason: null, revokedSessionIds: new Set<string>() }]]),
    );
    const cache = await createAccountAuthCache(source.lookup, createMemoryBus(log), {
      ttlMs: 1000,
      now: () => now,
    });
    await cache.lookup('u1');
    await cache.lookup('u1');
    expect(source.reads).toEqual(['u1']);
    now = 1500;
    await cache.lookup('u1');
    expect(source.reads).toEqual(['u1', 'u1']);
  });

  it('drops an entry on every process sharing the bus when a service invalidates it', async () => {
    const states = new Map([
      ['u1', { tokenVersion: 0, banReason: null, revokedSessionIds: new Set<string>() }],
    ]);
    const bus = createMemoryBus(log);
    const here = await createAccountAuthCache(countingSource(states).lookup, bus);
    const elsewhere = await createAccountAuthCache(countingSource(states).lookup, bus);
    expect(await elsewhere.lookup('u1')).toEqual({
      tokenVersion: 0,
      banReason: null,
      revokedSessionIds: new Set<string>(),
    });
    states.set('u1', { tokenVersion: 1, banReason: null, revokedSessionIds: new Set<string>() });
    await here.invalidate('u1');
    await tick();
    expect(await elsewhere.lookup('u1')).toEqual({
      tokenVersion: 1,
      banReason: null,
      revokedSessionIds: new Set<string>(),
    });
  });

  it('never caches a missing account, and evicts the least recently used past the bound', async () => {
    const states = new Map([
      ['a', { tokenVersion: 0, banReason: null, revokedSessionIds: new Set<string>() }],
      ['b', { tokenVersion: 0, banReason: null, revokedSessionIds: new Set<string>() }],
      ['c', { tokenVersion: 0, banReason: null, revokedSessionIds: new Set<string>() }],
    ]);
    const source = countingSource(states);
    const cache = await createAccountAuthCache(source.lookup, createMemoryBus(log), { maxEntries: 2 });
    await cache.lookup('ghost');
    await cache.lookup('ghost');
    await cache.lookup('a');
    await cache.lookup('b');
    await cache.lookup('a'); // a is now the most recent
    await cache.lookup('c'); // evicts b
    source.reads.length = 0;
    await cache.lookup('a');
    await cache.lookup('b');
    expect(source.reads).toEqual(['b']);
  });
});
