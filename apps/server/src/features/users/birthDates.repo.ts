import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** A birth date change an operator made. */
export interface BirthDateChangeRow {
  oldDob: string | null;
  newDob: string;
  reason: string;
  changedBy: string | null;
  changedAt: Date;
}

/** How many of an account's changes the operators' page shows. */
const shownChanges = 10;

/**
 * Birth dates set by the operators (docs/decisions/age-policy.md): the date on `users.dob` and the record
 * of the change in `birth_date_changes`, in one transaction.
 */
export function createBirthDatesRepo(db: Kysely<Database>) {
  return {
    /** Sets a member's birth date and records who changed it from what; false for no such member. */
    async setByOperator(userId: string, dob: string, reason: string, operatorId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select('dob')
          .where('id', '=', userId)
          .where('kind', '=', 'member')
          .forUpdate()
          .executeTakeFirst();
        if (!row) return false;
        await trx.updateTable('users').set({ dob, updatedAt: new Date() }).where('id', '=', userId).execute();
        await trx
          .insertInto('birthDateChanges')
          .values({ id: randomUUID(), userId, oldDob: row.dob, newDob: dob, reason, changedBy: operatorId })
          .execute();
        return true;
      });
    },

    /** The latest changes of a member's birth date, newest first. */
    changesOf(userId: string): Promise<BirthDateChangeRow[]> {
      return db
        .selectFrom('birthDateChanges')
        .select(['oldDob', 'newDob', 'reason', 'changedBy', 'changedAt'])
        .where('userId', '=', userId)
        .orderBy('changedAt', 'desc')
        .limit(shownChanges)
        .execute();
    },
  };
}

export type BirthDatesRepo = ReturnType<typeof createBirthDatesRepo>;
