/**
 * Who is connected to which room, across every server process. A connection stays present while it
 * is refreshed at least every `ttlMs`; a process that dies leaves entries that expire on their own.
 */
export interface Presence {
  /** Marks a connection present in a room (or refreshes it); answers the room's connection count. */
  join(roomId: string, connectionId: string, userId: string): Promise<number>;
  /**
   * Keeps many connections of one room present in one round trip (the gateway's periodic refresh); the
   * room's count is not read.
   */
  refresh(roomId: string, connections: readonly PresentConnection[]): Promise<void>;
  /** Removes a connection; answers the room's remaining connection count. */
  leave(roomId: string, connectionId: string): Promise<number>;
  count(roomId: string): Promise<number>;
  /** Distinct users present in a room. */
  users(roomId: string): Promise<string[]>;
  /** How many connections one user holds in a room (the stage refuses to invite someone in two tabs). */
  connectionsOf(roomId: string, userId: string): Promise<number>;
  close(): Promise<void>;
}

/** A connection held present in a room, and whose it is. */
export interface PresentConnection {
  connectionId: string;
  userId: string;
}

export const presenceTtlMs = 30_000;
