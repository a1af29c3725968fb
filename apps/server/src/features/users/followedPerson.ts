import { FollowStatus, displayNameOf, type FollowListItem } from '@limelight/protocol';

/** spec 001 §3 follow status: whether the caller follows the person. */
export const followStatus = (isFollowing: boolean) =>
  isFollowing ? FollowStatus.HasFollowed : FollowStatus.NotFollow;

/** A member as a people list shows them (follow lists, people search). */
export interface ListedPersonRow {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  avatar: string | null;
  cyaId: string | null;
}

/** A person of a follow list or a people search, with the caller's follow status towards them. */
export function followedPersonOf(row: ListedPersonRow, isFollowing: boolean): FollowListItem {
  return {
    userId: row.id,
    displayName: displayNameOf({ ...row, userId: row.id }),
    username: row.username,
    avatar: row.avatar,
    cyaId: row.cyaId,
    status: followStatus(isFollowing),
  };
}
