/** The chat-list fields a reorder needs. */
export interface ChatListEntry {
  readonly chatId?: string | null | undefined;
  readonly content?: string | null | undefined;
  readonly createdAt?: string | null | undefined;
}

/** spec 001 §5: a chat moves in the chat list only when its update carries a chat id, content and createdAt. */
export function canReorderChatList(entry: ChatListEntry): boolean {
  return Boolean(entry.chatId) && Boolean(entry.content) && Boolean(entry.createdAt);
}

/** spec 001 §5: a group video chat with one member in it shows no one chatting. */
export function chattingMembersShown<T>(chattingMembers: readonly T[]): readonly T[] {
  return chattingMembers.length > 1 ? chattingMembers : [];
}
