import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** A content of a room's list as this feature records it: the room, its stored file and who added it. */
export interface RoomSyncContentRow {
  contentId: string;
  roomId: string;
  fileUrl: string | null;
  addedBy: string;
  createdAt: Date;
}

export type RoomSyncRepo = ReturnType<typeof createRoomSyncRepo>;

/**
 * The contents of live rooms' lists (docs/decisions/room-sync.md). Every write runs in the transaction of
 * the room change that adds or removes the content, so the table and the room's list agree.
 */
export function createRoomSyncRepo(db: Kysely<Database>) {
  const fileUrlsOf = (rows: { fileUrl: string | null }[]) => rows.flatMap((row) => row.fileUrl ?? []);

  return {
    async insert(row: RoomSyncContentRow, trx: Kysely<Database>): Promise<void> {
      await trx.insertInto('roomSyncContents').values(row).execute();
    },

    /** Removes contents of a room; answers the files they had stored. */
    async remove(roomId: string, contentIds: readonly string[], trx: Kysely<Database>): Promise<string[]> {
      const rows = await trx
        .deleteFrom('roomSyncContents')
        .where('roomId', '=', roomId)
        .where('contentId', 'in', contentIds)
        .returning('fileUrl')
        .execute();
      return fileUrlsOf(rows);
    },

    /** Removes every content of a room; answers the files they had stored. */
    async removeAll(roomId: string, trx: Kysely<Database>): Promise<string[]> {
      const rows = await trx
        .deleteFrom('roomSyncContents')
        .where('roomId', '=', roomId)
        .returning('fileUrl')
        .execute();
      return fileUrlsOf(rows);
    },

    /** The room a content belongs to, or undefined when no list holds it. */
    async roomOf(contentId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('roomSyncContents')
        .select('roomId')
        .where('contentId', '=', contentId)
        .executeTakeFirst();
      return row?.roomId;
    },
  };
}
