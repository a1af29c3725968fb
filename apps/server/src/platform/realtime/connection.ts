import type { WebSocket } from 'ws';
import type { ConnectionGrant, RoomRole } from '../auth/tokens.ts';
import type { SocketMessage } from '@limelight/protocol';

/** Past this many unsent bytes a socket is a slow consumer and is closed rather than buffered forever. */
const maxBufferedBytes = 4 * 1024 * 1024;

/** One open socket and who holds it. */
export class Connection {
  readonly id: string;
  readonly grant: ConnectionGrant;
  readonly openedAt: number;
  lastSeenAt: number;
  readonly #socket: WebSocket;

  constructor(id: string, grant: ConnectionGrant, socket: WebSocket, now: number) {
    this.id = id;
    this.grant = grant;
    this.#socket = socket;
    this.openedAt = now;
    this.lastSeenAt = now;
  }

  get userId(): string {
    return this.grant.userId;
  }

  get roomId(): string | undefined {
    return this.grant.scope === 'room' ? this.grant.roomId : undefined;
  }

  /** The holder's roles in the room, as the token was issued; none on the friend socket. */
  get roomRoles(): readonly RoomRole[] {
    return this.grant.scope === 'room' ? this.grant.roles : [];
  }

  /** Whether this socket opened before another one (open time, then id: a total order across processes). */
  openedBefore(other: { openedAt: number; connectionId: string }): boolean {
    if (this.openedAt !== other.openedAt) return this.openedAt < other.openedAt;
    return this.id < other.connectionId;
  }

  get isOpen(): boolean {
    return this.#socket.readyState === this.#socket.OPEN;
  }

  send(message: SocketMessage): void {
    this.sendSerialized(JSON.stringify(message));
  }

  /** Sends an already serialized frame; fan-out serializes once for all sockets. */
  sendSerialized(frame: string): void {
    if (!this.isOpen) return;
    if (this.#socket.bufferedAmount > maxBufferedBytes) {
      this.#socket.terminate();
      return;
    }
    this.#socket.send(frame);
  }

  close(code: number, reason: string): void {
    this.#socket.close(code, reason);
  }

  terminate(): void {
    this.#socket.terminate();
  }
}
