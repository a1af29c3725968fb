import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** An open suspension of an account. */
export interface SuspensionRow {
  reason: string;
  suspendedBy: string | null;
  suspendedAt: Date;
}

/**
 * Platform-wide suspensions (`account_suspensions`) and the `users.banned_at` flag that sign-in and every
 * token check read; both change in one transaction.
 */
export function createSuspensionsRepo(db: Kysely<Database>) {
  return {
    /** The account's open suspension, if any. */
    async openSuspensionOf(userId: string): Promise<SuspensionRow | undefined> {
      return db
        .selectFrom('accountSuspensions')
        .select(['reason', 'suspendedBy', 'suspendedAt'])
        .where('userId', '=', userId)
        .where('liftedAt', 'is', null)
        .executeTakeFirst();
    },

    /** Opens a suspension; false when one is already open (the partial unique index decides races). */
    async suspend(userId: string, reason: string, operatorId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('accountSuspensions')
          .values({ id: randomUUID(), userId, reason, suspendedBy: operatorId })
          .onConflict((conflict) => conflict.column('userId').where('liftedAt', 'is', null).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx.updateTable('users').set({ bannedAt: new Date() }).where('id', '=', userId).execute();
        return true;
      });
    },

    /** Closes the open suspension and clears the flag; false when none was open. */
    async lift(userId: string, operatorId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const lifted = await trx
          .updateTable('accountSuspensions')
          .set({ liftedAt: new Date(), liftedBy: operatorId })
          .where('userId', '=', userId)
          .where('liftedAt', 'is', null)
          .executeTakeFirst();
        if (Number(lifted.numUpdatedRows) === 0) return false;
        await trx.updateTable('users').set({ bannedAt: null }).where('id', '=', userId).execute();
        return true;
      });
    },
  };
}

export type SuspensionsRepo = ReturnType<typeof createSuspensionsRepo>;
