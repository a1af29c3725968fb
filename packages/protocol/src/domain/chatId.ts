/** What a friend-panel chat is, read from its id (spec 000 §3). */
export type ChatKind = 'oneToOne' | 'group' | 'unknown';

/** spec 000 §3: chat ids starting with 'friend' are one-to-one, with 'group' group chats. */
export function chatKindOf(chatId: string): ChatKind {
  if (chatId.startsWith('friend')) return 'oneToOne';
  if (chatId.startsWith('group')) return 'group';
  return 'unknown';
}
