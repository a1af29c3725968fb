import type { Timestamp } from './timestamp.ts';

/**
 * The contents of live rooms' lists (docs/decisions/room-sync.md): the room, the file shared content
 * stored for the content (null for a web asset) and who added it. The list lives in the room's state.
 */
export interface RoomSyncContentsTable {
  contentId: string;
  roomId: string;
  fileUrl: string | null;
  addedBy: string | null;
  createdAt: Timestamp;
}

/** Shared content (features/roomSync). */
export interface RoomSyncTables {
  roomSyncContents: RoomSyncContentsTable;
}
