import { AppKey, ConnectionCommand, SocketCloseCode, type SocketMessage } from '@limelight/protocol';
import { Heartbeat } from './heartbeat.ts';
import { MessageRouter, type ANY, type SocketMessageHandler } from './messageRouter.ts';
import { SocketConnectionState, canTransition, isFinal } from './socketConnectionState.ts';
import {
  RealtimeSocketError,
  SocketCloseReason,
  SocketErrorReason,
  type RealtimeSocketEventMap,
} from './socketEvents.ts';
import { parseSocketFrame } from './socketFrame.ts';
import type { SocketPolicy } from './socketPolicy.ts';
import { SocketTokenError } from './socketTokens.ts';
import { socketUrlFor } from './socketUrl.ts';

/** The part of a browser WebSocket this client uses; `window.WebSocket` instances fit it. */
export interface WebSocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor: `window.WebSocket`, or a fake in tests. */
export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Dependencies of a realtime socket. */
export interface RealtimeSocketOptions {
  /** Fetches a fresh connection token; called for the first connection and for every reconnect. */
  getToken: () => Promise<string>;
  WebSocket: WebSocketConstructor;
  policy: SocketPolicy;
  /** Defaults to `/ws/<token>` on the page's host. */
  urlForToken?: (token: string) => string;
  log?: Pick<Console, 'warn' | 'error'>;
  /**
   * Told of every state change, for the socket's owner (the live session's connection status). Pages
   * register only `error` and `close` (spec 001 §4); they read the state through their owner.
   */
  onStateChange?: (state: SocketConnectionState) => void;
}

type ClientEventListener<E extends keyof RealtimeSocketEventMap> = (
  payload: RealtimeSocketEventMap[E],
) => void;

const pingMessage: SocketMessage = { appKey: AppKey.Connection, command: ConnectionCommand.Ping };

/**
 * The realtime socket of spec 001 §4: connects with a server token, keeps a heartbeat, reconnects and
 * routes messages by appKey and command. Stage/room and friend sockets differ only by their policy.
 */
