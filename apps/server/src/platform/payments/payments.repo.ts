import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CardDeclineReason } from '@limelight/protocol';
import type { Database } from '../db/schema.ts';

/** The payments table: one row per idempotency key. */
export function createPaymentsRepo(db: Kysely<Database>) {
  return {
    /**
     * Claims an idempotency key for a new attempt. Answers `claimed: true` when this call inserted the
     * pending row, otherwise the row an earlier attempt left.
     */
    async claim(attempt: {
      idempotencyKey: string;
      amountCents: number;
      currency: string;
      description: string;
    }) {
      const inserted = await db
        .insertInto('payments')
        .values({ id: randomUUID(), ...attempt, status: 'pending' })
        .onConflict((conflict) => conflict.column('idempotencyKey').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { claimed: true as const, payment: inserted };
      const existing = await db
        .selectFrom('payments')
        .selectAll()
        .where('idempotencyKey', '=', attempt.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { claimed: false as const, payment: existing };
    },

    async settle(
      idempotencyKey: string,
      outcome: { chargeId: string } | { declineReason: CardDeclineReason },
    ): Promise<void> {
      await db
        .updateTable('payments')
        .set(
          'chargeId' in outcome
            ? { status: 'succeeded', chargeId: outcome.chargeId, settledAt: new Date() }
            : { status: 'declined', declineReason: outcome.declineReason, settledAt: new Date() },
        )
        .where('idempotencyKey', '=', idempotencyKey)
        .execute();
    },

    /** Frees a key whose attempt never reached an outcome (the processor could not be asked). */
    async release(idempotencyKey: string): Promise<void> {
      await db
        .deleteFrom('payments')
        .where('idempotencyKey', '=', idempotencyKey)
        .where('status', '=', 'pending')
        .execute();
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
export type PaymentRecord = Awaited<ReturnType<PaymentsRepo['claim']>>['payment'];
