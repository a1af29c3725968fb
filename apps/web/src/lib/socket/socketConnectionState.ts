/** The life of a realtime socket; `dropped` and `closed` are final. */
export const SocketConnectionState = {
  Idle: 'idle',
  Connecting: 'connecting',
  Open: 'open',
  /** Waiting between tries or trying again, after the connection was lost. */
  Reconnecting: 'reconnecting',
  /** Gave up: the heartbeat failed or the reconnects ran out. */
  Dropped: 'dropped',
  /** Closed on purpose, by the client or by a server kick. */
  Closed: 'closed',
} as const;
export type SocketConnectionState = (typeof SocketConnectionState)[keyof typeof SocketConnectionState];

const { Idle, Connecting, Open, Reconnecting, Dropped, Closed } = SocketConnectionState;

const allowedTransitions: Readonly<Record<SocketConnectionState, readonly SocketConnectionState[]>> = {
  [Idle]: [Connecting, Closed],
  [Connecting]: [Open, Reconnecting, Dropped, Closed],
  [Open]: [Reconnecting, Dropped, Closed],
  [Reconnecting]: [Open, Dropped, Closed],
  [Dropped]: [],
  [Closed]: [],
};

/** Whether a socket may move from one state to the other. */
export function canTransition(from: SocketConnectionState, to: SocketConnectionState): boolean {
  return allowedTransitions[from].includes(to);
}

/** Whether the socket is done for good. */
export function isFinal(state: SocketConnectionState): boolean {
  return allowedTransitions[state].length === 0;
}
