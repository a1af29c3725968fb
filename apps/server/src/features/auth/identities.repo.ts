import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** Social identities (a provider's subject) linked to accounts. */
export function createIdentitiesRepo(db: Kysely<Database>) {
  return {
    async findUserId(provider: string, subject: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('identities')
        .select('userId')
        .where('provider', '=', provider)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.userId;
    },

    /** Links an identity to an account unless it is linked already (to anyone). */
    async link(identity: {
      provider: string;
      subject: string;
      email: string;
      userId: string;
    }): Promise<void> {
      await db
        .insertInto('identities')
        .values(identity)
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute();
    },

    async providersOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('identities')
        .select('provider')
        .where('userId', '=', userId)
        .execute();
      return rows.map((row) => row.provider);
    },
  };
}

export type IdentitiesRepo = ReturnType<typeof createIdentitiesRepo>;
