import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { ContactMessagesTable } from '../../platform/db/tables/support.ts';

/** A stored message, as the operators' inbox reads it. */
export type InboxRow = Selectable<ContactMessagesTable>;

export type SupportRepo = ReturnType<typeof createSupportRepo>;

/** A message to the operators, as stored. */
export interface StoredContactMessage {
  id: string;
  kind: string;
  name: string;
  email: string;
  message: string;
  userId: string | null;
}

/** The contact_messages table: messages to the operators (docs/decisions/listing-pages.md). */
export function createSupportRepo(db: Kysely<Database>) {
  return {
    async addMessage(message: StoredContactMessage): Promise<void> {
      await db.insertInto('contactMessages').values(message).execute();
    },

    /** Records that the message was handed to the mailer. */
    async markMailed(id: string, at: Date): Promise<void> {
      await db.updateTable('contactMessages').set({ mailedAt: at }).where('id', '=', id).execute();
    },

    /** A page of the handled or unhandled messages, oldest first, and how many in all. */
    async inbox(
      handled: boolean,
      limit: number,
      offset: number,
    ): Promise<{ rows: InboxRow[]; total: number }> {
      const inState = () =>
        db.selectFrom('contactMessages').where('handledAt', handled ? 'is not' : 'is', null);
      const [rows, count] = await Promise.all([
        inState().selectAll().orderBy('createdAt').orderBy('id').limit(limit).offset(offset).execute(),
        inState()
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    /** Marks a message handled; false when there is no such message. Handling it again keeps the first time. */
    async markHandled(id: string, by: string, at: Date): Promise<boolean> {
      const row = await db
        .selectFrom('contactMessages')
        .select(['id', 'handledAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return false;
      if (row.handledAt === null) {
        await db
          .updateTable('contactMessages')
          .set({ handledAt: at, handledBy: by })
          .where('id', '=', id)
          .where('handledAt', 'is', null)
          .execute();
      }
      return true;
    },
  };
}
