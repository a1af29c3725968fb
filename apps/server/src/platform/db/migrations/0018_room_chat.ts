import { sql, type Kysely } from 'kysely';

/**
 * Room chat (docs/decisions/room-chat.md): the messages of a live room (an event's or a room's id, so no
 * foreign key), in `position` order. Its pushes, blocks and slow mode live in the room's state and log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('visible', 'pending', 'removed')`))
    .addColumn('approved_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('room_chat_messages_room_idx')
    .on('room_chat_messages')
    .columns(['room_id', 'status', 'position'])
    .execute();
}
