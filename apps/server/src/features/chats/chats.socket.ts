import { AppKey, FriendCommand, frameOf } from '@limelight/protocol';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { SocketRouter } from '../../platform/realtime/socketRouter.ts';
import type { ChatsService, ChatEvents } from './chats.service.ts';

const chatCommandOf = (chatId: string) =>
  chatId.startsWith('group') ? FriendCommand.GroupChat : FriendCommand.FriendChat;

export function createChatEvents(delivery: Pick<RealtimeDelivery, 'toUser'>): ChatEvents {
  return {
    async delivered(messages) {
      await Promise.all(
        messages.map(({ userId, message }) =>
          delivery.toUser(userId, frameOf(AppKey.Friend, chatCommandOf(message.chatId), message)),
        ),
      );
    },
    async chatListChanged(userIds, chatId) {
      const frame = frameOf(AppKey.Friend, FriendCommand.UpdateChatList, { chatId });
      await Promise.all([...new Set(userIds)].map((userId) => delivery.toUser(userId, frame)));
    },
  };
}

/**
 * cya_friend chatResume {lastSeq}: the messages of the holder's inbox after lastSeq, in seq order, as the
 * pushes they missed; when too many were missed, chatResync {seq} (reload lists and histories).
 */
export function registerChatResume(sockets: SocketRouter, chats: ChatsService): void {
  sockets.on(AppKey.Friend, FriendCommand.ChatResume, async (connection, frame) => {
    const missed = await chats.missedSince(connection.userId, frame.payload.lastSeq);
    if (missed.kind === 'resync') {
      connection.send(frameOf(AppKey.Friend, FriendCommand.ChatResync, { seq: missed.seq }));
      return;
    }
    for (const message of missed.messages)
      connection.send(frameOf(AppKey.Friend, chatCommandOf(message.chatId), message));
  });
}
