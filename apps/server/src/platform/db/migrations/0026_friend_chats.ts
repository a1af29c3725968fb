import { sql, type Kysely } from 'kysely';

/**
 * Friend and group chats (docs/decisions/friends.md): chats ('friend…' one-to-one, 'group…' groups), their
 * members with read marks, the messages, and each person's inbox: every message a person receives takes
 * the next `seq` of their inbox head (row-locked, so gap-free), which a reconnecting socket resumes from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('friend', 'group')`))
    .addColumn('name', 'text')
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('position', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_chat_idx')
    .on('chat_messages')
    .columns(['chat_id', 'position'])
    .execute();
  await db.schema
    .createTable('chat_members')
    .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_position', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('left_at', 'timestamptz')
    .addPrimaryKeyConstraint('chat_members_pk', ['chat_id', 'user_id'])
    .execute();
  await db.schema.createIndex('chat_members_user_idx').on('chat_members').column('user_id').execute();
  await db.schema
    .createTable('chat_inbox_heads')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chat_inbox')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull().references('chat_messages.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('chat_inbox_pk', ['user_id', 'seq'])
    .execute();
}
