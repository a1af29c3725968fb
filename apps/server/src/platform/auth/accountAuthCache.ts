import { z } from 'zod';
import type { Bus, Unsubscribe } from '../bus/bus.ts';
import type { AccountAuthLookup, AccountAuthState } from './callerResolver.ts';

const changedChannel = 'auth:account-changed';
const changedSchema = z.object({ userId: z.string() });

export interface AccountAuthCache {
  lookup: AccountAuthLookup;
  /**
   * Forgets an account's cached state on every process; services call it after changing the token
   * version, banning or deleting an account.
   */
  invalidate(userId: string): Promise<void>;
  close(): Promise<void>;
}

export interface AccountAuthCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Every authenticated request needs the account's token version and ban state; reading them from the
 * database each time caps throughput at the database's round trip. This keeps them per process for a
 * short while (30 s, bounded, least recently used evicted first), dropped at once on every process
 * when a service announces a change on the bus.
 */
export async function createAccountAuthCache(
  source: AccountAuthLookup,
  bus: Bus,
  options: AccountAuthCacheOptions = {},
): Promise<AccountAuthCache> {
  const { ttlMs = 30_000, maxEntries = 50_000, now = Date.now } = options;
  const entries = new Map<string, { state: AccountAuthState; expiresAt: number }>();

  const unsubscribe: Unsubscribe = await bus.subscribe(changedChannel, (payload) => {
    const parsed = changedSchema.safeParse(payload);
    if (parsed.success) entries.delete(parsed.data.userId);
  });

  return {
    async lookup(userId) {
      const cached = entries.get(userId);
      if (cached && cached.expiresAt > now()) {
        entries.delete(userId);
        entries.set(userId, cached); // most recently used goes last
        return cached.state;
      }
      const state = await source(userId);
      if (!state) {
        entries.delete(userId);
        return undefined;
      }
      entries.set(userId, { state, expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return state;
    },
    async invalidate(userId) {
      entries.delete(userId);
      await bus.publish(changedChannel, { userId });
    },
    close: unsubscribe,
  };
}
