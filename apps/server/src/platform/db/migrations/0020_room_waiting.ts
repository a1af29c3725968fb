import { sql, type Kysely } from 'kysely';

/**
 * The waiting room of live rooms (docs/decisions/waiting-room.md): who waits to be let in, first come
 * first, and who was admitted (an admission lets the person back in for a while without waiting again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_waiting')
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('waiting', 'admitted')`))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addPrimaryKeyConstraint('room_waiting_pk', ['room_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('room_waiting_queue_idx')
    .on('room_waiting')
    .columns(['room_id', 'status', 'joined_at'])
    .execute();
}
