import type { Kysely } from 'kysely';

/**
 * The time zone a member's browser is in (issue 22 item 10, docs/decisions/mail-view.md "Times"): mails
 * write their times in the reader's zone when known. Null until a browser of theirs reports it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();
}
