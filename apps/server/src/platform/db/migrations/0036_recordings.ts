import { sql, type Kysely } from 'kysely';

/**
 * A moderator's own recordings (docs/decisions/recordings.md): one row per recording, owned by the member
 * who made it, and one row per chunk the browser uploaded (its X-Timestamp is the chunk's key, so a chunk
 * sent twice is kept once). Events and rooms share the ids' space, so no foreign key on the room.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recordings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('size_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('trim_start_ms', 'integer')
    .addColumn('trim_end_ms', 'integer')
    .execute();
  await db.schema
    .createIndex('recordings_owner_idx')
    .on('recordings')
    .columns(['owner_id', 'started_at'])
    .execute();
  await db.schema.createIndex('recordings_room_idx').on('recordings').column('room_id').execute();
  await db.schema
    .createTable('recording_chunks')
    .addColumn('recording_id', 'text', (c) => c.notNull().references('recordings.id').onDelete('cascade'))
    .addColumn('timestamp_ms', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recording_chunks_pk', ['recording_id', 'timestamp_ms'])
    .execute();
}
