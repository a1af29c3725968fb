import { useInfiniteQuery } from '@tanstack/react-query';
import { chatListQuery } from './friendQueries.ts';

/**
 * How many chats hold unread messages (docs/decisions/friends-web.md "Unread counts"): the chats of the
 * loaded chat-list pages, most recent first, which the friend socket's chat frames reload.
 */
export function useUnreadChatCount(): number {
  const { data } = useInfiniteQuery(chatListQuery());
  return (
    data?.pages.reduce((sum, page) => sum + page.list.filter((chat) => chat.unreadCount > 0).length, 0) ?? 0
  );
}
