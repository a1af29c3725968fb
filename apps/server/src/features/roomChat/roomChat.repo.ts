import { sql, type Kysely } from 'kysely';
import type { RoomChatMessage } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';

/** A stored room chat message with its sender's profile fields, as the service turns it into a message. */
export interface RoomChatRow {
  id: string;
  roomId: string;
  senderId: string;
  content: string;
  status: 'visible' | 'pending' | 'removed';
  approvedBy: string | null;
  createdAt: Date;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
}

/** A page of a room's messages in one status, oldest first, and whether older ones remain. */
export interface RoomChatRowPage {
  rows: RoomChatRow[];
  hasMore: boolean;
}

export type RoomChatRepo = ReturnType<typeof createRoomChatRepo>;

/** Room chat messages (docs/decisions/room-chat.md); blocks and slow mode live in the room's state. */
export function createRoomChatRepo(db: Kysely<Database>) {
  const messages = () =>
    db
      .selectFrom('roomChatMessages as m')
      .innerJoin('users as u', 'u.id', 'm.senderId')
      .select([
        'm.id',
        'm.roomId',
        'm.senderId',
        'm.content',
        'm.status',
        'm.approvedBy',
        'm.createdAt',
        'u.username',
        'u.firstName',
        'u.lastName',
        'u.avatar',
      ]);

  return {
    /** Stores a message; `executor` is the transaction of the room change that posts it, when it does. */
    async insert(
      message: RoomChatMessage,
      status: 'visible' | 'pending',
      executor: Kysely<Database> = db,
    ): Promise<void> {
      await executor
        .insertInto('roomChatMessages')
        .values({
          id: message.id,
          roomId: message.eventId,
          senderId: message.sender.userId,
          content: message.content,
          status,
          approvedBy: message.approveUserId ?? null,
          createdAt: new Date(message.createdAt),
        })
        .execute();
    },

    find(roomId: string, id: string): Promise<RoomChatRow | undefined> {
      return messages().where('m.roomId', '=', roomId).where('m.id', '=', id).executeTakeFirst();
    },

    /**
     * A pending message made visible by a moderator, in the transaction of the room change; false when it
     * no longer waits (another moderator was first, or it was removed).
     */
    async approve(id: string, approvedBy: string, executor: Kysely<Database>): Promise<boolean> {
      const result = await executor
        .updateTable('roomChatMessages')
        .set({ status: 'visible', approvedBy })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Removes one message (of any status); false when it was already gone. */
    async remove(id: string, executor: Kysely<Database> = db): Promise<boolean> {
      const result = await executor
        .updateTable('roomChatMessages')
        .set({ status: 'removed', removedAt: sql`now()` })
        .where('id', '=', id)
        .where('status', '!=', 'removed')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Removes every message of a room, visible and pending. */
    async removeAll(roomId: string, executor: Kysely<Database>): Promise<void> {
      await executor
        .updateTable('roomChatMessages')
        .set({ status: 'removed', removedAt: sql`now()` })
        .where('roomId', '=', roomId)
        .where('status', '!=', 'removed')
        .execute();
    },

    /** Up to `limit` messages of a status before the message `beforeId` (the latest without it), oldest first. */
    async page(
      roomId: string,
      status: 'visible' | 'pending',
      limit: number,
      beforeId: string | undefined,
    ): Promise<RoomChatRowPage> {
      let query = messages().where('m.roomId', '=', roomId).where('m.status', '=', status);
      if (beforeId !== undefined) {
        const before = db.selectFrom('roomChatMessages').select('position').where('id', '=', beforeId);
        query = query.where('m.position', '<', before);
      }
      const rows = await query
        .orderBy('m.position', 'desc')
        .limit(limit + 1)
        .execute();
      return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    /** How many messages of a room are visible. */
    async countVisible(roomId: string): Promise<number> {
      const row = await db
        .selectFrom('roomChatMessages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('roomId', '=', roomId)
        .where('status', '=', 'visible')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
