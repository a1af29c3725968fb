import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { CardDeclineReason } from '@limelight/protocol';
import type { StripeSettings } from '../config.ts';
import type { ChargeRequest, PaymentProvider, SaveCardResult } from './paymentProvider.ts';

/** Stripe's codes (`decline_code` first, then `code`) for the reasons of protocol's `cardDeclineReasons`. */
const declineReasonOfCode = new Map<string, CardDeclineReason>([
  ['insufficient_funds', 'insufficientFunds'],
  ['expired_card', 'expiredCard'],
  ['incorrect_cvc', 'incorrectCvc'],
  ['incorrect_zip', 'incorrectZip'],
  ['processing_error', 'processingError'],
  ['invalid_swipe_data', 'invalidSwipeData'],
]);

/** Stripe's codes for a token, card or customer it does not know (an invalid request, not a card error). */
const missingCardCodes = new Set(['resource_missing', 'missing']);

/**
 * Why Stripe refused the card, or undefined when the error is not about the card (network, 5xx,
 * authentication, rate limit): those are thrown on so that the payments table frees the key.
 */
function declineReasonOf(error: unknown): CardDeclineReason | undefined {
  if (error instanceof Stripe.errors.StripeCardError) {
    const reasonOf = (code: string | undefined) => (code ? declineReasonOfCode.get(code) : undefined);
    return reasonOf(error.decline_code) ?? reasonOf(error.code) ?? 'declined';
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError && missingCardCodes.has(error.code ?? ''))
    return 'missingCard';
  return undefined;
}

/** Answers the card's refusal when Stripe refused the card; throws anything else on. */
function refusalOf(error: unknown): { ok: false; reason: CardDeclineReason } {
  const reason = declineReasonOf(error);
  if (!reason) throw error;
  return { ok: false, reason };
}

// Stripe refuses idempotency keys over 255 characters; ours may be longer (`purchase:<userId>:<key>`).
const stripeKeyLimit = 255;
const stripeIdempotencyKey = (key: string) =>
  key.length <= stripeKeyLimit ? key : createHash('sha256').update(key).digest('hex');

/** The official SDK, at Stripe or at `apiUrl`. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const { apiUrl } = settings;
  return new Stripe(settings.secretKey, {
    // The SDK repeats a failed POST with the same idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    // A charge holds the buyer's reserved ticket; the SDK's 80 s default would hold it too long.
    timeout: 30_000,
    ...(apiUrl && {
      protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
      host: apiUrl.hostname,
      port: apiUrl.port || (apiUrl.protocol === 'http:' ? 80 : 443),
    }),
  });
}

/**
 * Stripe as the card processor, with the Charges API and card sources: a token (`tok_…`) from Stripe.js,
 * or a card kept on a customer. Card refusals answer their reason; every other failure throws.
 */
export function createStripePaymentProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',

    async charge(request: ChargeRequest) {
      const { source } = request;
      try {
        const charge = await stripe.charges.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            description: request.description,
            ...(source.kind === 'token'
              ? { source: source.token }
              : { customer: source.customerId, source: source.cardId }),
          },
          { idempotencyKey: stripeIdempotencyKey(request.idempotencyKey) },
        );
        return { ok: true, chargeId: charge.id };
      } catch (error) {
        return refusalOf(error);
      }
    },

    async saveCard({ token, customerId }): Promise<SaveCardResult> {
      try {
        const customer = customerId ?? (await stripe.customers.create()).id;
        // Stripe checks the card when it is attached: a card that would be declined is refused here.
        const card = await stripe.customers.createSource(customer, { source: token });
        if (card.object !== 'card') throw new Error(`Stripe kept a ${card.object} source, not a card`);
        return { ok: true, customerId: customer, cardId: card.id, last4: card.last4 };
      } catch (error) {
        return refusalOf(error);
      }
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { charge: chargeId, ...(amountCents !== undefined && { amount: amountCents }) },
        { idempotencyKey: stripeIdempotencyKey(idempotencyKey) },
      );
      return { refundId: refund.id };
    },
  };
}
