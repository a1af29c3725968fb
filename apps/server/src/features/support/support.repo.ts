import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

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
  };
}
