import type { Timestamp } from './timestamp.ts';

/**
 * A stage media session (docs/decisions/media.md): a publisher (camera or screen) or a subscriber of one
 * (`publisherId`), the cast token that opened it, its status and the SFU's description for a retry.
 */
export interface MediaSessionsTable {
  id: string;
  roomId: string;
  userId: string;
  role: 'publisher' | 'subscriber';
  kind: 'camera' | 'screen';
  publisherId: string | null;
  tokenId: string;
  /** Publishers: pending (a screen awaiting a moderator), accepted, rejected, live; everyone: closed. */
  status: 'pending' | 'accepted' | 'rejected' | 'live' | 'closed';
  sdp: string;
  /** The server process whose SFU holds the session (a subscriber's is its publisher's); '' before 0031. */
  processId: string;
  createdAt: Timestamp;
  closedAt: Timestamp | null;
}

/** Stage media (features/media). */
export interface MediaTables {
  mediaSessions: MediaSessionsTable;
}
