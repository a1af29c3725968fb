import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';

/** The profile fields an update may change (spec 000 §7 updateProfile). */
export interface ProfilePatch {
  username?: string;
  avatar?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  gender?: 'M' | 'F' | null;
  dob?: string;
  bio?: string | null;
  email?: string;
  backgroundImageUrl?: string | null;
  notes?: string | null;
  language?: string;
  theme?: string;
  timeZone?: string;
}

/** Which list of follows: the people someone follows, or the people following someone (fans). */
export type FollowDirection = 'following' | 'fans';

/** A page of a follow list, for the person whose list it is and seen by a viewer. */
export interface FollowListPage {
  direction: FollowDirection;
  userId: string;
  viewerId: string;
  keyword: string | undefined;
  page: number;
  pageSize: number;
}

const profileColumns = [
  'id',
  'language',
  'theme',
  'timeZone',
  'kind',
  'email',
  'emailVerifiedAt',
  'username',
  'cyaId',
  'firstName',
  'lastName',
  'gender',
  'dob',
  'bio',
  'avatar',
  'backgroundImageUrl',
  'notes',
  'bannedAt',
] as const;

// LIKE wildcards in a keyword match themselves (backslash is PostgreSQL's default LIKE escape).
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** Profiles, follows and the users-by-ids lookup. */
export function createUsersRepo(db: Kysely<Database>) {
  return {
    /** A profile by id, e-mail or cyaId (in any case). */
    findProfile(by: { id: string } | { email: string } | { cyaId: string }) {
      return db
        .selectFrom('users')
        .select(profileColumns)
        .where((eb) => {
          if ('id' in by) return eb('id', '=', by.id);
          if ('email' in by) return eb('email', '=', by.email);
          return eb(eb.fn('lower', ['cyaId']), '=', by.cyaId.toLowerCase());
        })
        .executeTakeFirst();
    },

    /** Applies a profile patch; false when the username or e-mail is someone else's. */
    async updateProfile(userId: string, patch: ProfilePatch): Promise<boolean> {
      const result = await unlessTaken(
        db
          .updateTable('users')
          .set({ ...patch, updatedAt: new Date() })
          .where('id', '=', userId)
          .execute(),
      );
      return result !== 'taken';
    },

    /** Sets the avatar or background image URL; answers the one it replaced. */
    replaceImage(
      userId: string,
      image: 'avatar' | 'backgroundImageUrl',
      url: string,
    ): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select(['avatar', 'backgroundImageUrl'])
          .where('id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        await trx
          .updateTable('users')
          .set(image === 'avatar' ? { avatar: url } : { backgroundImageUrl: url })
          .where('id', '=', userId)
          .execute();
        return row?.[image] ?? null;
      });
    },

    /** Who follows a person (members not banned): those told when they create an event or a room. */
    async followerIdsOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('follows as f')
        .innerJoin('users as u', 'u.id', 'f.followerId')
        .select('f.followerId')
        .where('f.followingId', '=', userId)
        .where('u.bannedAt', 'is', null)
        .execute();
      return rows.map((row) => row.followerId);
    },

    async countFollows(userId: string): Promise<{ followers: number; following: number }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('follows')
            .select(eb.fn.countAll().as('n'))
            .where('followingId', '=', userId)
            .as('followers'),
          eb
            .selectFrom('follows')
            .select(eb.fn.countAll().as('n'))
            .where('followerId', '=', userId)
            .as('following'),
        ])
        .executeTakeFirstOrThrow();
      return { followers: Number(row.followers), following: Number(row.following) };
    },

    async isFollowing(followerId: string, followingId: string): Promise<boolean> {
      const row = await db
        .selectFrom('follows')
        .select('followerId')
        .where('followerId', '=', followerId)
        .where('followingId', '=', followingId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Follows; following someone already followed changes nothing. */
    async follow(followerId: string, followingId: string): Promise<void> {
      await db
        .insertInto('follows')
        .values({ followerId, followingId })
        .onConflict((oc) => oc.columns(['followerId', 'followingId']).doNothing())
        .execute();
    },

    async unfollow(followerId: string, followingId: string): Promise<void> {
      await db
        .deleteFrom('follows')
        .where('followerId', '=', followerId)
        .where('followingId', '=', followingId)
        .execute();
    },

    /**
     * One page of someone's follow list, newest first, optionally narrowed by a keyword in the name,
     * username or cyaId; each person with whether the viewer follows them.
     */
    async listFollows(request: FollowListPage) {
      const isFollowing = request.direction === 'following';
      let people = db
        .selectFrom('follows as f')
        .innerJoin('users as u', 'u.id', isFollowing ? 'f.followingId' : 'f.followerId')
        .where(isFollowing ? 'f.followerId' : 'f.followingId', '=', request.userId);
      if (request.keyword) {
        const pattern = likePattern(request.keyword);
        people = people.where((eb) =>
          eb.or([
            eb(sql<string>`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')`, 'ilike', pattern),
            eb('u.username', 'ilike', pattern),
            eb('u.cyaId', 'ilike', pattern),
          ]),
        );
      }
      const [rows, counted] = await Promise.all([
        people
          .leftJoin('follows as viewer', (join) =>
            join.onRef('viewer.followingId', '=', 'u.id').on('viewer.followerId', '=', request.viewerId),
          )
          .select([
            'u.id',
            'u.username',
            'u.firstName',
            'u.lastName',
            'u.avatar',
            'u.cyaId',
            'viewer.followerId as viewerFollowerId',
          ])
          .orderBy('f.createdAt', 'desc')
          .orderBy('u.id')
          .limit(request.pageSize)
          .offset((request.page - 1) * request.pageSize)
          .execute(),
        people.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map(({ viewerFollowerId, ...person }) => ({
          ...person,
          isFollowedByViewer: viewerFollowerId !== null,
        })),
        total: Number(counted.total),
      };
    },

    findUsersByIds(ids: readonly string[]) {
      return db
        .selectFrom('users')
        .select(['id', 'firstName', 'lastName', 'username'])
        .where('id', 'in', ids)
        .execute();
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
/** A profile as stored. */
export type ProfileRow = NonNullable<Awaited<ReturnType<UsersRepo['findProfile']>>>;
