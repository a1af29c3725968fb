import { type Kysely } from 'kysely';

/**
 * The joined-people count of a room over time (issue 23, docs/decisions/replays.md "Joined counts"): one
 * row per `eventJoiningPeople` frame a process sent (coalesced to one a second per room and process), so
 * a replay shows the count a viewer saw at any instant. Written by the rooms feature only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_joined_counts')
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('room_joined_counts_room_at_idx')
    .on('room_joined_counts')
    .columns(['room_id', 'at'])
    .execute();
}
