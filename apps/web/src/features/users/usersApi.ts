import {
  ResponseCode,
  type BackgroundImageAnswer,
  type ChangeAvatarAnswer,
  type FollowAnswer,
  type FollowListItem,
  type OwnProfile,
  type Page,
  type UpdateProfileRequest,
  type UserProfileAnswer,
} from '@limelight/protocol';
import { api, dataOf } from '../../lib/api/index.ts';

/** The users paths of spec 000 §7 "User and profile". */
const UsersPath = {
  UpdateProfile: '/api/user/v1/updateProfile',
  Profile: '/api/user/v2/profile',
  Follow: '/api/user/v2/follow',
  Unfollow: '/api/user/v2/unfollow',
  ListFollowing: '/api/user/v2/listFollowing',
  ListFans: '/api/user/v2/listFans',
  ChangeAvatar: '/api/user/v1/changeAvatar',
  BackgroundImage: '/api/user/v1/backgroundImage',
  UpdateCyaId: '/api/passport/v1/updateCyaId',
} as const;

const userIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which of a member's follow lists: the people following them (fans) or the people they follow. */
export type FollowListKind = 'followers' | 'following';

/** The caller's own profile (spec 000 §3). */
export function fetchOwnProfile(): Promise<OwnProfile> {
  // By name: the client ends the session on this call's 10027 and 10002 (spec 000 §8).
  return api.call('users.getProfile', {}).then(dataOf);
}

/**
 * A public profile by the `:cyaid` of `/user/:cyaid`. A member without a cyaId yet is reached by userId, so an
 * address that names no cyaId is tried as a userId (docs/decisions/accounts-web.md).
 */
export async function fetchUserProfile(handle: string): Promise<UserProfileAnswer> {
  // A handle shaped like a user id (a member without a cyaId, one's own profile) is asked for by id first,
  // so that the usual case makes one call and logs no 404.
  const lookups = userIdPattern.test(handle)
    ? [{ followingId: handle }, { followingCyaId: handle }]
    : [{ followingCyaId: handle }, { followingId: handle }];
  const [first, second] = lookups;
  const answer = await api.get<UserProfileAnswer>(UsersPath.Profile, first);
  if (answer.code !== ResponseCode.NotFound) return dataOf(answer);
  return api.get<UserProfileAnswer>(UsersPath.Profile, second).then(dataOf);
}

/** Follows or unfollows a member; the answer is the relation afterwards and their follower count. */
export function setFollowing(followingId: string, shouldFollow: boolean): Promise<FollowAnswer> {
  return api
    .post<FollowAnswer>(shouldFollow ? UsersPath.Follow : UsersPath.Unfollow, { followingId })
    .then(dataOf);
}

/** One page of a member's followers or following (spec 000 §7 listFans / listFollowing). */
export function fetchFollowList(
  kind: FollowListKind,
  userId: string,
  page: number,
): Promise<Page<FollowListItem>> {
  const path = kind === 'followers' ? UsersPath.ListFans : UsersPath.ListFollowing;
  return api.get<Page<FollowListItem>>(path, { userId, page }).then(dataOf);
}

/** Saves the changed fields of the caller's profile. */
export function updateProfile(changes: UpdateProfileRequest) {
  return api.post<OwnProfile>(UsersPath.UpdateProfile, changes);
}

/** Sets the caller's cyaId, the handle of `/user/:cyaid`. */
export function updateCyaId(updatedCyaId: string) {
  return api.post<{ cyaId: string }>(UsersPath.UpdateCyaId, { updatedCyaId });
}

/** The profile images a member uploads, each with its endpoint. */
export type ProfileImageKind = 'avatar' | 'background';

/** Uploads a new avatar or background (images only, 20,000,000 bytes) and answers its address. */
export async function uploadProfileImage(
  kind: ProfileImageKind,
  file: File,
  onProgress: (sentFraction: number) => void,
) {
  if (kind === 'avatar') {
    const answer = await api.uploadFile<ChangeAvatarAnswer>(UsersPath.ChangeAvatar, file, { onProgress });
    return { ...answer, data: answer.data?.avatar };
  }
  const answer = await api.uploadFile<BackgroundImageAnswer>(UsersPath.BackgroundImage, file, { onProgress });
  return { ...answer, data: answer.data?.backgroundImageUrl };
}
