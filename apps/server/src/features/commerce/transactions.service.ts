import { toPage, type Page, type Transaction } from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import { unitsOf } from './orderView.ts';
import type { TransactionsRepo } from './transactions.repo.ts';

/** A person's transactions (spec 000 §3 transaction, §7 "GET transactions by userId"). */
export function createTransactionsService(deps: { repo: TransactionsRepo }) {
  return {
    /**
     * GET /api/purchase/v1/transactions: tickets, films, refunds and donations of `userId`, newest
     * first; only the person themself may read them (4003).
     */
    async transactions(
      caller: Caller,
      query: { userId: string; page: number; pageSize: number },
    ): Promise<Page<Transaction>> {
      if (query.userId !== caller.userId) throw new ApiError('Forbidden');
      const { page, pageSize } = query;
      const { rows, total } = await deps.repo.listTransactions(query.userId, pageSize, (page - 1) * pageSize);
      const list = rows.map((row): Transaction => ({
        id: row.id,
        kind: row.kind,
        eventId: row.eventId,
        eventTitle: row.eventTitle,
        amount: unitsOf(row.amountCents),
        currency: row.currency,
        createdAt: new Date(row.at).toISOString(),
      }));
      return toPage(list, page, pageSize, total);
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
