import { sql, type Kysely } from 'kysely';

/**
 * Friends (docs/decisions/friends.md): requests (one row per sender and invitee, its latest answer kept so
 * that a declined request stays declined), friendships (one row each way) and invitation codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('friend_requests')
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invitee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'accepted', 'rejected')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addPrimaryKeyConstraint('friend_requests_pk', ['sender_id', 'invitee_id'])
    .execute();
  await db.schema
    .createIndex('friend_requests_invitee_idx')
    .on('friend_requests')
    .column('invitee_id')
    .execute();
  await db.schema
    .createTable('friendships')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('friend_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('friendships_pk', ['user_id', 'friend_id'])
    .execute();
  await db.schema
    .createTable('friend_invitation_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('friend', 'group')`))
    .addColumn('group_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
