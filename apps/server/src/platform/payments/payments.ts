import { cardDeclineMessage, cardDeclineReasons, type CardDeclineReason } from '@limelight/protocol';
import { ApiError } from '../http/apiError.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './paymentProvider.ts';
import type { PaymentRecord, PaymentsRepo } from './payments.repo.ts';

const isDeclineReason = (value: string | null): value is CardDeclineReason =>
  cardDeclineReasons.some((reason) => reason === value);

/** The outcome an earlier attempt recorded; 4009 while it is still with the processor. */
function recordedOutcome(payment: PaymentRecord): ChargeResult {
  if (payment.status === 'succeeded' && payment.chargeId !== null)
    return { ok: true, chargeId: payment.chargeId };
  if (payment.status === 'declined' && isDeclineReason(payment.declineReason))
    return { ok: false, reason: payment.declineReason };
  throw new ApiError('Conflict');
}

/**
 * Charges through the provider at most once per idempotency key: the key is claimed in the payments
 * table before the processor is asked, and a retry answers the first outcome. The same key with another
 * amount or currency is refused (4009), as Stripe refuses a reused key with other parameters.
 */
export function createPayments(deps: { repo: PaymentsRepo; provider: PaymentProvider }) {
  const { repo, provider } = deps;

  async function charge(request: ChargeRequest): Promise<ChargeResult> {
    const { claimed, payment } = await repo.claim({
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      currency: request.currency,
      description: request.description,
    });
    if (!claimed) {
      if (payment.amountCents !== request.amountCents || payment.currency !== request.currency)
        throw new ApiError('Conflict');
      return recordedOutcome(payment);
    }
    let result: ChargeResult;
    try {
      result = await provider.charge(request);
    } catch (error) {
      await repo.release(request.idempotencyKey);
      throw error;
    }
    await repo.settle(
      request.idempotencyKey,
      result.ok ? { chargeId: result.chargeId } : { declineReason: result.reason },
    );
    return result;
  }

  return {
    provider,
    charge,

    /**
     * Charges for something held for the buyer (tickets, store stock): the hold is given back when the card
     * is refused (15010 with the card's message) or the processor cannot be reached, so nothing stays held
     * for a sale that did not happen. Answers the charge id.
     */
    async chargeReserved(request: ChargeRequest, release: () => Promise<void>): Promise<string> {
      const charged = await charge(request).catch(async (error: unknown) => {
        await release();
        throw error;
      });
      if (charged.ok) return charged.chargeId;
      await release();
      throw new ApiError('CardDeclined', cardDeclineMessage(charged.reason));
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
