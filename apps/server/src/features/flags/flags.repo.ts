import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { RoomReportsTable } from '../../platform/db/tables/flags.ts';

export type FlagsRepo = ReturnType<typeof createFlagsRepo>;

/** A stored report, as the operators' queue reads it. */
export type ReportRow = Selectable<RoomReportsTable>;

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
      roomKind: string;
      messageId: string | null;
      messageContent: string | null;
    }): Promise<void> {
      await db.insertInto('roomReports').values(report).execute();
    },

    /** A page of the reports in one status, oldest first (the queue is worked from its front), and the count. */
    async reports(
      status: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: ReportRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('roomReports')
          .selectAll()
          .where('status', '=', status)
          .orderBy('createdAt')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('roomReports')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('status', '=', status)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    findReport(id: string): Promise<ReportRow | undefined> {
      return db.selectFrom('roomReports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Closes an open report with the operator's action; undefined when it was not open (closed meanwhile). */
    closeReport(
      id: string,
      resolution: string,
      resolvedBy: string,
      at: Date,
    ): Promise<ReportRow | undefined> {
      return db
        .updateTable('roomReports')
        .set({ status: 'closed', resolution, resolvedBy, resolvedAt: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
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
