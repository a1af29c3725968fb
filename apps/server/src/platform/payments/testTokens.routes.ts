import { Messages } from '@limelight/protocol';
import { paymentsCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../http/router.ts';
import { ApiError } from '../http/apiError.ts';
import { testCardOfNumber } from './testProcessor.ts';

const invalid = (field: string, message: string) => new ApiError('InvalidRequest', `${field}: ${message}`);

/**
 * POST /api/payments/v1/testTokens (only with the test processor): the card form's details turned into
 * Stripe's test token of that card number, as Stripe.js would. A past expiry is refused as Stripe
 * refuses it; a valid number that is not a test card is 'incorrect'.
 */
export function registerTestTokenRoutes(router: ApiRouter, now: () => Date): void {
  router.implement(paymentsCalls.testTokens, async ({ body }) => {
    const today = now();
    const thisYear = today.getUTCFullYear();
    if (body.expYear < thisYear) throw invalid('expYear', Messages.invalidExpiryYear);
    if (body.expYear === thisYear && body.expMonth < today.getUTCMonth() + 1)
      throw invalid('expMonth', Messages.invalidExpiryMonth);
    const card = testCardOfNumber(body.number);
    if (!card) throw invalid('number', Messages.cardNumberIncorrect);
    return { token: card.token, last4: card.last4, expMonth: body.expMonth, expYear: body.expYear };
  });
}
