import { sql, type Kysely } from 'kysely';

/** A room's hosts and moderators besides its owner (spec 000 §6 "make or remove hosts and moderators"). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_roles')
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('host', 'mod')`))
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('room_roles_pk', ['room_id', 'user_id'])
    .execute();
  await db.schema.createIndex('room_roles_user_idx').on('room_roles').column('user_id').execute();
}
