import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Birth dates moved across 18 by the operators (docs/decisions/age-policy.md): the old and new date, who
 * changed it and when. A member cannot move their own birth date across 18; this is the record of every
 * change that did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('birth_date_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_dob', 'text')
    .addColumn('new_dob', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('birth_date_changes_user_idx')
    .on('birth_date_changes')
    .columns(['user_id', 'changed_at'])
    .execute();
}
