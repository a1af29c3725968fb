import { FollowStatus, type UserProfileAnswer } from '@limelight/protocol';

/** The profile as it reads once the caller follows (or stops following) them: status and follower count. */
export function withFollowing(profile: UserProfileAnswer, isFollowing: boolean): UserProfileAnswer {
  const wasFollowing = profile.status === FollowStatus.HasFollowed;
  if (wasFollowing === isFollowing) return profile;
  return {
    ...profile,
    status: isFollowing ? FollowStatus.HasFollowed : FollowStatus.NotFollow,
    followersCount: Math.max(0, profile.followersCount + (isFollowing ? 1 : -1)),
  };
}
