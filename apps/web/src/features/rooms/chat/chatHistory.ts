import type { RoomChatHistoryAnswer, RoomChatMessage } from '@limelight/protocol';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * The room chat as the query cache holds it: pages from the latest (the first page) back in time, each
 * oldest to newest, the page param being the id before which that page was read.
 */
export type ChatHistory = InfiniteData<RoomChatHistoryAnswer, string | undefined>;

/** Every loaded message, oldest first. */
export function messagesOf(history: Pick<ChatHistory, 'pages'> | undefined): RoomChatMessage[] {
  return history ? history.pages.toReversed().flatMap((page) => page.list) : [];
}

/** The history with a posted (or approved) message last; one already there (a replayed frame) changes nothing. */
export function withPostedMessage(
  history: ChatHistory | undefined,
  message: RoomChatMessage,
): ChatHistory | undefined {
  if (!history || messagesOf(history).some((shown) => shown.id === message.id)) return history;
  const [latest, ...older] = history.pages;
  const first = latest ?? { list: [], hasMore: false };
  return { ...history, pages: [{ ...first, list: [...first.list, message] }, ...older] };
}

/** The history without one message. */
export function withoutMessage(history: ChatHistory | undefined, id: string): ChatHistory | undefined {
  if (!history) return history;
  return {
    ...history,
    pages: history.pages.map((page) => ({ ...page, list: page.list.filter((message) => message.id !== id) })),
  };
}

/** The history after a moderator cleared the chat: nothing, and nothing older. */
export const clearedHistory = (): ChatHistory => ({
  pages: [{ list: [], hasMore: false }],
  pageParams: [undefined],
});

/** The page param of the page older than `page`: the id of its oldest message, while older ones remain. */
export function olderPageParam(page: RoomChatHistoryAnswer): string | undefined {
  return page.hasMore ? page.list[0]?.id : undefined;
}
