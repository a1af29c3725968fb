import { sql, type Kysely } from 'kysely';

/**
 * E-mail verification (issue 9): `users.email_verified_at` marks an address its holder proved to own;
 * `email_verifications` keeps each mailed secret as a SHA-256 hash (the link's token and the short code),
 * bound to the address it was sent to, with its expiry and attempt count. Accounts from before are
 * unverified, except addresses a social-login provider vouched for (their identity carries the same one).
 * A password reset remembers the address its code was mailed to: the code coming back proves it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
  await sql`
    update users set email_verified_at = now()
    where email is not null
      and exists (select 1 from identities i where i.user_id = users.id and i.email = users.email)
  `.execute(db);

  await db.schema.alterTable('password_resets').addColumn('email', 'text').execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('link_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_verifications_user_idx')
    .on('email_verifications')
    .columns(['user_id', 'created_at'])
    .execute();
}
