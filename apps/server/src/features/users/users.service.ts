import {
  crossesAdulthood,
  FollowStatus,
  displayLanguageSchema,
  displayNameOf,
  displayThemeSchema,
  type FriendStatus,
  isUnderAge,
  toPage,
  type FollowAnswer,
  type FollowListItem,
  type FollowListQuery,
  type LoginInfo,
  type OwnProfile,
  type Page,
  type PublicProfile,
  type UpdateProfileRequest,
  type UserProfileAnswer,
  type UserProfileQuery,
  type UsersByIdsAnswer,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { usernameTaken } from '../auth/index.ts';
import { followStatus, followedPersonOf } from './followedPerson.ts';
import type { FollowDirection, ProfileRow, UsersRepo } from './users.repo.ts';
import type { AttachUploads } from '../../platform/storage/uploadRegistry.ts';

export interface UsersServiceDeps {
  repo: UsersRepo;
  /** The ways an account signs in (the auth feature knows them). */
  loginMethodsOf: (userId: string) => Promise<LoginInfo>;
  /** spec 000 §3: e-mails at this domain mark the account `isOxford` (once verified). */
  learningCompanyDomain: string;
  /** An avatar or background named by address keeps its upload (uploads are collected otherwise). */
  attachUploads: AttachUploads;
  /** Mails a verification for an address just set (the auth feature verifies addresses). */
  sendEmailVerification: (userId: string) => Promise<void>;
  /** How many friends a person has, and one's friend relation to another (the friends feature). */
  friendRelations: {
    countFriends(userId: string): Promise<number>;
    relationOf(viewerId: string, userId: string): Promise<FriendStatus>;
  };
  now?: () => Date;
}

/** Profiles, follows and lookups of members. */
export function createUsersService(deps: UsersServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function publicProfileOf(row: ProfileRow): Promise<PublicProfile> {
    const [counts, friendsCount] = await Promise.all([
      repo.countFollows(row.id),
      deps.friendRelations.countFriends(row.id),
    ]);
    return {
      userId: row.id,
      username: row.username,
      displayName: displayNameOf({ ...row, userId: row.id }),
      firstName: row.firstName,
      lastName: row.lastName,
      avatar: row.avatar,
      backgroundImageUrl: row.backgroundImageUrl,
      bio: row.bio,
      cyaId: row.cyaId,
      friendsCount,
      followersCount: counts.followers,
      followingCount: counts.following,
    };
  }

  /** A member others may see: guests have no profile and banned accounts are hidden (4004). */
  async function visibleMember(by: Parameters<UsersRepo['findProfile']>[0]): Promise<ProfileRow> {
    const row = await repo.findProfile(by);
    if (!row || row.kind !== 'member' || row.bannedAt !== null) throw new ApiError('NotFound');
    return row;
  }

  async function getProfile(userId: string): Promise<OwnProfile> {
    const row = await repo.findProfile({ id: userId });
    if (!row) throw new ApiError('AccountUnavailable');
    const [profile, info] = await Promise.all([publicProfileOf(row), deps.loginMethodsOf(userId)]);
    // An unverified address may be anyone's (whoever typed it first): it grants nothing yet.
    const verifiedEmail = row.emailVerifiedAt !== null ? row.email : null;
    return {
      ...profile,
      email: row.email,
      emailVerified: verifiedEmail !== null,
      gender: row.gender,
      dob: row.dob,
      notes: row.notes,
      info,
      promptCyaId: row.cyaId === null,
      promptEmail: row.email === null,
      underAge: isUnderAge(row.dob, now()),
      isOxford: verifiedEmail?.split('@')[1] === deps.learningCompanyDomain,
      language: displayLanguageSchema.safeParse(row.language).data ?? null,
      theme: displayThemeSchema.safeParse(row.theme).data ?? null,
      timeZone: row.timeZone,
    };
  }

  async function listFollows(direction: FollowDirection, viewerId: string, query: FollowListQuery) {
    const { rows, total } = await repo.listFollows({
      direction,
      userId: query.userId ?? viewerId,
      viewerId,
      keyword: query.keyword,
      page: query.page,
      pageSize: query.pageSize,
    });
    const list = rows.map((row) => followedPersonOf(row, row.isFollowedByViewer));
    return toPage(list, query.page, query.pageSize, total);
  }

  return {
    /** spec 000 §3 the caller's whole profile: display name fallback, counts, underAge, isOxford, info. */
    getProfile,

    /**
     * spec 000 §7 updateProfile; the e-mail, being the sign-in name, may only be set here when the account
     * has none (changing it needs the password: passport link type email).
     */
    async updateProfile(userId: string, patch: UpdateProfileRequest): Promise<OwnProfile> {
      const stored =
        patch.email !== undefined || patch.dob !== undefined
          ? await repo.findProfile({ id: userId })
          : undefined;
      const current = patch.email !== undefined ? (stored?.email ?? null) : null;
      if (current !== null && current !== patch.email) throw new ApiError('Forbidden');
      // docs/decisions/age-policy.md: a set birth date moves across 18 only through the operators.
      if (patch.dob !== undefined && crossesAdulthood(stored?.dob, patch.dob, now()))
        throw new ApiError('BirthDateLocked');
      // An emptied bio or notes is no bio or notes; fields left out (undefined) stay as they are.
      const isSaved = await repo.updateProfile(userId, {
        ...patch,
        bio: patch.bio === '' ? null : patch.bio,
        notes: patch.notes === '' ? null : patch.notes,
      });
      if (!isSaved) throw usernameTaken();
      await deps.attachUploads([patch.avatar, patch.backgroundImageUrl]);
      if (patch.email !== undefined && current === null) await deps.sendEmailVerification(userId);
      return getProfile(userId);
    },

    /** spec 000 §7 getProfileByEmail: the public profile of the member with that e-mail. */
    async getProfileByEmail(email: string): Promise<PublicProfile> {
      return publicProfileOf(await visibleMember({ email }));
    },

    /** spec 000 §7 v2 profile: a public profile by id or cyaId, with the viewer's follow and friend status. */
    async getUserProfile(viewerId: string, query: UserProfileQuery): Promise<UserProfileAnswer> {
      const row = await visibleMember(
        query.followingId !== undefined ? { id: query.followingId } : { cyaId: query.followingCyaId ?? '' },
      );
      const [profile, isFollowing, friendStatus] = await Promise.all([
        publicProfileOf(row),
        repo.isFollowing(viewerId, row.id),
        deps.friendRelations.relationOf(viewerId, row.id),
      ]);
      return { ...profile, status: followStatus(isFollowing), friendStatus };
    },

    /** spec 000 §4 follow (idempotent); nobody follows themselves (4003). */
    async follow(followerId: string, followingId: string): Promise<FollowAnswer> {
      if (followerId === followingId) throw new ApiError('Forbidden');
      await visibleMember({ id: followingId });
      await repo.follow(followerId, followingId);
      const { followers } = await repo.countFollows(followingId);
      return { followingId, status: FollowStatus.HasFollowed, followersCount: followers };
    },

    /** spec 000 §4 unfollow (idempotent); works whoever the other is, a since-banned account included. */
    async unfollow(followerId: string, followingId: string): Promise<FollowAnswer> {
      await repo.unfollow(followerId, followingId);
      const { followers } = await repo.countFollows(followingId);
      return { followingId, status: FollowStatus.NotFollow, followersCount: followers };
    },

    /** spec 000 §7 listFollowing: whom `userId` (the viewer by default) follows. */
    listFollowing(viewerId: string, query: FollowListQuery): Promise<Page<FollowListItem>> {
      return listFollows('following', viewerId, query);
    },

    /** spec 000 §7 listFans: who follows `userId` (the viewer by default). */
    listFans(viewerId: string, query: FollowListQuery): Promise<Page<FollowListItem>> {
      return listFollows('fans', viewerId, query);
    },

    /** spec 000 §7 lookup by ids: user_id, first_name, last_name, username; unknown ids left out. */
    async usersByIds(ids: readonly string[]): Promise<UsersByIdsAnswer> {
      const rows = await repo.findUsersByIds(ids);
      return {
        users: rows.map((row) => ({
          user_id: row.id,
          first_name: row.firstName,
          last_name: row.lastName,
          username: row.username,
        })),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
