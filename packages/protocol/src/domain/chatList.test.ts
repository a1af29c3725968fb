import { describe, expect, it } from 'vitest';
import { canReorderChatList, chattingMembersShown, type ChatListEntry } from './chatList.ts';

describe('reordering the chat list needs a chat id, content and createdAt (spec 001 §5)', () => {
  const entry = { chatId: 'friend_1', content: 'hi', createdAt: '2025-06-15T12:00:00Z' };

  it('moves a complete entry', () => {
    expect(canReorderChatList(entry)).toBe(true);
  });

  it.each<ChatListEntry>([
    { ...entry, chatId: undefined },
    { ...entry, chatId: '' },
    { ...entry, content: null },
    { ...entry, content: '' },
    { ...entry, createdAt: undefined },
  ])('leaves %j in place', (incomplete) => {
    expect(canReorderChatList(incomplete)).toBe(false);
  });
});

describe('a group with one chatting member shows no one chatting (spec 001 §5)', () => {
  it.each([
    [[], []],
    [['a'], []],
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
  ])('%j shows %j', (members, shown) => {
    expect(chattingMembersShown(members)).toEqual(shown);
  });
});
