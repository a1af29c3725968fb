import type { WebSocket } from 'ws';
import type { ConnectionGrant } from '../auth/tokens.ts';
import type { SocketMessage } from '@limelight/protocol';

/** Past this many unsent bytes a socket is a slow consumer and is closed rather than buffered forever. */
const maxBufferedBytes = 4 * 1024 * 1024;

/** One open socket and who holds it. */
export class Connection {
  readonly id: string;
  readonly grant: ConnectionGrant;
  lastSeenAt: number;
  readonly #socket: WebSocket;

  constructor(id: string, grant: ConnectionGrant, socket: WebSocket, now: number) {
    this.id = id;
    this.grant = grant;
    this.#socket = socket;
    this.lastSeenAt = now;
  }

  get userId(): string {
    return this.grant.userId;
  }

  get roomId(): string | undefined {
    return this.grant.scope === 'room' ? this.grant.roomId : undefined;
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
