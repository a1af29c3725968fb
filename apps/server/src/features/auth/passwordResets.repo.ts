import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** Password reset requests: hashed codes with their expiry and attempt count. */
export function createPasswordResetsRepo(db: Kysely<Database>) {
  return {
    /** Stores a request, closing the account's earlier open ones: only the latest code works. */
    async replace(request: {
      id: string;
      userId: string;
      email: string;
      codeHash: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('passwordResets')
          .set({ consumedAt: new Date() })
          .where('userId', '=', request.userId)
          .where('consumedAt', 'is', null)
          .execute();
        await trx.insertInto('passwordResets').values(request).execute();
      });
    },

    /**
     * Counts one attempt at an open request (not consumed, not expired, attempts left) and answers it;
     * undefined when there is no such request. Counting first means parallel guesses cannot exceed the limit.
     */
    reserveAttempt(
      id: string,
      now: Date,
      maxAttempts: number,
    ): Promise<{ userId: string; email: string | null; codeHash: string } | undefined> {
      return db
        .updateTable('passwordResets')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .where('expiresAt', '>', now)
        .where('attempts', '<', maxAttempts)
        .returning(['userId', 'email', 'codeHash'])
        .executeTakeFirst();
    },

    /** Marks a request used; false when another request used it first. */
    async consume(id: string): Promise<boolean> {
      const consumed = await db
        .updateTable('passwordResets')
        .set({ consumedAt: new Date() })
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return consumed !== undefined;
    },
  };
}

export type PasswordResetsRepo = ReturnType<typeof createPasswordResetsRepo>;
