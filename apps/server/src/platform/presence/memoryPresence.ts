import { presenceTtlMs, type Presence } from './presence.ts';

interface Entry {
  userId: string;
  seenAt: number;
}

/** Presence inside one process (the embedded platform). */
export function createMemoryPresence(now: () => number = Date.now, ttlMs = presenceTtlMs): Presence {
  const rooms = new Map<string, Map<string, Entry>>();

  const liveEntries = (roomId: string): Map<string, Entry> => {
    const room = rooms.get(roomId) ?? new Map<string, Entry>();
    const oldest = now() - ttlMs;
    for (const [connectionId, entry] of room) if (entry.seenAt < oldest) room.delete(connectionId);
    if (room.size === 0) rooms.delete(roomId);
    return room;
  };

  return {
    async join(roomId, connectionId, userId) {
      const room = liveEntries(roomId);
      room.set(connectionId, { userId, seenAt: now() });
      rooms.set(roomId, room);
      return room.size;
    },
    async refresh(roomId, connections) {
      const room = liveEntries(roomId);
      for (const { connectionId, userId } of connections) room.set(connectionId, { userId, seenAt: now() });
      if (room.size > 0) rooms.set(roomId, room);
    },
    async leave(roomId, connectionId) {
      const room = liveEntries(roomId);
      room.delete(connectionId);
      if (room.size === 0) rooms.delete(roomId);
      return room.size;
    },
    async count(roomId) {
      return liveEntries(roomId).size;
    },
    async users(roomId) {
      return [...new Set([...liveEntries(roomId).values()].map((e) => e.userId))];
    },
    async connectionsOf(roomId, userId) {
      return [...liveEntries(roomId).values()].filter((entry) => entry.userId === userId).length;
    },
    async close() {
      rooms.clear();
    },
  };
}
