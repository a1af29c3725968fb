import {
  type AnyServerFrame,
  type AppKey,
  type ClientCommand,
  type ClientPayloadInput,
  type OutgoingFrame,
  type ServerCommand,
  type ServerFrame,
  type SocketMessage,
} from '@limelight/protocol';
import { ANY, RealtimeSocket, type RealtimeSocketOptions, type SocketPolicy } from '../socket/index.ts';
import { MessageRouter } from '../socket/messageRouter.ts';
import { LiveConnection, statusOfClose, statusOfOpenSocket, type LiveStatus } from './liveStatus.ts';

export type SocketSessionOptions = Omit<RealtimeSocketOptions, 'onStateChange' | 'policy'>;

/** A handler of one server command's frames, typed by the socket contract. */
export type LiveFrameHandler<A extends AppKey, C extends ServerCommand<A>> = (
  frame: ServerFrame<A, C>,
) => void;

/**
 * What the room session and the friend session share (docs/decisions/live-client.md): one socket at a
 * time with its policy, a connection status pages read with `useSyncExternalStore`, and handlers by
 * appKey and command. Each session decides in `receive` which frames it orders, and how it catches up.
 */
export abstract class SocketSession {
  protected readonly log: Pick<Console, 'warn' | 'error'>;
  protected readonly handlers: MessageRouter<AnyServerFrame>;
  readonly #options: SocketSessionOptions;
  readonly #policy: SocketPolicy;
  readonly #statusListeners = new Set<() => void>();
  #status: LiveStatus = { connection: LiveConnection.Connecting };
  #socket: RealtimeSocket | null = null;

  constructor(options: SocketSessionOptions, policy: SocketPolicy) {
    this.#options = options;
    this.#policy = policy;
    this.log = options.log ?? console;
    this.handlers = new MessageRouter(this.log);
  }

  /** The status snapshot (stable until the next change, for `useSyncExternalStore`). */
  readonly getStatus = (): LiveStatus => this.#status;

  /** Calls `listener` after every status change; returns the unsubscribe. */
  readonly subscribeStatus = (listener: () => void): (() => void) => {
    this.#statusListeners.add(listener);
    return () => {
      this.#statusListeners.delete(listener);
    };
  };

  /**
   * Calls `listener` once the socket is live: at once when it is, else at the first status change that
   * makes it so. Answers how to stop waiting.
   */
  whenLive(listener: () => void): () => void {
    if (this.#status.connection === LiveConnection.Live) {
      listener();
      return () => {};
    }
    const unsubscribe = this.subscribeStatus(() => {
      if (this.#status.connection !== LiveConnection.Live) return;
      unsubscribe();
      listener();
    });
    return unsubscribe;
  }

  /** Connects; after `stop` it connects again, and the session catches up from where it stood. */
  start(): void {
    if (this.#socket !== null) return;
    const socket = new RealtimeSocket({
      ...this.#options,
      policy: this.#policy,
      onStateChange: (state) => {
        if (socket !== this.#socket) return;
        const status = statusOfOpenSocket(state);
        if (status === null) return;
        this.#setStatus(status);
        if (status.connection === LiveConnection.Live) this.onLive();
      },
    });
    socket.on(ANY, ANY, (message) => {
      if (socket === this.#socket) this.receive(message);
    });
    socket.onClientEvent('close', (end) => {
      if (socket === this.#socket) this.#setStatus(statusOfClose(end));
    });
    // spec 001 §8: socket reconnect retries are logged only.
    socket.onClientEvent('error', (error) => this.log.warn('live socket error', error));
    this.#socket = socket;
    socket.connect();
  }

  /** Closes the socket (the page is leaving); the status becomes closed. */
  stop(): void {
    this.#socket?.close();
    this.#socket = null;
  }

  /** Calls `handler` with every frame of `appKey`/`command`, its payload read by the contract. */
  on<A extends AppKey, C extends ServerCommand<A>>(
    appKey: A,
    command: C,
    handler: LiveFrameHandler<A, C>,
  ): () => void {
    // The router hands this handler only frames of its appKey and command, read by that command's schema.
    return this.handlers.add(appKey, command, handler as (frame: AnyServerFrame) => void);
  }

  /** Sends a client frame built with `clientFrameOf`; false while not connected. */
  send<A extends AppKey, C extends ClientCommand<A>>(
    frame: OutgoingFrame<A, C, ClientPayloadInput<A, C>>,
  ): boolean {
    return this.#socket?.send(frame as SocketMessage) ?? false;
  }

  /** Every message of the current socket, as it arrives. */
  protected abstract receive(message: SocketMessage): void;

  /** The socket is open (first connection or a reconnect). */
  protected onLive(): void {}

  #setStatus(status: LiveStatus): void {
    const current = this.#status;
    if (current.connection === status.connection && current.end === status.end) return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener();
  }
}