export class RealtimeSocket {
  readonly #options: Required<RealtimeSocketOptions>;
  readonly #router: MessageRouter;
  readonly #listeners: { [E in keyof RealtimeSocketEventMap]: Set<ClientEventListener<E>> } = {
    error: new Set(),
    close: new Set(),
  };
  #state: SocketConnectionState = SocketConnectionState.Idle;
  #ws: WebSocketLike | null = null;
  #heartbeat: Heartbeat | null = null;
  #reconnectsInRow = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(options: RealtimeSocketOptions) {
    this.#options = {
      ...options,
      urlForToken: options.urlForToken ?? ((token) => socketUrlFor(token, window.location)),
      log: options.log ?? console,
      onStateChange: options.onStateChange ?? (() => undefined),
    };
    this.#router = new MessageRouter(this.#options.log);
  }

  /** The connection state. */
  get state(): SocketConnectionState {
    return this.#state;
  }

  /** Opens the first connection; call once. */
  connect(): void {
    this.#moveTo(SocketConnectionState.Connecting);
    void this.#open();
  }

  /** Routes messages of `appKey`/`command` (either may be `'*'`) to the handler; returns the unsubscribe. */
  on(appKey: AppKey | typeof ANY, command: string, handler: SocketMessageHandler): () => void {
    return this.#router.add(appKey, command, handler);
  }

  /** Registers an `error` or `close` listener (spec 001 §4: the only client events); returns the unsubscribe. */
  onClientEvent<E extends keyof RealtimeSocketEventMap>(
    event: E,
    listener: ClientEventListener<E>,
  ): () => void {
    const listeners: Set<ClientEventListener<E>> = this.#listeners[event];
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  /** Sends a message on the open connection; false when there is none. */
  send(message: SocketMessage): boolean {
    if (this.#state !== SocketConnectionState.Open || this.#ws === null) return false;
    this.#ws.send(JSON.stringify(message));
    return true;
  }

  /** Closes the socket for good; `close` fires with `closedByClient`. */
  close(): void {
    if (!isFinal(this.#state)) this.#finish(SocketConnectionState.Closed, SocketCloseReason.ClosedByClient);
  }

  async #open(): Promise<void> {
    let token: string;
    try {
      token = await this.#options.getToken();
    } catch (cause) {
      if (isFinal(this.#state)) return;
      this.#emit('error', new RealtimeSocketError(SocketErrorReason.Token, { cause }));
      // An error listener may have closed the socket.
      if (isFinal(this.#state)) return;
      // A refusal (no ticket, private room, age …) would be refused again: give up at once with its code.
      if (cause instanceof SocketTokenError && cause.isRefusal)
        this.#finish(SocketConnectionState.Closed, SocketCloseReason.Refused, cause.code);
      else this.#reconnectOrGiveUp();
      return;
    }
    // close() may have been called while the token was on its way.
    if (isFinal(this.#state)) return;
    const ws = new this.#options.WebSocket(this.#options.urlForToken(token));
    this.#ws = ws;
    // Events of a connection this client has already let go of are ignored.
    ws.onopen = () => {
      if (ws === this.#ws) this.#onOpen();
    };
    ws.onmessage = (event) => {
      if (ws === this.#ws) this.#onFrame(event.data);
    };
    ws.onerror = () => {
      if (ws === this.#ws) this.#emit('error', new RealtimeSocketError(SocketErrorReason.Transport));
    };
    ws.onclose = (event) => {
      if (ws !== this.#ws) return;
      if (event.code === SocketCloseCode.Kicked)
        this.#finish(SocketConnectionState.Closed, SocketCloseReason.Kicked);
      else this.#reconnectOrGiveUp();
    };
  }

  #onOpen(): void {
    this.#moveTo(SocketConnectionState.Open);
    const { policy } = this.#options;
    this.#heartbeat = new Heartbeat({
      intervalMs: policy.pingIntervalMs,
      replyWaitMs: policy.replyWaitMs,
      maxMissedReplies: policy.maxMissedReplies,
      sendPing: () => this.send(pingMessage),
      onUnhealthy: () => {
        // spec 001 §4: the stage socket disconnects and shows "Connection dropped"; the friend socket reconnects.
        if (policy.onUnhealthy === 'drop')
          this.#finish(SocketConnectionState.Dropped, SocketCloseReason.Dropped);
        else this.#reconnectOrGiveUp();
      },
    });
    this.#heartbeat.start();
  }

  #onFrame(data: unknown): void {
    const message = parseSocketFrame(data);
    const isPong = message?.appKey === AppKey.Connection && message.command === ConnectionCommand.Pong;
    if (this.#options.policy.replyIs === 'anyFrame' || isPong) {
      this.#heartbeat?.noteReply();
      // A connection that answers is healthy: later losses get the full number of reconnects again.
      this.#reconnectsInRow = 0;
    }
    if (message === null) {
      this.#options.log.warn('ignored an invalid socket frame', data);
      return;
    }
    if (isPong) return;
    this.#router.dispatch(message);
    // The kick handlers show the kick-out notice first; one of them may already have closed the socket.
    const isKick = message.appKey === AppKey.Connection && message.command === ConnectionCommand.Kick;
    if (isKick && !isFinal(this.#state)) {
      this.#finish(SocketConnectionState.Closed, SocketCloseReason.Kicked);
    }
  }

  #reconnectOrGiveUp(): void {
    this.#letGoOfConnection();
    const { policy } = this.#options;
    if (this.#reconnectsInRow >= policy.maxReconnects) {
      this.#finish(SocketConnectionState.Dropped, policy.giveUpReason);
      return;
    }
    this.#reconnectsInRow += 1;
    if (this.#state !== SocketConnectionState.Reconnecting) this.#moveTo(SocketConnectionState.Reconnecting);
    this.#reconnectTimer = setTimeout(() => void this.#open(), policy.reconnectDelayMs);
  }

  #finish(state: SocketConnectionState, reason: SocketCloseReason, code?: number): void {
    this.#letGoOfConnection();
    clearTimeout(this.#reconnectTimer);
    this.#moveTo(state);
    this.#emit('close', code === undefined ? { reason } : { reason, code });
  }

  #letGoOfConnection(): void {
    this.#heartbeat?.stop();
    this.#heartbeat = null;
    const ws = this.#ws;
    this.#ws = null;
    ws?.close();
  }

  #moveTo(next: SocketConnectionState): void {
    if (!canTransition(this.#state, next)) {
      throw new Error(`RealtimeSocket cannot move from ${this.#state} to ${next}`);
    }
    this.#state = next;
    // The owner's view must not break the state machine half-way.
    try {
      this.#options.onStateChange(next);
    } catch (error) {
      this.#options.log.error('socket state listener failed', error);
    }
  }

  #emit<E extends keyof RealtimeSocketEventMap>(event: E, payload: RealtimeSocketEventMap[E]): void {
    const listeners: Set<ClientEventListener<E>> = this.#listeners[event];
    for (const listener of listeners) {
      // A failing listener must not stop the others or leave the state machine half-way.
      try {
        listener(payload);
      } catch (error) {
        this.#options.log.error(`socket ${event} listener failed`, error);
      }
    }
  }
}
