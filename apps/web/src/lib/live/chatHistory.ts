import { ChatCommand, type AppKey, type RoomChatMessage, type ServerPayload } from '@limelight/protocol';
import type { InfiniteData } from '@tanstack/react-query';

/** A chat message as the histories know it: the room chat's, or a friend or group chat's. */
interface ChatMessage {
  id: string;
}

/** One page of a chat's history (5 a page): oldest to newest, and whether older ones remain. */
export interface ChatHistoryPage<M extends ChatMessage = RoomChatMessage> {
  list: M[];
  hasMore: boolean;
}

/**
 * A chat as the query cache holds it: pages from the latest (the first page) back in time, each oldest to
 * newest, the page param being the id before which that page was read.
 */
export type ChatHistory<M extends ChatMessage = RoomChatMessage> = InfiniteData<
  ChatHistoryPage<M>,
  string | undefined
>;

/** Every loaded message, oldest first. */
export function messagesOf<M extends ChatMessage>(history: Pick<ChatHistory<M>, 'pages'> | undefined): M[] {
  return history ? history.pages.toReversed().flatMap((page) => page.list) : [];
}

/** The history with a posted (or approved) message last; one already there (a replayed frame) changes nothing. */
export function withPostedMessage<M extends ChatMessage>(
  history: ChatHistory<M> | undefined,
  message: M,
): ChatHistory<M> | undefined {
  if (!history || messagesOf(history).some((shown) => shown.id === message.id)) return history;
  const [latest, ...older] = history.pages;
  const first = latest ?? { list: [], hasMore: false };
  return { ...history, pages: [{ ...first, list: [...first.list, message] }, ...older] };
}

/** The history without one message. */
export function withoutMessage<M extends ChatMessage>(
  history: ChatHistory<M> | undefined,
  id: string,
): ChatHistory<M> | undefined {
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
export function olderPageParam(page: ChatHistoryPage<ChatMessage>): string | undefined {
  return page.hasMore ? page.list[0]?.id : undefined;
}

/** What changes a room chat's messages (a frame or an entry of the room's log): posted, removed, cleared. */
export type RoomChatChange = {
  [
    C in
      typeof ChatCommand.SendMessage | typeof ChatCommand.RemoveMessage | typeof ChatCommand.RemoveAllMessages
  ]: {
    command: C;
    payload: ServerPayload<typeof AppKey.Chat, C>;
  };
}[typeof ChatCommand.SendMessage | typeof ChatCommand.RemoveMessage | typeof ChatCommand.RemoveAllMessages];

/** A room chat's history after one change; a post already shown (a replayed frame) changes nothing. */
export function withRoomChatChange(
  history: ChatHistory | undefined,
  change: RoomChatChange,
): ChatHistory | undefined {
  switch (change.command) {
    case ChatCommand.SendMessage:
      return withPostedMessage(history, change.payload);
    case ChatCommand.RemoveMessage:
      return withoutMessage(history, change.payload.id);
    case ChatCommand.RemoveAllMessages:
      return history && clearedHistory();
  }
}
