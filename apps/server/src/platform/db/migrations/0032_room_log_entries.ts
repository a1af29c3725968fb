import { sql, type Kysely } from 'kysely';

/**
 * The room log's entries are the room's events (docs/decisions/live-state.md "One fold"): each carries the
 * time of its change (`changed_at`, the server clock's time the state's times take), and a moderator's
 * onlineMicrophone names the moderator (`byUserId`) so the fold tells it from a person's own mute.
 * Entries from before are converted: their change time is their server time (within milliseconds of the
 * clock the reducer read), and a mute by someone other than the person names its actor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('room_log').addColumn('changed_at', 'timestamptz').execute();
  await sql`update room_log set changed_at = server_time`.execute(db);
  await db.schema
    .alterTable('room_log')
    .alterColumn('changed_at', (c) => c.setNotNull())
    .execute();
  await sql`
    update room_log
    set payload = payload || jsonb_build_object('byUserId', actor_id)
    where app_key = 'cya_cast' and command = 'onlineMicrophone'
      and actor_id is not null and actor_id <> payload->>'userId'
  `.execute(db);
}
