import type { Generated } from 'kysely';

/** A report of a room, or of a person in it (features/flags, docs/decisions/flags.md). */
export interface RoomReportsTable {
  id: string;
  roomId: string;
  reporterId: string;
  targetUserId: string | null;
  reason: number;
  comment: string;
  /** Which kind of live room it came from (`room` or `event`). */
  roomKind: Generated<string>;
  /** The flagged chat message and its text as the reporter saw it; null for a report of a person or room. */
  messageId: string | null;
  messageContent: string | null;
  /** `open` until an operator closes it with a `resolution` (docs/decisions/operator.md). */
  status: Generated<string>;
  resolution: string | null;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  createdAt: Generated<Date>;
}

/** A room's blocked-entry list (spec 000 §6 "A user on the blocked-room list cannot enter those rooms"). */
export interface RoomBlocksTable {
  roomId: string;
  userId: string;
  blockedBy: string;
  createdAt: Generated<Date>;
}

/** Reports and room blocks (features/flags). */
export interface FlagTables {
  roomReports: RoomReportsTable;
  roomBlocks: RoomBlocksTable;
}
