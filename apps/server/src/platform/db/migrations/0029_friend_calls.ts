import { sql, type Kysely } from 'kysely';

/**
 * Friend video calls (docs/decisions/friend-calls.md): one open call per chat (`ended_at` null), and each
 * person's state in it. A person is `joined` in one call at most (a partial unique index: the busy rule
 * holds across processes); a ringing person (`init`) has a `ring_until`, which whichever process sees it
 * pass turns into `missed`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('friend_calls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('started_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('friend_calls_open_chat_idx')
    .on('friend_calls')
    .column('chat_id')
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('friend_call_members')
    .addColumn('call_id', 'text', (c) => c.notNull().references('friend_calls.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('init', 'joined', 'rejected', 'missed', 'busy', 'left')`),
    )
    .addColumn('notification_id', 'text', (c) => c.notNull())
    .addColumn('ring_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('friend_call_members_pk', ['call_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('friend_call_members_joined_idx')
    .on('friend_call_members')
    .column('user_id')
    .unique()
    .where(sql.ref('state'), '=', 'joined')
    .execute();
  await db.schema
    .createIndex('friend_call_members_ringing_idx')
    .on('friend_call_members')
    .column('ring_until')
    .where(sql.ref('state'), '=', 'init')
    .execute();
}
