import { sql, type Kysely } from 'kysely';

/**
 * Background jobs (ARCHITECTURE "Jobs"): one row per job, unique by `key` so that scheduling twice is one
 * job; due jobs are taken with FOR UPDATE SKIP LOCKED and marked done in the taking transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .addColumn('done_by', 'text')
    .execute();
  await db.schema
    .createIndex('jobs_due_idx')
    .on('jobs')
    .columns(['run_at'])
    .where(sql.ref('done_at'), 'is', null)
    .execute();
}
