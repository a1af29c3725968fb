import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextPageParam } from '../../lib/api/index.ts';
import { peopleKeys } from '../../lib/people/index.ts';
import { fetchChatList } from './friendsApi.ts';

/** The friends panel's query keys; `all` reloads everything after a resync. */
export const friendKeys = {
  all: ['friends'] as const,
  chatList: ['friends', 'chatList'] as const,
  history: (chatId: string) => ['friends', 'history', chatId] as const,
  peopleAll: peopleKeys.all,
  members: (chatId: string) => ['friends', 'members', chatId] as const,
};

/** The member's chats, most recent first, 10 a page: the Chats tab's list and the header's unread count. */
export const chatListQuery = () =>
  infiniteQueryOptions({
    queryKey: friendKeys.chatList,
    queryFn: ({ pageParam }) => fetchChatList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
