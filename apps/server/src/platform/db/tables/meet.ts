import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** bigint columns arrive as strings from PostgreSQL and as numbers from PGlite: read them with Number(). */
type BigintColumn = ColumnType<string | number, never, never>;

/** A person waiting for a stranger: FIFO by `position` within the bucket (age group and language). */
export interface MeetQueueTable {
  userId: string;
  bucket: string;
  position: BigintColumn;
  /** The stranger of their last meeting: not matched again right away. */
  lastStrangerId: string | null;
  queuedAt: Timestamp;
}

/** Every meeting, kept after it ends (who met whom, in order). */
export interface MeetMeetingsTable {
  id: BigintColumn;
  key: string;
  waiterId: string;
  joinerId: string;
  bucket: string;
  waiterPosition: ColumnType<string | number, number, never>;
  createdAt: Timestamp;
  endedAt: Timestamp | null;
}

/** A meeting going on, one row each way. */
export interface MeetPairsTable {
  userId: string;
  strangerId: string;
  key: string;
  isSendOffer: boolean;
  language: string;
  /** This side pressed "show": the stranger may see them unblurred once both did. */
  showsVideo: Generated<boolean>;
  /** This side sent a description or a candidate in this meeting (a live page, not a closed tab). */
  hasSignalled: Generated<boolean>;
}

/** A stranger reported and blocked: the two are never matched again. */
export interface MeetBlocksTable {
  userId: string;
  blockedId: string;
  meetingKey: string | null;
  reason: number;
  comment: string;
  createdAt: Timestamp;
}

/** A chat or shared message of a meeting. */
export interface MeetMessagesTable {
  id: BigintColumn;
  meetingKey: string;
  senderId: string;
  kind: 'chat' | 'shared';
  /** JSON text in and out. */
  payload: string;
  createdAt: Timestamp;
}

export interface MeetTables {
  meetQueue: MeetQueueTable;
  meetMeetings: MeetMeetingsTable;
  meetPairs: MeetPairsTable;
  meetBlocks: MeetBlocksTable;
  meetMessages: MeetMessagesTable;
}
