import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export type WaitingRoomRepo = ReturnType<typeof createWaitingRoomRepo>;

/** A room's waiting room: who waits, in order, and who was admitted (docs/decisions/waiting-room.md). */
export function createWaitingRoomRepo(db: Kysely<Database>) {
  return {
    /** Puts a person in the waiting room (their place is kept when they already wait); false when admitted. */
    async wait(roomId: string, userId: string): Promise<void> {
      await db
        .insertInto('roomWaiting')
        .values({ roomId, userId, status: 'waiting' })
        .onConflict((conflict) =>
          conflict
            .columns(['roomId', 'userId'])
            .doUpdateSet({ status: 'waiting', joinedAt: sql`now()`, decidedAt: null, decidedBy: null })
            .where('roomWaiting.status', '!=', 'waiting'),
        )
        .execute();
    },

    /** Takes a waiting person out of the queue; false when they were not waiting. */
    async leave(roomId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('roomWaiting')
        .where('roomId', '=', roomId)
        .where('userId', '=', userId)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Empties the line (the room closed); answers who was in it. */
    async clear(roomId: string): Promise<string[]> {
      const rows = await db
        .deleteFrom('roomWaiting')
        .where('roomId', '=', roomId)
        .where('status', '=', 'waiting')
        .returning('userId')
        .execute();
      return rows.map((row) => row.userId);
    },

    /** A host admits a waiting person; false when they were not waiting. */
    async admit(roomId: string, userId: string, hostId: string): Promise<boolean> {
      const result = await db
        .updateTable('roomWaiting')
        .set({ status: 'admitted', decidedAt: sql`now()`, decidedBy: hostId })
        .where('roomId', '=', roomId)
        .where('userId', '=', userId)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Whether a person was admitted to the room since `since`. */
    async isAdmitted(roomId: string, userId: string, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('roomWaiting')
        .select('userId')
        .where('roomId', '=', roomId)
        .where('userId', '=', userId)
        .where('status', '=', 'admitted')
        .where('decidedAt', '>=', since)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether a person is in the queue now. */
    async isWaiting(roomId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('roomWaiting')
        .select('userId')
        .where('roomId', '=', roomId)
        .where('userId', '=', userId)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The people waiting, first come first, with what others see of them (at most `limit`). */
    queue(roomId: string, limit: number) {
      return db
        .selectFrom('roomWaiting as w')
        .innerJoin('users as u', 'u.id', 'w.userId')
        .select(['w.userId', 'w.joinedAt', 'u.username', 'u.firstName', 'u.lastName', 'u.avatar'])
        .where('w.roomId', '=', roomId)
        .where('w.status', '=', 'waiting')
        .orderBy('w.joinedAt')
        .orderBy('w.userId')
        .limit(limit)
        .execute();
    },

    async countWaiting(roomId: string): Promise<number> {
      const row = await db
        .selectFrom('roomWaiting')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('roomId', '=', roomId)
        .where('status', '=', 'waiting')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
