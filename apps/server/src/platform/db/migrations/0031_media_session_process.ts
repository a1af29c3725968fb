import { sql, type Kysely } from 'kysely';

/**
 * The server process that holds each stage media session in its SFU (docs/decisions/media.md "Across
 * processes"): calls about a session are carried to that process, and the sessions of a process that is
 * gone are closed. Sessions from before hold '' (no process): they are closed as a gone process's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('media_sessions')
    .addColumn('process_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Finds the open sessions of processes that are gone (a sweep every few seconds by every process).
  await db.schema
    .createIndex('media_sessions_open_process_idx')
    .on('media_sessions')
    .column('process_id')
    .where(sql.ref('status'), '<>', 'closed')
    .execute();
}
