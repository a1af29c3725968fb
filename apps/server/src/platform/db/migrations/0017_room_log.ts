import { sql, type Kysely } from 'kysely';

/**
 * Live state (docs/decisions/live-state.md): one authoritative state row per live room (an event's or a
 * room's id, so no foreign key), and the room's append-only command log. `seq` is the state's version
 * after the change, so a room's log is gap-free by construction. `published_at` stays null until the push
 * went out; the sweeper looks for old unpublished entries through the partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_states')
    .addColumn('room_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('room_log')
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('server_time', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('app_key', 'text', (c) => c.notNull())
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb')
    .addColumn('published_at', 'timestamptz')
    .addPrimaryKeyConstraint('room_log_pk', ['room_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('room_log_unpublished_idx')
    .on('room_log')
    .column('server_time')
    .where(sql.ref('published_at'), 'is', null)
    .execute();
}
