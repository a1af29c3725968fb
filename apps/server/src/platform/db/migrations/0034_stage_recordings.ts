import { sql, type Kysely } from 'kysely';

/**
 * The stage's recorded streams (docs/decisions/stage-recordings.md), one row per published stream of a
 * live event, with its file's storage key. Event and person carry no foreign key: when either is deleted
 * the feature's sweep removes the file first and the row after, which a cascade could not do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stage_recordings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('camera', 'screen')`))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A replay lists its event's streams in time order.
  await db.schema
    .createIndex('stage_recordings_event_idx')
    .on('stage_recordings')
    .columns(['event_id', 'started_at'])
    .execute();
}
