import type { Kysely } from 'kysely';

/**
 * Sessions ended by logout (docs/decisions/sessions.md): their access tokens are refused until the last
 * of them would have expired anyway, when the row may go.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_sessions_user_idx')
    .on('revoked_sessions')
    .columns(['user_id', 'expires_at'])
    .execute();
}
