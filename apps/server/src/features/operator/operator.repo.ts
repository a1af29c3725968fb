import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;

/** What the operator check reads: a member's e-mail address (OPERATORS may name operators by it). */
export function createOperatorRepo(db: Kysely<Database>) {
  return {
    async emailOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .where('kind', '=', 'member')
        .where('bannedAt', 'is', null)
        .executeTakeFirst();
      return row?.email ?? null;
    },
  };
}
