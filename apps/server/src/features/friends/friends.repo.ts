import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { ListedPersonRow } from '../users/index.ts';

/** A person of a friends-panel list with the viewer's relations to them. */
export interface RelatedPersonRow extends ListedPersonRow {
  isFriend: boolean;
  requestSent: boolean;
  isFollowing: boolean;
}

export type FriendsRepo = ReturnType<typeof createFriendsRepo>;

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;

/** The requests between two people, either way. */
const requestsBetween = (a: string, b: string) => (eb: ExpressionBuilder<Database, 'friendRequests'>) =>
  eb.or([
    eb.and([eb('senderId', '=', a), eb('inviteeId', '=', b)]),
    eb.and([eb('senderId', '=', b), eb('inviteeId', '=', a)]),
  ]);

/** Friend requests, friendships and invitation codes (docs/decisions/friends.md). */
export function createFriendsRepo(db: Kysely<Database>) {
  /** People by name, username or cyaId containing `condition` (case-insensitive), or by exact e-mail. */
  const matching = (query: UsersQuery, condition: string | undefined): UsersQuery => {
    if (!condition) return query;
    const pattern = `%${condition.replace(/[\\%_]/g, '\\$&')}%`;
    return query.where((eb) =>
      eb.or([
        eb(sql`coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, '')`, 'ilike', pattern),
        eb('users.username', 'ilike', pattern),
        eb('users.cyaId', 'ilike', pattern),
        eb('users.email', '=', condition.toLowerCase()),
      ]),
    );
  };

  /** A page of people with the viewer's relations, by name. */
  async function pageOf(query: UsersQuery, viewerId: string, page: number, pageSize: number) {
    const [rows, count] = await Promise.all([
      query
        .select((eb) => [
          'users.id',
          'users.firstName',
          'users.lastName',
          'users.username',
          'users.avatar',
          'users.cyaId',
          eb
            .exists(
              eb
                .selectFrom('friendships as f')
                .select('f.userId')
                .where('f.userId', '=', viewerId)
                .whereRef('f.friendId', '=', 'users.id'),
            )
            .as('isFriend'),
          eb
            .exists(
              eb
                .selectFrom('friendRequests as r')
                .select('r.senderId')
                .where('r.senderId', '=', viewerId)
                .whereRef('r.inviteeId', '=', 'users.id')
                .where('r.status', '=', 'pending'),
            )
            .as('requestSent'),
          eb
            .exists(
              eb
                .selectFrom('follows as fo')
                .select('fo.followerId')
                .where('fo.followerId', '=', viewerId)
                .whereRef('fo.followingId', '=', 'users.id'),
            )
            .as('isFollowing'),
        ])
        .orderBy(sql`lower(coalesce(users.first_name, users.username, users.id))`)
        .orderBy('users.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as RelatedPersonRow[], total: Number(count.total) };
  }

  const members = () =>
    db.selectFrom('users').where('users.kind', '=', 'member').where('users.bannedAt', 'is', null);

  return {
    /** A member who is not banned. */
    findMember: (userId: string) =>
      members().select(['users.id']).where('users.id', '=', userId).executeTakeFirst(),

    /** The friends of `targetId` matching `condition`, a page of them, with the viewer's relations. */
    listFriends(
      targetId: string,
      viewerId: string,
      condition: string | undefined,
      page: number,
      pageSize: number,
    ) {
      const query = members().where((eb) =>
        eb.exists(
          eb
            .selectFrom('friendships as t')
            .select('t.userId')
            .where('t.userId', '=', targetId)
            .whereRef('t.friendId', '=', 'users.id'),
        ),
      );
      return pageOf(matching(query, condition), viewerId, page, pageSize);
    },

    /** Members other than the viewer matching `condition`, with the viewer's relations. */
    searchPeople(viewerId: string, condition: string | undefined, page: number, pageSize: number) {
      return pageOf(
        matching(members().where('users.id', '<>', viewerId), condition),
        viewerId,
        page,
        pageSize,
      );
    },

    /** The request one person sent another, if any. */
    findRequest: (senderId: string, inviteeId: string) =>
      db
        .selectFrom('friendRequests')
        .selectAll()
        .where('senderId', '=', senderId)
        .where('inviteeId', '=', inviteeId)
        .executeTakeFirst(),

    /** Sends (or sends again) a request: it is pending. */
    async putRequest(senderId: string, inviteeId: string, at: Date): Promise<void> {
      await db
        .insertInto('friendRequests')
        .values({ senderId, inviteeId, status: 'pending', createdAt: at, answeredAt: null })
        .onConflict((c) =>
          c
            .columns(['senderId', 'inviteeId'])
            .doUpdateSet({ status: 'pending', createdAt: at, answeredAt: null }),
        )
        .execute();
    },

    /** Answers a pending request; answers whether it was still pending. */
    async answerRequest(
      senderId: string,
      inviteeId: string,
      status: 'accepted' | 'rejected',
      at: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('friendRequests')
        .set({ status, answeredAt: at })
        .where('senderId', '=', senderId)
        .where('inviteeId', '=', inviteeId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Makes two people friends (both ways); pending requests between them are accepted. */
    async befriend(a: string, b: string, at: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('friendships')
          .values([
            { userId: a, friendId: b, createdAt: at },
            { userId: b, friendId: a, createdAt: at },
          ])
          .onConflict((c) => c.columns(['userId', 'friendId']).doNothing())
          .execute();
        await trx
          .updateTable('friendRequests')
          .set({ status: 'accepted', answeredAt: at })
          .where('status', '=', 'pending')
          .where(requestsBetween(a, b))
          .execute();
      });
    },

    /** Ends a friendship and forgets the requests between them; answers whether they were friends. */
    async unfriend(a: string, b: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('friendships')
          .where((eb) =>
            eb.or([
              eb.and([eb('userId', '=', a), eb('friendId', '=', b)]),
              eb.and([eb('userId', '=', b), eb('friendId', '=', a)]),
            ]),
          )
          .executeTakeFirst();
        await trx.deleteFrom('friendRequests').where(requestsBetween(a, b)).execute();
        return removed.numDeletedRows > 0n;
      });
    },

    /** Which of these people are the person's friends. */
    async friendsAmong(userId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('friendships')
        .select('friendId')
        .where('userId', '=', userId)
        .where('friendId', 'in', ids)
        .execute();
      return new Set(rows.map((row) => row.friendId));
    },

    /** How many friends a person has. */
    async countFriends(userId: string): Promise<number> {
      const row = await db
        .selectFrom('friendships')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** Keeps an invitation code. */
    async insertCode(
      code: { code: string; inviterId: string; type: 'friend' | 'group'; groupId: string | null },
      at: Date,
    ) {
      await db
        .insertInto('friendInvitationCodes')
        .values({ ...code, createdAt: at })
        .execute();
    },

    /** An invitation code. */
    findCode: (code: string) =>
      db.selectFrom('friendInvitationCodes').selectAll().where('code', '=', code).executeTakeFirst(),
  };
}
