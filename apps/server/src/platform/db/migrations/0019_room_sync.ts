import type { Kysely } from 'kysely';

/**
 * Shared content (docs/decisions/room-sync.md): one row per content of a live room's list (an event's or
 * a room's id, so no foreign key), naming the file this feature stored for it (an uploaded asset) and who
 * added it. The list itself, its order and what plays live in the room's state and log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_sync_contents')
    .addColumn('content_id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('file_url', 'text')
    .addColumn('added_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('room_sync_contents_room_idx')
    .on('room_sync_contents')
    .column('room_id')
    .execute();
}
