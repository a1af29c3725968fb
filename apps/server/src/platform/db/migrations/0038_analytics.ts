import { sql, type Kysely } from 'kysely';

/**
 * Analytics (issue 25; features/analytics; docs/decisions/analytics.md): a row per room socket's stay
 * (join, leave, the platform its client named), recorded from now on with nothing backfilled, and the
 * analytics roles people hold on a channel (its owner holds `owner` by owning it, never by a row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The live room: an event's id or a room's id (rooms are not a channel's events; kept all the same).
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('left_at', 'timestamptz')
    .execute();
  // Every report reads one room's sessions within a span: by room, then join time.
  await db.schema
    .createIndex('analytics_sessions_room_joined_idx')
    .on('analytics_sessions')
    .columns(['room_id', 'joined_at'])
    .execute();

  await db.schema
    .createTable('analytics_roles')
    .addColumn('channel_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('analytics_roles_pk', ['channel_id', 'user_id'])
    .execute();
  await db.schema.createIndex('analytics_roles_user_idx').on('analytics_roles').column('user_id').execute();
}
