import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export type MeetRepo = ReturnType<typeof createMeetRepo>;

/** A meeting going on, as one side sees it. */
export interface PairRow {
  userId: string;
  strangerId: string;
  key: string;
  isSendOffer: boolean;
  language: string;
  showsVideo: boolean;
  hasSignalled: boolean;
}

/** What joining the queue gave: a meeting (new, or one made by another joiner meanwhile), or a place in line. */
export type QueueOutcome = { kind: 'matched'; pair: PairRow; isNew: boolean } | { kind: 'waiting' };

/** A message of a meeting, as stored. */
export interface MeetMessageRow {
  id: string;
  senderId: string;
  payload: string;
  createdAt: Date;
}

const pairColumns = [
  'userId',
  'strangerId',
  'key',
  'isSendOffer',
  'language',
  'showsVideo',
  'hasSignalled',
] as const;

/**
 * The meet queue and meetings (docs/decisions/meet.md). Matching runs in one transaction that holds the
 * bucket's advisory lock, so joins to one bucket are serialized on every process sharing the database:
 * each joiner takes the oldest compatible waiter (FIFO), and two people joining at once cannot both wait.
 */
export function createMeetRepo(db: Kysely<Database>) {
  /** The stranger of a person's latest meeting, if any. */
  async function lastStrangerOf(trx: Transaction<Database>, userId: string): Promise<string | null> {
    const row = await trx
      .selectFrom('meetMeetings')
      .select(['waiterId', 'joinerId'])
      .where((eb) => eb.or([eb('waiterId', '=', userId), eb('joinerId', '=', userId)]))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    return row.waiterId === userId ? row.joinerId : row.waiterId;
  }

  const pairQuery = (executor: Kysely<Database>, userId: string) =>
    executor.selectFrom('meetPairs').select(pairColumns).where('userId', '=', userId);

  return {
    /**
     * Joins the bucket's queue: matched at once with the longest-waiting compatible person (not blocked
     * either way, not the last stranger of either), or placed at the end of the line.
     */
    async enqueueOrMatch(input: {
      userId: string;
      bucket: string;
      language: string;
      now: Date;
    }): Promise<QueueOutcome> {
      const { userId, bucket, language, now } = input;
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`meet:${bucket}`}))`.execute(trx);
        await trx.deleteFrom('meetQueue').where('userId', '=', userId).execute();
        // Someone in another bucket's line may have matched this person's old place meanwhile.
        const existing = await pairQuery(trx, userId).executeTakeFirst();
        if (existing) return { kind: 'matched', pair: existing, isNew: false };
        const lastStrangerId = await lastStrangerOf(trx, userId);
        const waiter = await trx
          .selectFrom('meetQueue as q')
          .select(['q.userId', 'q.position'])
          .where('q.bucket', '=', bucket)
          .where('q.userId', '!=', userId)
          .where('q.userId', '!=', lastStrangerId ?? '')
          .where(sql<boolean>`coalesce(q.last_stranger_id, '') <> ${userId}`)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('meetBlocks as b')
                  .select(sql`1`.as('one'))
                  .where((eb) =>
                    eb.or([
                      eb.and([eb('b.userId', '=', userId), eb('b.blockedId', '=', eb.ref('q.userId'))]),
                      eb.and([eb('b.userId', '=', eb.ref('q.userId')), eb('b.blockedId', '=', userId)]),
                    ]),
                  ),
              ),
            ),
          )
          .orderBy('q.position')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!waiter) {
          await trx
            .insertInto('meetQueue')
            .values({ userId, bucket, lastStrangerId, queuedAt: now })
            .execute();
          return { kind: 'waiting' };
        }
        await trx.deleteFrom('meetQueue').where('userId', '=', waiter.userId).execute();
        const key = `meet_${randomUUID()}`;
        await trx
          .insertInto('meetMeetings')
          .values({
            key,
            waiterId: waiter.userId,
            joinerId: userId,
            bucket,
            waiterPosition: Number(waiter.position),
            createdAt: now,
          })
          .execute();
        // spec 001 §4: the one who joined later offers to the one waiting.
        await trx
          .insertInto('meetPairs')
          .values([
            { userId, strangerId: waiter.userId, key, isSendOffer: true, language },
            { userId: waiter.userId, strangerId: userId, key, isSendOffer: false, language },
          ])
          .execute();
        const pair: PairRow = {
          userId,
          strangerId: waiter.userId,
          key,
          isSendOffer: true,
          language,
          showsVideo: false,
          hasSignalled: false,
        };
        return { kind: 'matched', pair, isNew: true };
      });
    },

    /** Leaves the line; answers whether the person was in it. */
    async leaveQueue(userId: string): Promise<boolean> {
      const result = await db.deleteFrom('meetQueue').where('userId', '=', userId).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** The meeting a person is in, as they see it. */
    pairOf: (userId: string): Promise<PairRow | undefined> => pairQuery(db, userId).executeTakeFirst(),

    /** Ends a meeting: both rows go (once: a second ender finds none), the log keeps when. */
    async endMeeting(key: string, now: Date): Promise<PairRow[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .deleteFrom('meetPairs')
          .where('key', '=', key)
          .returning(pairColumns)
          .execute();
        if (rows.length > 0) {
          await trx.updateTable('meetMeetings').set({ endedAt: now }).where('key', '=', key).execute();
        }
        return rows;
      });
    },

    /** The caller becomes the offering side of its meeting (a reconnect renegotiates from this side). */
    async makeOfferer(key: string, userId: string): Promise<void> {
      await db
        .updateTable('meetPairs')
        .set({ isSendOffer: sql<boolean>`user_id = ${userId}` })
        .where('key', '=', key)
        .execute();
    },

    async markSignalled(userId: string): Promise<void> {
      await db
        .updateTable('meetPairs')
        .set({ hasSignalled: true })
        .where('userId', '=', userId)
        .where('hasSignalled', '=', false)
        .execute();
    },

    /** Marks that a person shows their video; answers both sides' flags. */
    async showVideo(userId: string, key: string): Promise<{ mine: boolean; theirs: boolean }> {
      await db
        .updateTable('meetPairs')
        .set({ showsVideo: true })
        .where('userId', '=', userId)
        .where('key', '=', key)
        .execute();
      const rows = await db
        .selectFrom('meetPairs')
        .select(['userId', 'showsVideo'])
        .where('key', '=', key)
        .execute();
      return {
        mine: rows.some((row) => row.userId === userId && row.showsVideo),
        theirs: rows.some((row) => row.userId !== userId && row.showsVideo),
      };
    },

    /** Whether two people have ever been matched (a report names someone met, not anyone). */
    async haveMet(a: string, b: string): Promise<boolean> {
      const row = await db
        .selectFrom('meetMeetings')
        .select('key')
        .where((eb) =>
          eb.or([
            eb.and([eb('waiterId', '=', a), eb('joinerId', '=', b)]),
            eb.and([eb('waiterId', '=', b), eb('joinerId', '=', a)]),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The bucket a person last met in (nextCall queues them in it again). */
    async lastBucketOf(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('meetMeetings')
        .select('bucket')
        .where((eb) => eb.or([eb('waiterId', '=', userId), eb('joinerId', '=', userId)]))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.bucket;
    },

    async block(input: {
      userId: string;
      blockedId: string;
      meetingKey: string | null;
      reason: number;
      comment: string;
      now: Date;
    }): Promise<void> {
      const { now, ...row } = input;
      await db
        .insertInto('meetBlocks')
        .values({ ...row, createdAt: now })
        .onConflict((oc) => oc.columns(['userId', 'blockedId']).doNothing())
        .execute();
    },

    async addMessage(input: {
      key: string;
      senderId: string;
      kind: 'chat' | 'shared';
      payload: object;
      now: Date;
    }): Promise<string> {
      const row = await db
        .insertInto('meetMessages')
        .values({
          meetingKey: input.key,
          senderId: input.senderId,
          kind: input.kind,
          payload: JSON.stringify(input.payload),
          createdAt: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return String(row.id);
    },

    async messagesOf(key: string, kind: 'chat' | 'shared'): Promise<MeetMessageRow[]> {
      const rows = await db
        .selectFrom('meetMessages')
        .select(['id', 'senderId', 'payload', 'createdAt'])
        .where('meetingKey', '=', key)
        .where('kind', '=', kind)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, id: String(row.id) }));
    },
  };
}
