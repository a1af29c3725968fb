import { sql, type Kysely } from 'kysely';

/**
 * Random one-to-one meetings (docs/decisions/meet.md): the waiting queue (FIFO by position within a bucket
 * of age group and language), the current pairs (one row each way), the log of meetings (who met whom, for
 * reports and for "not the one you just left"), blocks between strangers, and a meeting's messages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meet_queue')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('position', 'bigserial', (c) => c.notNull())
    .addColumn('last_stranger_id', 'text')
    .addColumn('queued_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meet_queue_bucket_idx')
    .on('meet_queue')
    .columns(['bucket', 'position'])
    .execute();
  await db.schema
    .createTable('meet_meetings')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('waiter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joiner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('waiter_position', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('meet_meetings_waiter_idx')
    .on('meet_meetings')
    .columns(['waiter_id', 'id'])
    .execute();
  await db.schema
    .createIndex('meet_meetings_joiner_idx')
    .on('meet_meetings')
    .columns(['joiner_id', 'id'])
    .execute();
  await db.schema
    .createTable('meet_pairs')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('stranger_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull().references('meet_meetings.key').onDelete('cascade'))
    .addColumn('is_send_offer', 'boolean', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('shows_video', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_signalled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('meet_blocks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('meeting_key', 'text')
    .addColumn('reason', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('meet_blocks_pk', ['user_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('meet_blocks_blocked_idx').on('meet_blocks').column('blocked_id').execute();
  await db.schema
    .createTable('meet_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('meeting_key', 'text', (c) => c.notNull().references('meet_meetings.key').onDelete('cascade'))
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('chat', 'shared')`))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meet_messages_meeting_idx')
    .on('meet_messages')
    .columns(['meeting_key', 'id'])
    .execute();
}
