import type { ChainableCommander, Redis } from 'ioredis';
import { presenceTtlMs, type PresentConnection, type Presence } from './presence.ts';

/**
 * Presence in Redis: per room a sorted set of connection ids scored by when they were last seen, and a
 * hash from connection id to user id. Expired members are trimmed on every read.
 */
export function createRedisPresence(redis: Redis, prefix: string, ttlMs = presenceTtlMs): Presence {
  const seenKey = (roomId: string) => `${prefix}${roomId}:seen`;
  const usersKey = (roomId: string) => `${prefix}${roomId}:users`;

  const trimAndCount = async (roomId: string): Promise<number> => {
    const oldest = Date.now() - ttlMs;
    const expired = await redis.zrangebyscore(seenKey(roomId), '-inf', `(${oldest}`);
    const tx = redis.multi();
    if (expired.length > 0) {
      tx.zrem(seenKey(roomId), ...expired);
      tx.hdel(usersKey(roomId), ...expired);
    }
    tx.zcard(seenKey(roomId));
    const results = await tx.exec();
    const last = results?.at(-1);
    return Number(last?.[1] ?? 0);
  };

  /** Adds the writes that mark connections seen now (and keep the room's keys alive) to a transaction. */
  const markSeenIn = (tx: ChainableCommander, roomId: string, connections: readonly PresentConnection[]) => {
    const seenAt = Date.now();
    const expireSeconds = Math.ceil((ttlMs * 4) / 1000);
    return tx
      .zadd(seenKey(roomId), ...connections.flatMap(({ connectionId }) => [seenAt, connectionId]))
      .hset(usersKey(roomId), Object.fromEntries(connections.map((c) => [c.connectionId, c.userId])))
      .expire(seenKey(roomId), expireSeconds)
      .expire(usersKey(roomId), expireSeconds);
  };

  const markSeen = async (roomId: string, connections: readonly PresentConnection[]): Promise<void> => {
    if (connections.length === 0) return;
    await markSeenIn(redis.multi(), roomId, connections).exec();
  };

  /**
   * Runs a join's or a leave's writes and answers the room's live count in the same round trip: ZCOUNT over
   * the TTL window (O(log n)); the expired entries the transaction lists are trimmed only when there are
   * any (docs/decisions/http-speed.md: a join used to cost three round trips).
   */
  const writeAndCount = async (tx: ChainableCommander, roomId: string): Promise<number> => {
    const oldest = Date.now() - ttlMs;
    const results = await tx
      .zrangebyscore(seenKey(roomId), '-inf', `(${oldest}`)
      .zcount(seenKey(roomId), oldest, '+inf')
      .exec();
    const expired = results?.at(-2)?.[1];
    if (Array.isArray(expired) && expired.length > 0) {
      const ids = expired.map(String);
      await redis
        .multi()
        .zrem(seenKey(roomId), ...ids)
        .hdel(usersKey(roomId), ...ids)
        .exec();
    }
    return Number(results?.at(-1)?.[1] ?? 0);
  };

  return {
    join: (roomId, connectionId, userId) =>
      writeAndCount(markSeenIn(redis.multi(), roomId, [{ connectionId, userId }]), roomId),
    refresh: markSeen,
    leave: (roomId, connectionId) =>
      writeAndCount(
        redis.multi().zrem(seenKey(roomId), connectionId).hdel(usersKey(roomId), connectionId),
        roomId,
      ),
    count: trimAndCount,
    async users(roomId) {
      await trimAndCount(roomId);
      return [...new Set(await redis.hvals(usersKey(roomId)))];
    },
    async connectionsOf(roomId, userId) {
      await trimAndCount(roomId);
      return (await redis.hvals(usersKey(roomId))).filter((id) => id === userId).length;
    },
    async close() {
      // The connection is the Redis link's, which closes it.
    },
  };
}
