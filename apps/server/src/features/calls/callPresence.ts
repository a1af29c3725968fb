import type { Kysely } from 'kysely';
import { CallMemberState, displayNameOf, type Person } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';
import { createCallsRepo } from './calls.repo.ts';

type PersonOf = (userId: string) => Promise<Person | undefined>;

/** People by id as calls show them; someone without a profile shows under their default name. */
export async function callProfilesOf(
  personOf: PersonOf,
  userIds: readonly string[],
): Promise<Map<string, Person>> {
  const people = await Promise.all(
    userIds.map(
      async (userId) =>
        (await personOf(userId)) ?? { userId, displayName: displayNameOf({ userId }), avatar: null },
    ),
  );
  return new Map(people.map((person) => [person.userId, person]));
}

/**
 * Who is in which chat's call, read from the calls tables alone: what the chats feature shows. It needs
 * nothing of chats, so the composition root builds it before them and the calls module (which asks chats
 * who may be called) after them.
 */
export function createCallPresence(deps: { db: Kysely<Database>; personOf: PersonOf }) {
  const repo = createCallsRepo(deps.db);
  return {
    /** Who is in the open call of a chat now (getCurrChattingMembers). */
    async joinedPeopleOf(chatId: string): Promise<Person[]> {
      const call = await repo.openCallOfChat(chatId);
      if (!call) return [];
      const joinedIds = call.members.filter((m) => m.state === CallMemberState.Joined).map((m) => m.userId);
      return [...(await callProfilesOf(deps.personOf, joinedIds)).values()];
    },

    /** Which of these chats have a call going on (the chat list's vidChatting). */
    chatsInCall: (chatIds: readonly string[]) => repo.chatsInCall(chatIds),
  };
}
