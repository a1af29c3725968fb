import type { MessageKey } from '@limelight/protocol';
import type { TFunction } from 'i18next';
import { cardAnswerMapping } from './cardDetails.ts';
import type { StripeJsError } from './stripeJs.ts';

/**
 * Stripe.js's error codes with the protocol message the test processor's form shows for the same fault
 * (spec 000 §5 card errors), so that both processors speak alike. `incomplete_*` are the Card Element's
 * checks of a field left unfinished; the test form calls those invalid.
 */
const stripeCodeMessages: Readonly<Record<string, MessageKey>> = {
  incomplete_number: 'cardNumberInvalid',
  invalid_number: 'cardNumberInvalid',
  incorrect_number: 'cardNumberIncorrect',
  invalid_expiry_month: 'invalidExpiryMonth',
  invalid_expiry_month_past: 'invalidExpiryMonth',
  invalid_expiry_year: 'invalidExpiryYear',
  invalid_expiry_year_past: 'invalidExpiryYear',
  expired_card: 'cardExpired',
  incomplete_cvc: 'cardCvcInvalid',
  invalid_cvc: 'cardCvcInvalid',
  incorrect_cvc: 'cardCvcIncorrect',
  incomplete_zip: 'cardPostalCodeIncomplete',
  incorrect_zip: 'cardZipIncorrect',
  card_declined: 'cardDeclined',
  processing_error: 'cardProcessingError',
};

/** Where a Stripe.js error is shown: under the Card Element when it is about a card field, else above the form. */
export interface StripeErrorShown {
  place: 'card' | 'form';
  text: string;
}

/**
 * A Stripe.js error in the interface language: the protocol's message for the codes above, placed where
 * the test form places it (a field's fault under the card, a decline above the form); Stripe's own text
 * otherwise (Stripe.js writes it in the Card Element's locale).
 */
export function showStripeError(error: StripeJsError, t: TFunction): StripeErrorShown {
  const messageKey = error.code === undefined ? undefined : stripeCodeMessages[error.code];
  if (messageKey) {
    const isCardField = cardAnswerMapping.byMessage?.[messageKey] !== undefined;
    return { place: isCardField ? 'card' : 'form', text: t(`messages.${messageKey}`) };
  }
  return {
    place: error.type === 'validation_error' ? 'card' : 'form',
    text: error.message ?? t('messages.pleaseTryAgain'),
  };
}
