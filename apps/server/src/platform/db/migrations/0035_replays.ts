import { sql, type Kysely } from 'kysely';

/**
 * Replays (issue 23, docs/decisions/replays.md): named spans of an event's room log, gone with their event;
 * snapshots of a room's state every N entries or M seconds of its log, so a seek folds at most N entries;
 * the state row remembers its last snapshot; the log is found by time through its change times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('replays')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('event', 'clip')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('replays_event_idx')
    .on('replays')
    .columns(['event_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('room_log_snapshots')
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_log_snapshots_pk', ['room_id', 'seq'])
    .execute();
  await db.schema
    .alterTable('room_states')
    .addColumn('snapshot_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('snapshot_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('room_log_changed_idx')
    .on('room_log')
    .columns(['room_id', 'changed_at', 'seq'])
    .execute();
}
