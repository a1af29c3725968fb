import { sql, type Kysely } from 'kysely';

/**
 * Event roles (spec 000 §3 role entry, §4 role invitation, §6): one row per person, event and role.
 * An invitation by e-mail to an address without an account has no user until its invitee signs up and
 * answers it; the rows of one addRole share their `invite_id`, the `:inviteId` of the invitation page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('invited'))
    .addColumn('invite_id', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('responded_at', 'timestamptz')
    .addCheckConstraint('event_roles_role_check', sql`role in ('host', 'star', 'mod')`)
    .addCheckConstraint('event_roles_status_check', sql`status in ('invited', 'active', 'declined')`)
    .addCheckConstraint('event_roles_invitee_check', sql`user_id is not null or email is not null`)
    .execute();
  // A person holds each role of an event once; so does an address still waiting for its account.
  await db.schema
    .createIndex('event_roles_user_key')
    .on('event_roles')
    .columns(['event_id', 'user_id', 'role'])
    .unique()
    .where(sql.ref('user_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('event_roles_email_key')
    .on('event_roles')
    .columns(['event_id', 'email', 'role'])
    .unique()
    .where(sql.ref('user_id'), 'is', null)
    .execute();
  await db.schema.createIndex('event_roles_invite_idx').on('event_roles').column('invite_id').execute();
  await db.schema
    .createIndex('event_roles_user_idx')
    .on('event_roles')
    .columns(['user_id', 'event_id'])
    .execute();
}
