import { peopleKeys } from '../../lib/people/index.ts';

/** The friends panel's query keys; `all` reloads everything after a resync. */
export const friendKeys = {
  all: ['friends'] as const,
  chatList: ['friends', 'chatList'] as const,
  history: (chatId: string) => ['friends', 'history', chatId] as const,
  peopleAll: peopleKeys.all,
  members: (chatId: string) => ['friends', 'members', chatId] as const,
};
