import { sql, type Kysely } from 'kysely';

/**
 * Issue 9: the uploads each person made (owner, time, and when something first referenced them), so
 * that files never attached to anything are collected after a day and each person's unattached ones are
 * capped; and the failed password logins of each account, for the per-account back-off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    // The storage key (`events/covers/<uuid>.jpg`): chosen by the server, unique.
    .addColumn('key', 'text', (c) => c.primaryKey())
    // Kept when the owner's account goes: an unattached file is then collected like any other.
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Null until an event, a profile, a room or a product names the file.
    .addColumn('attached_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('uploads_unattached_owner_idx')
    .on('uploads')
    .column('owner_id')
    .where(sql.ref('attached_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('uploads_unattached_created_idx')
    .on('uploads')
    .column('created_at')
    .where(sql.ref('attached_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Failed password logins in a row, each within the window of the one before.
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    // Logins of the account are refused until then.
    .addColumn('blocked_until', 'timestamptz')
    .execute();
}
