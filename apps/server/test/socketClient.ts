import WebSocket from 'ws';
import type { SocketMessage } from '@limelight/protocol';

/** A test socket that records every message and can wait for one matching a predicate. */
export class TestSocket {
  readonly received: SocketMessage[] = [];
  readonly #socket: WebSocket;
  readonly #waiters: { match: (m: SocketMessage) => boolean; resolve: (m: SocketMessage) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(socket: WebSocket) {
    this.#socket = socket;
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as SocketMessage;
      this.received.push(message);
      for (const waiter of [...this.#waiters]) {
        if (waiter.match(message)) {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /**
   * Opens `/ws/<token>` and resolves once open; rejects with the HTTP status when the upgrade is refused.
   * `origin` sends the Origin header a browser page of that origin would.
   */
  static open(baseUrl: string, token: string, options: { origin?: string } = {}): Promise<TestSocket> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws/${token}`, options);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(new TestSocket(socket)));
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
  }

  send(message: SocketMessage | string): void {
    this.#socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Resolves with the first matching message received at or after `fromIndex` (already here or coming);
   * rejects after timeoutMs.
   */
  waitFor(match: (m: SocketMessage) => boolean, timeoutMs = 5000, fromIndex = 0): Promise<SocketMessage> {
    const seen = this.received.slice(fromIndex).find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a socket message')), timeoutMs);
      this.#waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  close(): void {
    this.#socket.close();
  }
}
