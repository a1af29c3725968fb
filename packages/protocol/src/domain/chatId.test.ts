import { describe, expect, it } from 'vitest';
import { chatKindOf } from './chatId.ts';

describe('chat kind from the chat id (spec 000 §3)', () => {
  it.each([
    ['friend_u1_u2', 'oneToOne'],
    ['friend', 'oneToOne'],
    ['group_17', 'group'],
    ['room_3', 'unknown'],
    ['', 'unknown'],
    ['Friend_u1', 'unknown'],
  ])('%j is %s', (chatId, kind) => {
    expect(chatKindOf(chatId)).toBe(kind);
  });
});
