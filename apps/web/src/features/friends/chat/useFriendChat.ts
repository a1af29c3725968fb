import { AppKey, FriendCommand, type FriendChatMessage } from '@limelight/protocol';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { olderPageParam, withPostedMessage, type ChatHistory } from '../../../lib/live/chatHistory.ts';
import { friendKeys } from '../friendQueries.ts';
import { fetchChatHistory, markChatRead } from '../friendsApi.ts';
import { useFriendFrame } from '../../../lib/friendSocket/index.ts';

/**
 * A friend or group chat's messages: the latest page first (which marks the chat read), older pages on
 * demand (5 a page), and every message of this chat the friend socket delivers, once each in inbox order.
 */
export function useFriendChat(chatId: string) {
  const queryClient = useQueryClient();
  const key = friendKeys.history(chatId);
  const history = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam }) => {
      const page = await fetchChatHistory(chatId, pageParam);
      // The latest page marked the chat read: the unread counts are the server's again.
      if (pageParam === undefined) void queryClient.invalidateQueries({ queryKey: friendKeys.chatList });
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: olderPageParam,
    staleTime: Infinity,
  });
  const receive = (message: FriendChatMessage) => {
    if (message.chatId !== chatId) return;
    queryClient.setQueryData<ChatHistory<FriendChatMessage>>(key, (data) => withPostedMessage(data, message));
    // The chat is open: what arrives is read.
    void markChatRead(chatId)
      .then(() => queryClient.invalidateQueries({ queryKey: friendKeys.chatList }))
      .catch(() => undefined);
  };
  useFriendFrame(AppKey.Friend, FriendCommand.FriendChat, (frame) => receive(frame.payload));
  useFriendFrame(AppKey.Friend, FriendCommand.GroupChat, (frame) => receive(frame.payload));
  return { history, receive };
}
