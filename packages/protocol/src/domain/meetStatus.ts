import type { MessageKey } from '../messages.ts';

/** spec 001 §4 "Random one-to-one meeting": the meet's states, and reset (empty). */
export const MeetStatus = {
  Idle: '',
  Connecting: 'CONNECTING',
  Searching: 'SEARCHING',
  FoundMatch: 'FOUNDMATCH',
  LostConnection: 'LOSTCONNECTION',
  Connected: 'CONNECTED',
} as const;
export type MeetStatus = (typeof MeetStatus)[keyof typeof MeetStatus];

/** What moves the meet from one state to another. */
export type MeetEvent =
  /** Start pressed with a camera, a microphone and a socket. */
  | 'start'
  /** In the queue: after joining, next, a stranger's next or leave, or a failed connection check. */
  | 'queued'
  /** A stranger was found. */
  | 'matched'
  /** The peer connection is connected or completed. */
  | 'peerConnected'
  /** The peer connection went disconnected (ICE may still recover within 5 s). */
  | 'peerLost'
  /** Stop: the meet ends and resets. */
  | 'stop';

const after: Record<MeetStatus, Partial<Record<MeetEvent, MeetStatus>>> = {
  [MeetStatus.Idle]: { start: MeetStatus.Connecting },
  [MeetStatus.Connecting]: { queued: MeetStatus.Searching, matched: MeetStatus.FoundMatch },
  [MeetStatus.Searching]: { queued: MeetStatus.Searching, matched: MeetStatus.FoundMatch },
  [MeetStatus.FoundMatch]: {
    queued: MeetStatus.Searching,
    matched: MeetStatus.FoundMatch,
    peerConnected: MeetStatus.Connected,
  },
  [MeetStatus.Connected]: {
    queued: MeetStatus.Searching,
    matched: MeetStatus.FoundMatch,
    peerLost: MeetStatus.LostConnection,
  },
  [MeetStatus.LostConnection]: {
    queued: MeetStatus.Searching,
    matched: MeetStatus.FoundMatch,
    peerConnected: MeetStatus.Connected,
  },
};

/** The meet's state after an event; an event a state does not expect leaves it as it is. Stop always resets. */
export function meetStatusAfter(status: MeetStatus, event: MeetEvent): MeetStatus {
  if (event === 'stop') return MeetStatus.Idle;
  return after[status][event] ?? status;
}

/** The status text of each state (spec 001 §4). */
export const meetStatusMessage: Record<MeetStatus, MessageKey> = {
  [MeetStatus.Idle]: 'meetReset',
  [MeetStatus.Connecting]: 'meetConnecting',
  [MeetStatus.Searching]: 'meetSearching',
  [MeetStatus.FoundMatch]: 'meetFoundMatch',
  [MeetStatus.LostConnection]: 'meetLostConnection',
  [MeetStatus.Connected]: 'meetConnected',
};
