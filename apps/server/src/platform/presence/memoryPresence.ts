import { presenceTtlMs, type Presence } from './presence.ts';

interface Entry {
  userId: string;
  seenAt: number;
}

/**
 * One room's connections, oldest-seen first (a refresh moves its entry to the end), and how many each
 * person holds, kept as entries come and go: a join, a leave and a count are O(1), and expiry reads only
 * the expired entries at the front (docs/decisions/http-speed.md: a 5,000-socket join storm scanned the
 * whole room on every join).
 */
class RoomPresence {
  readonly #entries = new Map<string, Entry>();
  readonly #connectionsByUser = new Map<string, number>();

  get size(): number {
    return this.#entries.size;
  }

  see(connectionId: string, userId: string, seenAt: number): void {
    this.remove(connectionId);
    this.#entries.set(connectionId, { userId, seenAt });
    this.#connectionsByUser.set(userId, (this.#connectionsByUser.get(userId) ?? 0) + 1);
  }

  remove(connectionId: string): void {
    const entry = this.#entries.get(connectionId);
    if (!entry) return;
    this.#entries.delete(connectionId);
    const left = (this.#connectionsByUser.get(entry.userId) ?? 1) - 1;
    if (left === 0) this.#connectionsByUser.delete(entry.userId);
    else this.#connectionsByUser.set(entry.userId, left);
  }

  /** Drops the entries last seen before `oldest`: they are at the front, since clocks only move forward. */
  expire(oldest: number): void {
    for (const [connectionId, entry] of this.#entries) {
      if (entry.seenAt >= oldest) return;
      this.remove(connectionId);
    }
  }

  users(): string[] {
    return [...this.#connectionsByUser.keys()];
  }

  connectionsOf(userId: string): number {
    return this.#connectionsByUser.get(userId) ?? 0;
  }
}

/** Presence inside one process (the embedded platform). */
export function createMemoryPresence(now: () => number = Date.now, ttlMs = presenceTtlMs): Presence {
  const rooms = new Map<string, RoomPresence>();

  /** The room's live entries, or undefined when none is left (an empty room is forgotten). */
  const liveRoom = (roomId: string): RoomPresence | undefined => {
    const room = rooms.get(roomId);
    if (!room) return undefined;
    room.expire(now() - ttlMs);
    if (room.size > 0) return room;
    rooms.delete(roomId);
    return undefined;
  };

  const roomToWrite = (roomId: string): RoomPresence => {
    const room = liveRoom(roomId) ?? new RoomPresence();
    rooms.set(roomId, room);
    return room;
  };

  return {
    async join(roomId, connectionId, userId) {
      const room = roomToWrite(roomId);
      room.see(connectionId, userId, now());
      return room.size;
    },
    async refresh(roomId, connections) {
      if (connections.length === 0) return;
      const room = roomToWrite(roomId);
      const seenAt = now();
      for (const { connectionId, userId } of connections) room.see(connectionId, userId, seenAt);
    },
    async leave(roomId, connectionId) {
      const room = liveRoom(roomId);
      room?.remove(connectionId);
      if (room?.size === 0) rooms.delete(roomId);
      return room?.size ?? 0;
    },
    async count(roomId) {
      return liveRoom(roomId)?.size ?? 0;
    },
    async users(roomId) {
      return liveRoom(roomId)?.users() ?? [];
    },
    async connectionsOf(roomId, userId) {
      return liveRoom(roomId)?.connectionsOf(userId) ?? 0;
    },
    async close() {
      rooms.clear();
    },
  };
}
