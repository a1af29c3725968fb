import { AppKey, FriendCommand, frameOf } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';

/** What the friends service tells people on the friend socket; this file turns each event into its frame. */
export interface FriendEvents {
  /** Their friend list changed (a request answered): reload it (cya_friend updateFriendList). */
  friendListChanged(userIds: readonly string[]): Promise<void>;
  /** A friendship began or ended: reload both lists (cya_friend updateFriendListAndChatList {chatId}). */
  friendshipChanged(userIds: readonly string[], chatId: string): Promise<void>;
}

export function createFriendEvents(delivery: Pick<RealtimeDelivery, 'toUser'>): FriendEvents {
  const toEach = async (userIds: readonly string[], frame: Parameters<RealtimeDelivery['toUser']>[1]) => {
    await Promise.all([...new Set(userIds)].map((userId) => delivery.toUser(userId, frame)));
  };
  return {
    friendListChanged: (userIds) => toEach(userIds, frameOf(AppKey.Friend, FriendCommand.UpdateFriendList)),
    friendshipChanged: (userIds, chatId) =>
      toEach(userIds, frameOf(AppKey.Friend, FriendCommand.UpdateFriendListAndChatList, { chatId })),
  };
}
