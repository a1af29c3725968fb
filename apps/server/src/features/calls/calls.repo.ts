import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CallMemberState } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';
import { unlessTaken } from '../../platform/db/uniqueViolation.ts';

/** A person's place in a call. */
export interface CallMemberRow {
  userId: string;
  state: CallMemberState;
  notificationId: string;
  ringUntil: Date | null;
}

/** An open call with its people (by id). */
export interface CallRow {
  id: string;
  chatId: string;
  startedBy: string;
  members: CallMemberRow[];
}

/** One person's new state; `from` null: a person not yet in the call (a group's new member) is added. */
export interface CallMemberChange {
  userId: string;
  from: CallMemberState | null;
  to: CallMemberState;
}

/** What a change of a call does: the people's new states, and whether the call closes with it. */
export interface CallChange {
  changes: CallMemberChange[];
  closes: boolean;
}

export type CallsRepo = ReturnType<typeof createCallsRepo>;

/** Friend calls and their people (docs/decisions/friend-calls.md); only this feature writes them. */
export function createCallsRepo(db: Kysely<Database>) {
  async function membersOf(executor: Kysely<Database>, callId: string): Promise<CallMemberRow[]> {
    const rows = await executor
      .selectFrom('friendCallMembers')
      .select(['userId', 'state', 'notificationId', 'ringUntil'])
      .where('callId', '=', callId)
      .orderBy('userId')
      .execute();
    return rows.map((row) => ({ ...row, state: row.state as CallMemberState }));
  }

  async function openCall(executor: Kysely<Database>, where: { chatId?: string; callId?: string }) {
    let query = executor
      .selectFrom('friendCalls')
      .select(['id', 'chatId', 'startedBy'])
      .where('endedAt', 'is', null);
    if (where.chatId !== undefined) query = query.where('chatId', '=', where.chatId);
    if (where.callId !== undefined) query = query.where('id', '=', where.callId);
    const call = await query.executeTakeFirst();
    return call && { ...call, members: await membersOf(executor, call.id) };
  }

  return {
    /** The open call of a chat, if any. */
    openCallOfChat: (chatId: string): Promise<CallRow | undefined> => openCall(db, { chatId }),

    /** The open call a person is in (joined), if any. */
    joinedCallOf: (userId: string) =>
      db
        .selectFrom('friendCallMembers as m')
        .innerJoin('friendCalls as c', 'c.id', 'm.callId')
        .select(['c.id', 'c.chatId'])
        .where('m.userId', '=', userId)
        .where('m.state', '=', 'joined')
        .where('c.endedAt', 'is', null)
        .executeTakeFirst(),

    /** Which of these people are in a call now. */
    async joinedAmong(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('friendCallMembers')
        .select('userId')
        .where('userId', 'in', userIds)
        .where('state', '=', 'joined')
        .execute();
      return new Set(rows.map((row) => row.userId));
    },

    /**
     * Opens a call with its people. 'taken' when the chat has an open call already, or a person listed as
     * joined is in another call (both unique indexes hold across processes).
     */
    create: (
      call: { id: string; chatId: string; startedBy: string; at: Date },
      members: readonly Omit<CallMemberRow, 'notificationId'>[],
    ) =>
      unlessTaken(
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('friendCalls')
            .values({ id: call.id, chatId: call.chatId, startedBy: call.startedBy, createdAt: call.at })
            .execute();
          await trx
            .insertInto('friendCallMembers')
            .values(
              members.map((member) => ({
                ...member,
                callId: call.id,
                notificationId: randomUUID(),
                updatedAt: call.at,
              })),
            )
            .execute();
          return 'created' as const;
        }),
      ),

    /**
     * Changes an open call under a lock of its row, so that changes of one call apply one at a time on any
     * process: `decide` sees the call as it is and answers the change (or throws a refusal). Answers the
     * call before and after with the change, undefined when the call is not open, 'taken' when a join
     * collides with another call of that person.
     */
    change: (callId: string, at: Date, decide: (call: CallRow) => CallChange) =>
      unlessTaken(
        db.transaction().execute(async (trx) => {
          const locked = await trx
            .selectFrom('friendCalls')
            .select('id')
            .where('id', '=', callId)
            .where('endedAt', 'is', null)
            .forUpdate()
            .executeTakeFirst();
          if (!locked) return undefined;
          const call = await openCall(trx, { callId });
          if (!call) return undefined;
          const change = decide(call);
          for (const member of change.changes) {
            if (member.from === null)
              await trx
                .insertInto('friendCallMembers')
                .values({
                  callId,
                  userId: member.userId,
                  state: member.to,
                  notificationId: randomUUID(),
                  updatedAt: at,
                })
                .execute();
            else
              await trx
                .updateTable('friendCallMembers')
                .set({ state: member.to, updatedAt: at, ringUntil: null })
                .where('callId', '=', callId)
                .where('userId', '=', member.userId)
                .execute();
          }
          if (change.closes)
            await trx.updateTable('friendCalls').set({ endedAt: at }).where('id', '=', callId).execute();
          return { call, after: { ...call, members: await membersOf(trx, callId) }, ...change };
        }),
      ),

    /** Which of these chats have an open call. */
    async chatsInCall(chatIds: readonly string[]): Promise<Set<string>> {
      if (chatIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('friendCalls')
        .select('chatId')
        .where('chatId', 'in', chatIds)
        .where('endedAt', 'is', null)
        .execute();
      return new Set(rows.map((row) => row.chatId));
    },

    /** The open calls with someone still ringing past their ring time. */
    async callsWithDueRings(now: Date): Promise<string[]> {
      const rows = await db
        .selectFrom('friendCallMembers as m')
        .innerJoin('friendCalls as c', 'c.id', 'm.callId')
        .select('m.callId')
        .distinct()
        .where('m.state', '=', 'init')
        .where('m.ringUntil', '<=', now)
        .where('c.endedAt', 'is', null)
        .execute();
      return rows.map((row) => row.callId);
    },
  };
}
