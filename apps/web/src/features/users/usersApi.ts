import {
  ResponseCode,
  type FollowAnswer,
  type FollowListItem,
  type OwnProfile,
  type Page,
  type UpdateProfileRequest,
  type UserProfileAnswer,
} from '@limelight/protocol';
import { passportCalls, usersCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../lib/api/index.ts';

const userIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which of a member's follow lists: the people following them (fans) or the people they follow. */
export type FollowListKind = 'followers' | 'following';

/** The caller's own profile (spec 000 §3). */
export function fetchOwnProfile(): Promise<OwnProfile> {
  // By name: the client ends the session on this call's 10027 and 10002 (spec 000 §8).
  return api.callByName('users.getProfile', {}).then(dataOf);
}

/**
 * A public profile by the `:cyaid` of `/user/:cyaid`. A member without a cyaId yet is reached by userId, so an
 * address that names no cyaId is tried as a userId (docs/decisions/accounts-web.md).
 */
export async function fetchUserProfile(handle: string): Promise<UserProfileAnswer> {
  // A handle shaped like a user id (a member without a cyaId, one's own profile) is asked for by id first,
  // so that the usual case makes one call and logs no 404.
  const byId = { followingId: handle };
  const byCyaId = { followingCyaId: handle };
  const [first, second] = userIdPattern.test(handle) ? [byId, byCyaId] : [byCyaId, byId];
  const answer = await api.call(usersCalls.profile, { query: first });
  if (answer.code !== ResponseCode.NotFound) return dataOf(answer);
  return api.call(usersCalls.profile, { query: second }).then(dataOf);
}

/** Follows or unfollows a member; the answer is the relation afterwards and their follower count. */
export function setFollowing(followingId: string, shouldFollow: boolean): Promise<FollowAnswer> {
  return api
    .call(shouldFollow ? usersCalls.follow : usersCalls.unfollow, { body: { followingId } })
    .then(dataOf);
}

/** One page of a member's followers or following (spec 000 §7 listFans / listFollowing). */
export function fetchFollowList(
  kind: FollowListKind,
  userId: string,
  page: number,
): Promise<Page<FollowListItem>> {
  const call = kind === 'followers' ? usersCalls.listFans : usersCalls.listFollowing;
  return api.call(call, { query: { userId, page } }).then(dataOf);
}

/** Saves the changed fields of the caller's profile. */
export function updateProfile(changes: UpdateProfileRequest) {
  return api.call(usersCalls.updateProfile, { body: changes });
}

/** Sets the caller's cyaId, the handle of `/user/:cyaid`. */
export function updateCyaId(updatedCyaId: string) {
  return api.call(passportCalls.updateCyaId, { body: { updatedCyaId } });
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
    const answer = await api.uploadFile(usersCalls.changeAvatar, file, {
      onProgress,
    });
    return { ...answer, data: answer.data?.avatar };
  }
  const answer = await api.uploadFile(usersCalls.backgroundImage, file, {
    onProgress,
  });
  return { ...answer, data: answer.data?.backgroundImageUrl };
}
