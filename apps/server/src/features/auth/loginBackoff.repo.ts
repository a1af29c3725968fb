import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** How a run of failures grows into a back-off: the schedule of docs/decisions/security.md. */
export interface BackoffSchedule {
  /** A run of failures ends this long after its last failure or the end of its back-off. */
  runEndsAfterMs: number;
  /** The back-off after `failures` failures in a run; 0 for none. */
  backoffMsAfter(failures: number): number;
}

/** An attempt counted, or refused until `blockedUntil`. */
export type AttemptAdmission = { admitted: true } | { admitted: false; blockedUntil: Date };

/** Per-account failed password logins, shared by every server process through the database. */
export function createLoginBackoffRepo(db: Kysely<Database>) {
  return {
    /**
     * Counts a password attempt on the account before the password is checked, unless the account is
     * backed off; one locked row per account, so that parallel guesses are counted one by one and none
     * slips past the back-off. A success clears the count (`clear`).
     */
    admitAttempt(userId: string, now: Date, schedule: BackoffSchedule): Promise<AttemptAdmission> {
      return db.transaction().execute(async (trx): Promise<AttemptAdmission> => {
        await trx
          .insertInto('loginFailures')
          .values({ userId, failures: 0, lastFailureAt: now, blockedUntil: null })
          .onConflict((oc) => oc.column('userId').doNothing())
          .execute();
        const run = await trx
          .selectFrom('loginFailures')
          .selectAll()
          .where('userId', '=', userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (run.blockedUntil !== null && run.blockedUntil > now)
          return { admitted: false, blockedUntil: run.blockedUntil };
        const runEnd = Math.max(run.lastFailureAt.getTime(), run.blockedUntil?.getTime() ?? 0);
        const failures = now.getTime() - runEnd > schedule.runEndsAfterMs ? 1 : run.failures + 1;
        const backoffMs = schedule.backoffMsAfter(failures);
        await trx
          .updateTable('loginFailures')
          .set({
            failures,
            lastFailureAt: now,
            blockedUntil: backoffMs > 0 ? new Date(now.getTime() + backoffMs) : null,
          })
          .where('userId', '=', userId)
          .execute();
        return { admitted: true };
      });
    },

    /** Forgets the account's failures: its password was right. */
    async clear(userId: string): Promise<void> {
      await db.deleteFrom('loginFailures').where('userId', '=', userId).execute();
    },
  };
}

export type LoginBackoffRepo = ReturnType<typeof createLoginBackoffRepo>;
