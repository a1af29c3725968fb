import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** A joined-people count a room was told, and when. */
export interface JoinedCountAt {
  at: Date;
  count: number;
}

export type JoinedCountRepo = ReturnType<typeof createJoinedCountRepo>;

/**
 * The joined-people counts a room was told over time (`room_joined_counts`, docs/decisions/replays.md
 * "Joined counts"): written as each count frame is sent, read by replays.
 */
export function createJoinedCountRepo(db: Kysely<Database>) {
  return {
    /** Records the count a room is being told at `at`. */
    async record(roomId: string, count: number, at: Date): Promise<void> {
      await db.insertInto('roomJoinedCounts').values({ roomId, count, at }).execute();
    },

    /** The count the room was last told at or before `at`; 0 before any. */
    async countAt(roomId: string, at: Date): Promise<number> {
      const row = await db
        .selectFrom('roomJoinedCounts')
        .select('count')
        .where('roomId', '=', roomId)
        .where('at', '<=', at)
        .orderBy('at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** The counts told in [from, to), in time order, at most `limit`. */
    async countsBetween(roomId: string, from: Date, to: Date, limit: number): Promise<JoinedCountAt[]> {
      return db
        .selectFrom('roomJoinedCounts')
        .select(['at', 'count'])
        .where('roomId', '=', roomId)
        .where('at', '>=', from)
        .where('at', '<', to)
        .orderBy('at')
        .limit(limit)
        .execute();
    },
  };
}
