import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export type FlagsRepo = ReturnType<typeof createFlagsRepo>;

/** Reports and rooms' blocked-entry lists (docs/decisions/flags.md). */
export function createFlagsRepo(db: Kysely<Database>) {
  return {
    async addReport(report: {
      id: string;
      roomId: string;
      reporterId: string;
      targetUserId: string | null;
      reason: number;
      comment: string;
    }): Promise<void> {
      await db.insertInto('roomReports').values(report).execute();
    },

    /** Blocks a person from a room; false when they already were. */
    async block(roomId: string, userId: string, blockedBy: string): Promise<boolean> {
      const rows = await db
        .insertInto('roomBlocks')
        .values({ roomId, userId, blockedBy })
        .onConflict((conflict) => conflict.columns(['roomId', 'userId']).doNothing())
        .returning('userId')
        .execute();
      return rows.length > 0;
    },

    /** Lifts a block; false when there was none. */
    async unblock(roomId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('roomBlocks')
        .where('roomId', '=', roomId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async isBlocked(roomId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('roomBlocks')
        .select('userId')
        .where('roomId', '=', roomId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A page of a room's blocked people, latest first, and how many in all. */
    async blocked(
      roomId: string,
      limit: number,
      offset: number,
    ): Promise<{ userIds: string[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('roomBlocks')
          .select('userId')
          .where('roomId', '=', roomId)
          .orderBy('createdAt', 'desc')
          .orderBy('userId')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('roomBlocks')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('roomId', '=', roomId)
          .executeTakeFirstOrThrow(),
      ]);
      return { userIds: rows.map((row) => row.userId), total: Number(count.count) };
    },
  };
}
