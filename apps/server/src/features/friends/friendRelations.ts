import type { Kysely } from 'kysely';
import { FriendStatus } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';
import { createFriendsRepo, type RelatedPersonRow } from './friends.repo.ts';

/** A person's relation to another as the spec shows it: friend, request sent, or neither. */
export const statusOf = (row: Pick<RelatedPersonRow, 'isFriend' | 'requestSent'>) => {
  if (row.isFriend) return FriendStatus.IsFriend;
  return row.requestSent ? FriendStatus.RequestSent : FriendStatus.NotFriend;
};

/**
 * Who is whose friend, read from the friends table alone: what chats, groups, meetings and profiles ask.
 * It needs nothing of those features, so the composition root builds it before them and the friends
 * module (which opens and closes chats) after them.
 */
export function createFriendRelations(db: Kysely<Database>) {
  const repo = createFriendsRepo(db);
  return {
    /** A person's friend relation to another (the users feature's profile answers). */
    async relationOf(viewerId: string, userId: string) {
      const [isFriend, request] = await Promise.all([
        repo.friendsAmong(viewerId, [userId]),
        repo.findRequest(viewerId, userId),
      ]);
      return statusOf({ isFriend: isFriend.size > 0, requestSent: request?.status === 'pending' });
    },
    countFriends: repo.countFriends,
    areFriends: async (a: string, b: string) => (await repo.friendsAmong(a, [b])).size > 0,
    friendsAmong: repo.friendsAmong,
  };
}

export type FriendRelations = ReturnType<typeof createFriendRelations>;
