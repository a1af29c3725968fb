import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;

/** A member as the operators' account tools find them. */
export interface OperatedMember {
  id: string;
  email: string | null;
  dob: string | null;
}

/**
 * What the operator feature reads of accounts: a member's e-mail address (OPERATORS may name operators by
 * it), and a member by id, e-mail or cyaId for the account tools. It writes nothing.
 */
export function createOperatorRepo(db: Kysely<Database>) {
  return {
    /** A member (suspended ones included) by user id, e-mail (any case) or cyaId (any case). */
    async findMember(ref: string): Promise<OperatedMember | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'dob'])
        .where('kind', '=', 'member')
        .where((eb) =>
          eb.or([
            eb('id', '=', ref),
            eb('email', '=', ref.toLowerCase()),
            eb(eb.fn('lower', ['cyaId']), '=', ref.toLowerCase()),
          ]),
        )
        .orderBy(sql`id = ${ref}`, 'desc')
        .limit(1)
        .executeTakeFirst();
    },

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
