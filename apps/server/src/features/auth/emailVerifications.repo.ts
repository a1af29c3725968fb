import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** A mailed verification to store: its hashed link token and short code, for one address. */
export interface NewEmailVerification {
  id: string;
  userId: string;
  email: string;
  linkHash: string;
  codeHash: string;
  /** The service's clock, not the database's: the cool-down and the cap are reckoned by it. */
  createdAt: Date;
  expiresAt: Date;
}

/** An open verification presented by its short code: which address it is for and the code's hash. */
export interface CodeAttempt {
  id: string;
  email: string;
  codeHash: string;
}

/** E-mail verifications (hashed link tokens and short codes) and the users' verified mark. */
export function createEmailVerificationsRepo(db: Kysely<Database>) {
  /** Marks the address verified, only while it is still the account's (it may have changed since the mail). */
  async function markVerified(executor: Kysely<Database>, userId: string, email: string, at: Date) {
    const row = await executor
      .updateTable('users')
      .set((eb) => ({ emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(at)) }))
      .where('id', '=', userId)
      .where('email', '=', email)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    /** Stores a mailed verification, closing the account's earlier open ones: only the latest mail works. */
    async replace(verification: NewEmailVerification): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('emailVerifications')
          .set({ consumedAt: verification.createdAt })
          .where('userId', '=', verification.userId)
          .where('consumedAt', 'is', null)
          .execute();
        await trx.insertInto('emailVerifications').values(verification).execute();
      });
    },

    /** When the account's verification mails since `since` were sent, oldest first (cool-down and cap). */
    async sentSince(userId: string, since: Date): Promise<Date[]> {
      const rows = await db
        .selectFrom('emailVerifications')
        .select('createdAt')
        .where('userId', '=', userId)
        .where('createdAt', '>', since)
        .orderBy('createdAt')
        .execute();
      return rows.map((row) => row.createdAt);
    },

    /**
     * Uses an open, unexpired verification by its link token and marks its address verified, in one
     * transaction; answers the account and address, or undefined when the link does not (or no longer) work.
     */
    consumeLink(linkHash: string, now: Date): Promise<{ userId: string; email: string } | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('emailVerifications')
          .set({ consumedAt: now })
          .where('linkHash', '=', linkHash)
          .where('consumedAt', 'is', null)
          .where('expiresAt', '>', now)
          .returning(['userId', 'email'])
          .executeTakeFirst();
        if (!row || !(await markVerified(trx, row.userId, row.email, now))) return undefined;
        return row;
      });
    },

    /** The account and address of a link, whatever its state (a link opened twice). */
    findLink(linkHash: string): Promise<{ userId: string; email: string } | undefined> {
      return db
        .selectFrom('emailVerifications')
        .select(['userId', 'email'])
        .where('linkHash', '=', linkHash)
        .executeTakeFirst();
    },

    /**
     * Counts one short-code attempt at the account's open verification (not used, not expired, attempts
     * left) and answers it. Counting first means parallel guesses cannot exceed the limit.
     */
    reserveCodeAttempt(userId: string, now: Date, maxAttempts: number): Promise<CodeAttempt | undefined> {
      return db
        .updateTable('emailVerifications')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('userId', '=', userId)
        .where('consumedAt', 'is', null)
        .where('expiresAt', '>', now)
        .where('attempts', '<', maxAttempts)
        .returning(['id', 'email', 'codeHash'])
        .executeTakeFirst();
    },

    /** Uses a verification presented by its short code and marks its address verified; false if it was used. */
    consumeCode(id: string, userId: string, email: string, now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('emailVerifications')
          .set({ consumedAt: now })
          .where('id', '=', id)
          .where('consumedAt', 'is', null)
          .returning('id')
          .executeTakeFirst();
        return row !== undefined && markVerified(trx, userId, email, now);
      });
    },

    /** Marks an address verified that a provider vouched for or a mailed reset code proved. */
    markVerified(userId: string, email: string, at: Date): Promise<boolean> {
      return markVerified(db, userId, email, at);
    },

    /** The account's address and when it was verified (null: not yet, or no address). */
    findAddress(userId: string): Promise<{ email: string | null; emailVerifiedAt: Date | null } | undefined> {
      return db
        .selectFrom('users')
        .select(['email', 'emailVerifiedAt'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },
  };
}

export type EmailVerificationsRepo = ReturnType<typeof createEmailVerificationsRepo>;
