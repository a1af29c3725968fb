/** Why a socket closed for good; the UI picks its message from it (spec 000 §8, spec 001 §4). */
export const SocketCloseReason = {
  /** `close()` was called. */
  ClosedByClient: 'closedByClient',
  /** The server kicked this connection (`cya_connection` `kick`, or close code 4004). */
  Kicked: 'kicked',
  /** Stage/room socket: "Connection dropped. Please refresh the page." */
  Dropped: 'dropped',
  /** Friend socket: "Failed to connect to friend server" / "Click OK to refresh". */
  GaveUp: 'gaveUp',
  /** The server refused the socket's token (the close event's `code`: no ticket, private room, age …). */
  Refused: 'refused',
} as const;
export type SocketCloseReason = (typeof SocketCloseReason)[keyof typeof SocketCloseReason];

/** Payload of the `close` client event. */
export interface SocketCloseEvent {
  reason: SocketCloseReason;
  /** With `refused`: the response code, whose message the page shows. */
  code?: number;
}

/** What went wrong in a socket `error` event. */
export const SocketErrorReason = {
  /** The connection token could not be fetched. */
  Token: 'token',
  /** The WebSocket reported an error. */
  Transport: 'transport',
} as const;
export type SocketErrorReason = (typeof SocketErrorReason)[keyof typeof SocketErrorReason];

/** Payload of the `error` client event. */
export class RealtimeSocketError extends Error {
  override readonly name = 'RealtimeSocketError';

  constructor(
    readonly reason: SocketErrorReason,
    options?: { cause?: unknown },
  ) {
    super(`socket ${reason} error`, options);
  }
}

/** spec 001 §4: "Only the client events onerror and onclose can be registered." */
export interface RealtimeSocketEventMap {
  error: RealtimeSocketError;
  close: SocketCloseEvent;
}
