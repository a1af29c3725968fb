import type { Redis } from 'ioredis';
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

  const markSeen = async (roomId: string, connections: readonly PresentConnection[]): Promise<void> => {
    if (connections.length === 0) return;
    const seenAt = Date.now();
    const expireSeconds = Math.ceil((ttlMs * 4) / 1000);
    await redis
      .multi()
      .zadd(seenKey(roomId), ...connections.flatMap(({ connectionId }) => [seenAt, connectionId]))
      .hset(usersKey(roomId), Object.fromEntries(connections.map((c) => [c.connectionId, c.userId])))
      .expire(seenKey(roomId), expireSeconds)
      .expire(usersKey(roomId), expireSeconds)
      .exec();
  };

  return {
    async join(roomId, connectionId, userId) {
      await markSeen(roomId, [{ connectionId, userId }]);
      return trimAndCount(roomId);
    },
    refresh: markSeen,
    async leave(roomId, connectionId) {
      await redis.multi().zrem(seenKey(roomId), connectionId).hdel(usersKey(roomId), connectionId).exec();
      return trimAndCount(roomId);
    },
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
