import type { Logger } from '../logger.ts';
import type { PresentConnection, Presence } from '../presence/presence.ts';
import type { Connection } from './connection.ts';

export interface SweepOptions {
  now: () => number;
  /** A socket silent this long is gone. */
  idleTimeoutMs: number;
  presence: Presence;
  log: Logger;
}

/**
 * One sweep of a process's sockets: drops the silent ones and keeps the live ones present (presence
 * entries expire otherwise), with one presence round trip per room, not per socket (issue 10).
 */
export async function sweepConnections(
  connections: Iterable<Connection>,
  options: SweepOptions,
): Promise<void> {
  const { now, idleTimeoutMs, presence, log } = options;
  const oldest = now() - idleTimeoutMs;
  const present = new Map<string, PresentConnection[]>();
  for (const connection of connections) {
    if (connection.lastSeenAt < oldest) {
      connection.terminate();
      continue;
    }
    const key = connection.presenceKey;
    if (!key) continue;
    const room = present.get(key) ?? [];
    room.push({ connectionId: connection.id, userId: connection.userId });
    present.set(key, room);
  }
  for (const [roomId, roomConnections] of present) {
    await presence
      .refresh(roomId, roomConnections)
      .catch((error: unknown) => log.warn({ err: error, roomId }, 'presence refresh failed'));
  }
}
