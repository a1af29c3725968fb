// @vitest-environment jsdom
import { Messages } from '@limelight/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n/index.ts';
import { showStripeError } from './stripeCardErrors.ts';

beforeAll(() => initI18n('en'));

describe("Stripe.js's errors in the test form's words (spec 000 §5 card errors)", () => {
  it.each([
    ['incomplete_number', 'card', Messages.cardNumberInvalid],
    ['invalid_number', 'card', Messages.cardNumberInvalid],
    ['incorrect_number', 'card', Messages.cardNumberIncorrect],
    ['invalid_expiry_month', 'card', Messages.invalidExpiryMonth],
    ['invalid_expiry_year', 'card', Messages.invalidExpiryYear],
    ['expired_card', 'card', Messages.cardExpired],
    ['invalid_cvc', 'card', Messages.cardCvcInvalid],
    ['incorrect_cvc', 'card', Messages.cardCvcIncorrect],
    ['incomplete_zip', 'card', Messages.cardPostalCodeIncomplete],
    ['incorrect_zip', 'card', Messages.cardZipIncorrect],
    ['card_declined', 'form', Messages.cardDeclined],
    ['processing_error', 'form', Messages.cardProcessingError],
  ])('%s shows %s: %s', (code, place, text) => {
    expect(showStripeError({ type: 'card_error', code, message: 'Stripe wording' }, i18n.t)).toEqual({
      place,
      text,
    });
  });

  it("keeps Stripe's text for other codes: a field's check under the card, anything else above the form", () => {
    expect(
      showStripeError(
        { type: 'validation_error', code: 'incomplete_expiry', message: 'Incomplete.' },
        i18n.t,
      ),
    ).toEqual({ place: 'card', text: 'Incomplete.' });
    expect(showStripeError({ type: 'api_error', message: 'Stripe is down.' }, i18n.t)).toEqual({
      place: 'form',
      text: 'Stripe is down.',
    });
  });
});
