import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Platform-wide suspensions by the operators (docs/decisions/operator.md): each suspension with its reason,
 * who imposed it and when, and who lifted it and when; `users.banned_at` stays the flag every sign-in and
 * token check reads. At most one suspension of an account is open at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_suspensions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('suspended_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('suspended_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('lifted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('lifted_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('account_suspensions_open_idx')
    .on('account_suspensions')
    .column('user_id')
    .unique()
    .where(sql.ref('lifted_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('account_suspensions_user_idx')
    .on('account_suspensions')
    .columns(['user_id', 'suspended_at'])
    .execute();
}
