import { ConnectionCommand, type SocketMessage } from '@limelight/protocol';
import type { WebSocketLike } from './realtimeSocket.ts';

/** Test double of `WebSocket`: every instance is recorded; the test opens, feeds and closes it by hand. */
export class FakeWebSocket implements WebSocketLike {
  /** Every socket constructed since the last `reset()`, oldest first. */
  static instances: FakeWebSocket[] = [];

  /** Forgets the recorded sockets. */
  static reset(): void {
    FakeWebSocket.instances = [];
  }

  /** The socket constructed last. */
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (socket === undefined) throw new Error('no FakeWebSocket was constructed');
    return socket;
  }

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  /** Frames the client sent, parsed. */
  readonly sent: unknown[] = [];
  closedByClient = false;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closedByClient = true;
  }

  /** How many pings the client sent on this socket. */
  pingCount(): number {
    return this.sent.filter((frame) => (frame as SocketMessage).command === ConnectionCommand.Ping).length;
  }

  /** The server accepts the connection. */
  serverOpens(): void {
    this.onopen?.(new Event('open'));
  }

  /** The server sends a frame: an object is sent as JSON, a string as it is. */
  serverSends(frame: object | string): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection is lost or closed by the server. */
  serverCloses(code = 1006): void {
    this.onclose?.(new CloseEvent('close', { code }));
  }

  /** The transport reports an error. */
  serverErrors(): void {
    this.onerror?.(new Event('error'));
  }
}
