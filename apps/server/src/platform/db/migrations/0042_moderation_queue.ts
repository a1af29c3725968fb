import type { Kysely } from 'kysely';

/**
 * The operators' moderation queue (docs/decisions/operator.md): a report may name the chat message it flags
 * (its text kept as the reporter saw it), says which kind of room it came from, and is closed by an
 * operator with an action; contact messages are marked handled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('room_reports')
    .addColumn('room_kind', 'text', (c) => c.notNull().defaultTo('room'))
    .addColumn('message_id', 'text')
    .addColumn('message_content', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolution', 'text')
    .addColumn('resolved_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('resolved_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('room_reports_status_idx')
    .on('room_reports')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('handled_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('contact_messages_handled_idx')
    .on('contact_messages')
    .columns(['handled_at', 'created_at'])
    .execute();
}
