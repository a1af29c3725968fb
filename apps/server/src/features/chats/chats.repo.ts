import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { personOfColumns } from './chatPeople.ts';

/** A stored message with its sender's profile columns. */
export interface ChatMessageRow {
  id: string;
  chatId: string;
  position: string;
  senderId: string;
  content: string;
  type: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  avatar: string | null;
}

/** Where one stored message went: each receiver and the inbox seq it took there. */
export interface Delivery {
  userId: string;
  seq: number;
}

export type ChatsRepo = ReturnType<typeof createChatsRepo>;

/** Chats, members' read marks and list visibility, messages and inboxes (docs/decisions/friends.md). */
export function createChatsRepo(db: Kysely<Database>) {
  const messages = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom('chatMessages as m')
      .innerJoin('users as u', 'u.id', 'm.senderId')
      .select([
        'm.id',
        'm.chatId',
        'm.position',
        'm.senderId',
        'm.content',
        'm.type',
        'm.createdAt',
        'u.firstName',
        'u.lastName',
        'u.username',
        'u.avatar',
      ]);

  async function membersAmong(chatId: string, userIds: readonly string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('chatMembers')
      .select('userId')
      .where('chatId', '=', chatId)
      .where('userId', 'in', userIds)
      .where('leftAt', 'is', null)
      .execute();
    return new Set(rows.map((row) => row.userId));
  }

  return {
    /** A chat not deleted. */
    findChat: (chatId: string) =>
      db
        .selectFrom('chats')
        .selectAll()
        .where('id', '=', chatId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst(),

    /** Which of these people are current members of a chat. */
    membersAmong,

    /** Whether a person is a current member of a chat. */
    isMember: async (chatId: string, userId: string) => (await membersAmong(chatId, [userId])).has(userId),

    /** The current members of a chat. */
    async memberIds(chatId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('chatMembers')
        .select('userId')
        .where('chatId', '=', chatId)
        .where('leftAt', 'is', null)
        .orderBy('userId')
        .execute();
      return rows.map((row) => row.userId);
    },

    /** Opens (or reopens) the one-to-one chat of two friends: it shows in both lists again. */
    async openFriendChat(chatId: string, userIds: readonly [string, string], at: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('chats')
          .values({ id: chatId, kind: 'friend', name: null, ownerId: null, createdAt: at })
          .onConflict((c) => c.column('id').doNothing())
          .execute();
        await trx
          .insertInto('chatMembers')
          .values(userIds.map((userId) => ({ chatId, userId, joinedAt: at })))
          .onConflict((c) => c.columns(['chatId', 'userId']).doUpdateSet({ hidden: false, leftAt: null }))
          .execute();
      });
    },

    /** Hides a chat from some members' lists until a new message arrives. */
    async hide(chatId: string, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .updateTable('chatMembers')
        .set({ hidden: true })
        .where('chatId', '=', chatId)
        .where('userId', 'in', userIds)
        .execute();
    },

    /**
     * Stores a message and gives each receiver the next seq of their inbox, in one transaction. The head's
     * upsert locks the receiver's row until commit, so seqs are gap-free and commit in order per person.
     * The chat shows again in every receiver's list.
     */
    async insertMessage(
      message: {
        id: string;
        chatId: string;
        senderId: string;
        content: string;
        type: string;
        createdAt: Date;
      },
      receiverIds: readonly string[],
    ): Promise<Delivery[]> {
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('chatMessages').values(message).execute();
        const deliveries: Delivery[] = [];
        // Sorted: two messages to the same people lock their heads in the same order (no deadlock).
        for (const userId of [...new Set(receiverIds)].sort()) {
          const head = await trx
            .insertInto('chatInboxHeads')
            .values({ userId, seq: '1' })
            .onConflict((c) =>
              c.column('userId').doUpdateSet((eb) => ({ seq: eb('chatInboxHeads.seq', '+', '1') })),
            )
            .returning('seq')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('chatInbox')
            .values({ userId, seq: head.seq, messageId: message.id })
            .execute();
          deliveries.push({ userId, seq: Number(head.seq) });
        }
        await trx
          .updateTable('chatMembers')
          .set({ hidden: false })
          .where('chatId', '=', message.chatId)
          .where('leftAt', 'is', null)
          .execute();
        return deliveries;
      });
    },

    /** A message of a chat by id. */
    findMessage: (chatId: string, id: string) =>
      messages().where('m.chatId', '=', chatId).where('m.id', '=', id).executeTakeFirst(),

    /** The `pageSize` messages of a chat before `beforePosition` (the latest without it), oldest first. */
    async history(chatId: string, pageSize: number, beforePosition?: string) {
      let query = messages().where('m.chatId', '=', chatId);
      if (beforePosition !== undefined) query = query.where('m.position', '<', beforePosition);
      const rows = await query
        .orderBy('m.position', 'desc')
        .limit(pageSize + 1)
        .execute();
      return { rows: rows.slice(0, pageSize).reverse(), hasMore: rows.length > pageSize };
    },

    /** Marks a chat read by a member up to its latest message. */
    async markRead(chatId: string, userId: string): Promise<void> {
      await db
        .updateTable('chatMembers')
        .set((eb) => ({
          readPosition: eb.fn.coalesce(
            eb
              .selectFrom('chatMessages')
              .select((inner) => inner.fn.max('position').as('p'))
              .where('chatId', '=', chatId),
            eb.val('0'),
          ),
        }))
        .where('chatId', '=', chatId)
        .where('userId', '=', userId)
        .execute();
    },

    /** A person's inbox seq now (0 before any message). */
    async inboxHead(userId: string): Promise<number> {
      const row = await db
        .selectFrom('chatInboxHeads')
        .select('seq')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(row?.seq ?? 0);
    },

    /** Up to `limit` messages of a person's inbox after `afterSeq`, in seq order. */
    async inboxAfter(userId: string, afterSeq: number, limit: number) {
      const rows = await messages()
        .innerJoin('chatInbox as i', 'i.messageId', 'm.id')
        .select('i.seq')
        .where('i.userId', '=', userId)
        .where('i.seq', '>', String(afterSeq))
        .orderBy('i.seq')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
    },

    /**
     * One page of a person's chat list, most recent activity first: chats they are in and did not hide,
     * groups not deleted. Each with its latest message, their unread count and, for a one-to-one chat, the
     * friend.
     */
    async chatList(userId: string, page: number, pageSize: number) {
      const base = db
        .selectFrom('chatMembers as cm')
        .innerJoin('chats as c', 'c.id', 'cm.chatId')
        .where('cm.userId', '=', userId)
        .where('cm.leftAt', 'is', null)
        .where('cm.hidden', '=', false)
        .where('c.deletedAt', 'is', null);
      const [chats, count] = await Promise.all([
        base
          .select((eb) => [
            'c.id',
            'c.kind',
            'c.name',
            'c.ownerId',
            'c.createdAt',
            'cm.readPosition',
            eb
              .selectFrom('chatMessages as lm')
              .select((inner) => inner.fn.max('lm.position').as('p'))
              .whereRef('lm.chatId', '=', 'c.id')
              .as('lastPosition'),
          ])
          .orderBy('lastPosition', (o) => o.desc().nullsLast())
          .orderBy('c.createdAt', 'desc')
          .orderBy('c.id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const ids = chats.map((chat) => chat.id);
      if (ids.length === 0) return { chats: [], total: Number(count.total) };
      const [latest, unread, friends] = await Promise.all([
        messages()
          .where(
            'm.position',
            'in',
            chats.flatMap((chat) => (chat.lastPosition ? [chat.lastPosition] : [])).concat('0'),
          )
          .execute(),
        db
          .selectFrom('chatMessages as m')
          .innerJoin('chatMembers as cm', (join) =>
            join.onRef('cm.chatId', '=', 'm.chatId').on('cm.userId', '=', userId),
          )
          .select((eb) => ['m.chatId', eb.fn.countAll<string>().as('unread')])
          .where('m.chatId', 'in', ids)
          .whereRef('m.position', '>', 'cm.readPosition')
          .where('m.senderId', '<>', userId)
          .groupBy('m.chatId')
          .execute(),
        db
          .selectFrom('chatMembers as other')
          .innerJoin('chats as c', 'c.id', 'other.chatId')
          .innerJoin('users as u', 'u.id', 'other.userId')
          .select(['other.chatId', 'u.id', 'u.firstName', 'u.lastName', 'u.username', 'u.avatar'])
          .where('other.chatId', 'in', ids)
          .where('c.kind', '=', 'friend')
          .where('other.userId', '<>', userId)
          .execute(),
      ]);
      const latestOf = new Map(latest.map((row) => [row.chatId, row]));
      const unreadOf = new Map(unread.map((row) => [row.chatId, Number(row.unread)]));
      const friendOf = new Map(friends.map((row) => [row.chatId, personOfColumns(row)]));
      return {
        chats: chats.map((chat) => ({
          ...chat,
          latest: latestOf.get(chat.id),
          unreadCount: unreadOf.get(chat.id) ?? 0,
          friend: friendOf.get(chat.id),
        })),
        total: Number(count.total),
      };
    },
  };
}
