import { sql, type Kysely } from 'kysely';

const createdAt = sql`now()`;

/**
 * Accounts: profile notes, who created an account for its owner, case-insensitive handles, social
 * identities, follows, password resets, login tokens and invitation links.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('notes', 'text')
    .addColumn('created_by_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // spec 000 §5: usernames and cyaIds are unique, whatever their case.
  await db.schema
    .createIndex('users_username_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(username)`)
    .execute();
  await db.schema
    .createIndex('users_cya_id_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(cya_id)`)
    .execute();

  await db.schema
    .createTable('identities')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addPrimaryKeyConstraint('identities_pkey', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('identities_user_idx').on('identities').column('user_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('following_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addPrimaryKeyConstraint('follows_pkey', ['follower_id', 'following_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> following_id`)
    .execute();
  // Both lists page newest first: followers of someone, and whom someone follows.
  await db.schema
    .createIndex('follows_following_idx')
    .on('follows')
    .columns(['following_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('follows_follower_idx')
    .on('follows')
    .columns(['follower_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('login_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema.createIndex('login_tokens_user_idx').on('login_tokens').column('user_id').execute();

  await db.schema
    .createTable('invite_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .execute();
  await db.schema
    .createIndex('invite_links_event_inviter_idx')
    .on('invite_links')
    .columns(['event_id', 'inviter_id'])
    .execute();

  await db.schema
    .createTable('invite_link_redemptions')
    .addColumn('link_id', 'text', (c) => c.notNull().references('invite_links.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdAt))
    .addPrimaryKeyConstraint('invite_link_redemptions_pkey', ['link_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('invite_link_redemptions_user_idx')
    .on('invite_link_redemptions')
    .column('user_id')
    .execute();
}
