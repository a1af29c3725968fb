import type { Logger } from '../logger.ts';
import type { RedisLink } from '../bus/redisLink.ts';
import type { Presence } from './presence.ts';

/**
 * Presence shared in Redis while Redis answers, with this process's own connections as the answer while
 * it does not (docs/decisions/resilience.md): counts and member lists then cover this process only, and
 * nothing waits on Redis. Every change is also kept here, so the local view is current the moment Redis
 * goes; when Redis comes back, the gateway's periodic refresh puts this process's connections there again.
 */
export function createFallbackPresence(
  shared: Presence,
  local: Presence,
  link: RedisLink,
  log: Logger,
): Presence {
  async function either<T>(fromShared: () => Promise<T>, fromLocal: () => Promise<T>): Promise<T> {
    const localAnswer = fromLocal();
    if (!link.isUp()) return localAnswer;
    try {
      return await fromShared();
    } catch (error) {
      link.failed(error);
      log.debug({ err: error }, 'presence answered from this process');
      return localAnswer;
    }
  }

  return {
    join: (roomId, connectionId, userId) =>
      either(
        () => shared.join(roomId, connectionId, userId),
        () => local.join(roomId, connectionId, userId),
      ),
    refresh: (roomId, connections) =>
      either(
        () => shared.refresh(roomId, connections),
        () => local.refresh(roomId, connections),
      ),
    leave: (roomId, connectionId) =>
      either(
        () => shared.leave(roomId, connectionId),
        () => local.leave(roomId, connectionId),
      ),
    count: (roomId) =>
      either(
        () => shared.count(roomId),
        () => local.count(roomId),
      ),
    users: (roomId) =>
      either(
        () => shared.users(roomId),
        () => local.users(roomId),
      ),
    connectionsOf: (roomId, userId) =>
      either(
        () => shared.connectionsOf(roomId, userId),
        () => local.connectionsOf(roomId, userId),
      ),
    async close() {
      await Promise.all([shared.close(), local.close()]);
    },
  };
}
