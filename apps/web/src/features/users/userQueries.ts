import { queryOptions } from '@tanstack/react-query';
import { fetchOwnProfile, fetchUserProfile, type FollowListKind } from './usersApi.ts';

/** The cache keys of the users feature; the prefix lets a change invalidate everything about people at once. */
export const userKeys = {
  all: ['users'] as const,
  own: () => [...userKeys.all, 'own'] as const,
  profile: (handle: string) => [...userKeys.all, 'profile', handle] as const,
  followList: (kind: FollowListKind, userId: string) =>
    [...userKeys.all, 'followList', kind, userId] as const,
};

/** The caller's own profile, for a member session. */
export function ownProfileQuery(userId: string) {
  // The user id keeps one member's profile from showing for the next after a change of session.
  return queryOptions({ queryKey: [...userKeys.own(), userId], queryFn: fetchOwnProfile });
}

/** A public profile by the handle of `/user/:cyaid`. */
export function userProfileQuery(handle: string) {
  return queryOptions({ queryKey: userKeys.profile(handle), queryFn: () => fetchUserProfile(handle) });
}
