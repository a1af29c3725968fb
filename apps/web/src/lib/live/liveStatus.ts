import { SocketCloseReason, SocketConnectionState, type SocketCloseEvent } from '../socket/index.ts';

/** What a live page shows of its connection. */
export const LiveConnection = {
  /** The first connection is on its way. */
  Connecting: 'connecting',
  /** Connected: frames arrive. */
  Live: 'live',
  /** The connection was lost; the session tries again (spec 001 §9: 3 tries, 3 s apart). */
  Reconnecting: 'reconnecting',
  /** The session stopped trying: "Connection dropped. Please refresh the page." (spec 001 §4). */
  GaveUp: 'gaveUp',
  /** Ended on purpose: the page left, a kick-out, or a refused token (see `end`). */
  Closed: 'closed',
} as const;
export type LiveConnection = (typeof LiveConnection)[keyof typeof LiveConnection];

/** The live session's status, one immutable snapshot per change (read with `useLiveStatus`). */
export interface LiveStatus {
  connection: LiveConnection;
  /** Once gave up or closed: why, with the refusal's response code when the token was refused. */
  end?: SocketCloseEvent;
}

/** The status of a socket that is not done; a finished socket's status comes from its close event. */
export function statusOfOpenSocket(state: SocketConnectionState): LiveStatus | null {
  switch (state) {
    case SocketConnectionState.Idle:
    case SocketConnectionState.Connecting:
      return { connection: LiveConnection.Connecting };
    case SocketConnectionState.Open:
      return { connection: LiveConnection.Live };
    case SocketConnectionState.Reconnecting:
      return { connection: LiveConnection.Reconnecting };
    default:
      return null;
  }
}

/** The status of a socket that closed for good. */
export function statusOfClose(end: SocketCloseEvent): LiveStatus {
  const gaveUp = end.reason === SocketCloseReason.Dropped || end.reason === SocketCloseReason.GaveUp;
  return { connection: gaveUp ? LiveConnection.GaveUp : LiveConnection.Closed, end };
}
