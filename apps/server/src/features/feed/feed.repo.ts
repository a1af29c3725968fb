import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** One ranked For-You entry: the event and whether the viewer follows its creator. */
export interface ForYouRow {
  id: string;
  isFollowingChannel: boolean;
}

/** The For-You ranking (spec 000 §7 forYou home). */
export function createFeedRepo(db: Kysely<Database>) {
  return {
    /**
     * Public, published, not deleted events of others that are live or upcoming (not past: spec 000 §4),
     * ranked: channels the viewer follows first, then live before upcoming, then the soonest start
     * (to-be-announced last). One page and the total.
     */
    async rankForYou(viewerId: string, now: Date, limit: number, offset: number) {
      const candidates = db
        .selectFrom('events as e')
        .where('e.deletedAt', 'is', null)
        .where('e.published', '=', true)
        .where('e.visibility', '=', 'public')
        .where('e.creatorId', '<>', viewerId)
        .where((eb) => eb.or([eb('e.endAt', 'is', null), eb('e.endAt', '>=', now)]));
      const [rows, counted] = await Promise.all([
        candidates
          .select((eb) => [
            'e.id',
            eb
              .exists(
                eb
                  .selectFrom('follows as f')
                  .select('f.followerId')
                  .whereRef('f.followingId', '=', 'e.creatorId')
                  .where('f.followerId', '=', viewerId),
              )
              .as('isFollowingChannel'),
          ])
          .orderBy('isFollowingChannel', 'desc')
          .orderBy(sql`(e.start_at <= ${now}) desc nulls last`)
          .orderBy(sql`e.start_at asc nulls last`)
          .orderBy('e.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        candidates.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row): ForYouRow => ({
          id: row.id,
          isFollowingChannel: Boolean(row.isFollowingChannel),
        })),
        total: Number(counted.total),
      };
    },
  };
}

export type FeedRepo = ReturnType<typeof createFeedRepo>;
