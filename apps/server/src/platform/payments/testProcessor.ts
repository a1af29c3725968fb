import { randomBytes } from 'node:crypto';
import type { CardDeclineReason } from '@limelight/protocol';
import type { ChargeResult, PaymentProvider, PaymentSource } from './paymentProvider.ts';

/** A test card of Stripe's test mode: its number, its token and what charging it does. */
interface TestCard {
  number: string;
  token: string;
  decline: CardDeclineReason | null;
}

/** Stripe's own test cards and tokens (https://docs.stripe.com/testing), so that users recognise them. */
const testCards: readonly TestCard[] = [
  { number: '4242424242424242', token: 'tok_visa', decline: null },
  { number: '4000000000000002', token: 'tok_chargeDeclined', decline: 'declined' },
  { number: '4000000000009995', token: 'tok_chargeDeclinedInsufficientFunds', decline: 'insufficientFunds' },
  { number: '4000000000000069', token: 'tok_chargeDeclinedExpiredCard', decline: 'expiredCard' },
  { number: '4000000000000127', token: 'tok_chargeDeclinedIncorrectCvc', decline: 'incorrectCvc' },
  { number: '4000000000000119', token: 'tok_chargeDeclinedProcessingError', decline: 'processingError' },
  // Stripe's card fails the postal code check; Radar's default rule blocking such payments declines it
  // with `incorrect_zip`. Stripe has no test card for `invalid_swipe_data` (card-present only).
  { number: '4000000000000036', token: 'tok_avsZipFail', decline: 'incorrectZip' },
];

/** The test card of a card number (digits only), if it is one. */
export function testCardOfNumber(number: string): { token: string; last4: string } | undefined {
  const card = testCards.find((candidate) => candidate.number === number);
  return card && { token: card.token, last4: card.number.slice(-4) };
}

const cardIdPrefix = 'card_test_';
const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/**
 * The built-in processor (the default), following Stripe's test mode: test tokens charge or decline as
 * Stripe's do, and only a card that charges can be saved (Stripe checks the card when it is attached),
 * so a saved card always charges. It keeps no state: saved card ids carry the test prefix.
 */
export function createTestPaymentProcessor(): PaymentProvider {
  const outcomeOf = (source: PaymentSource): ChargeResult => {
    if (source.kind === 'savedCard')
      return source.cardId.startsWith(cardIdPrefix)
        ? { ok: true, chargeId: newId('ch_test_') }
        : { ok: false, reason: 'missingCard' };
    const card = testCards.find((candidate) => candidate.token === source.token);
    if (!card) return { ok: false, reason: 'missingCard' };
    return card.decline ? { ok: false, reason: card.decline } : { ok: true, chargeId: newId('ch_test_') };
  };
  return {
    kind: 'test',
    charge: async (request) => outcomeOf(request.source),
    async saveCard({ token, customerId }) {
      const card = testCards.find((candidate) => candidate.token === token);
      if (!card) return { ok: false, reason: 'missingCard' };
      if (card.decline) return { ok: false, reason: card.decline };
      return {
        ok: true,
        customerId: customerId ?? newId('cus_test_'),
        cardId: newId(cardIdPrefix),
        last4: card.number.slice(-4),
      };
    },
    refund: async () => ({ refundId: newId('re_test_') }),
  };
}
