import type { Generated } from 'kysely';

/** A report of a room, or of a person in it (features/flags, docs/decisions/flags.md). */
export interface RoomReportsTable {
  id: string;
  roomId: string;
  reporterId: string;
  targetUserId: string | null;
  reason: number;
  comment: string;
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
