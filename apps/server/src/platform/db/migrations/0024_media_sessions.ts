import { sql, type Kysely } from 'kysely';

/**
 * Stage media sessions (docs/decisions/media.md): each publisher and subscriber session of the SFU, the
 * cast token that opened it (a retried register finds its session again) and, for a shared screen, where
 * the moderators' decision stands. Room ids carry no foreign key, like the room log's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('publisher', 'subscriber')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('camera', 'screen')`))
    .addColumn('publisher_id', 'text')
    .addColumn('token_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'accepted', 'rejected', 'live', 'closed')`),
    )
    .addColumn('sdp', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .execute();
  // One session per token and stream: the retry of a register answers the same session.
  await db.schema
    .createIndex('media_sessions_token_uq')
    .on('media_sessions')
    .columns(['token_id', 'role', 'publisher_id'])
    .nullsNotDistinct()
    .unique()
    .execute();
  await db.schema
    .createIndex('media_sessions_room_idx')
    .on('media_sessions')
    .columns(['room_id', 'role', 'kind', 'status'])
    .execute();
  await db.schema
    .createIndex('media_sessions_publisher_idx')
    .on('media_sessions')
    .columns(['publisher_id', 'status'])
    .execute();
}
