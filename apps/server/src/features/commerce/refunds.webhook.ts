import type { StripeWebhookHandlers } from '../../platform/payments/index.ts';
import type { RefundsService } from './refunds.service.ts';

/**
 * A refund made outside Limelight (in Stripe's dashboard) arrives as `charge.refunded`: the order it paid
 * is refunded with the effects of an owner's refund. A partial refund leaves the tickets with the buyer
 * (Stripe marks the charge `refunded` only once all of it is), and a charge of no order (a donation, a
 * store order) changes nothing here.
 */
export function handleStripeRefunds(
  handlers: StripeWebhookHandlers,
  refunds: Pick<RefundsService, 'markRefundedByCharge'>,
): void {
  handlers.on('charge.refunded', async (event) => {
    const charge = event.data.object;
    if (!charge.refunded) return;
    await refunds.markRefundedByCharge(charge.id, charge.refunds?.data[0]?.id ?? null);
  });
}
