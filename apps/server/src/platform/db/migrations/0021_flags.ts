import { sql, type Kysely } from 'kysely';

/**
 * Reports and room blocks (docs/decisions/flags.md): reports of rooms and of people in them, kept for
 * review, and each room's blocked-entry list. Rooms and events share ids' space, so no foreign key on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('reason', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('room_reports_room_idx')
    .on('room_reports')
    .columns(['room_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('room_blocks')
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('room_blocks_pk', ['room_id', 'user_id'])
    .execute();
}
