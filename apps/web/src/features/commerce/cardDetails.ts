import {
  isCardNumber,
  parseCardExpiry,
  validateRequired,
  ResponseCode,
  type TestCardTokenRequest,
  type Envelope,
} from '@limelight/protocol';
import type { AnswerFieldMapping, FormErrors } from '../../lib/forms/index.ts';

/** The card form's fields: the card itself and its billing address (spec 000 §3). */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
  streetNumber: string;
  streetName: string;
  unit: string;
  city: string;
  province: string;
  country: string;
}
export type CardField = keyof CardDetails;

export type CardErrors = FormErrors<CardField>;

export const emptyCardDetails: CardDetails = {
  number: '',
  expiry: '',
  cvc: '',
  postalCode: '',
  streetNumber: '',
  streetName: '',
  unit: '',
  city: '',
  province: '',
  country: '',
};

/** The digits of a card number, grouped by four as it is typed ("4242424242424242" → "4242 4242 4242 4242"). */
export function groupCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const requiredBillingFields = ['streetNumber', 'streetName', 'city', 'province', 'country'] as const;

/** The billing address's required fields, each with its message; with Stripe the card itself is Stripe's. */
export function checkBillingAddress(details: CardDetails): CardErrors {
  const errors: CardErrors = {};
  for (const field of requiredBillingFields) {
    const check = validateRequired(details[field]);
    if (!check.ok) errors[field] = check.messageKey;
  }
  return errors;
}

/**
 * Checks the card form before anything is sent: the number (length and checksum), the expiry split on the
 * slash by the protocol's rule, the CVC and the billing address. The token request, or each field's message.
 */
export function checkCardDetails(
  details: CardDetails,
): { ok: true; request: TestCardTokenRequest } | { ok: false; errors: CardErrors } {
  const errors = checkBillingAddress(details);
  const number = details.number.replace(/\s/g, '');
  if (!isCardNumber(number)) errors.number = 'cardNumberInvalid';
  const expiry = parseCardExpiry(details.expiry);
  if (!expiry.ok) errors.expiry = expiry.messageKey;
  const cvc = details.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'cardCvcInvalid';
  if (details.postalCode.trim() === '') errors.postalCode = 'cardPostalCodeIncomplete';
  if (!expiry.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const { month: expMonth, year: expYear } = expiry.value;
  return { ok: true, request: { number, expMonth, expYear, cvc, postalCode: details.postalCode.trim() } };
}

/** Where the processor's card errors belong in the card form (spec 000 §5), by request field or by message. */
export const cardAnswerMapping: AnswerFieldMapping<CardField> = {
  byPath: { number: 'number', expMonth: 'expiry', expYear: 'expiry', cvc: 'cvc', postalCode: 'postalCode' },
  byMessage: {
    cardNumberInvalid: 'number',
    cardNumberIncorrect: 'number',
    invalidExpiryMonth: 'expiry',
    invalidExpiryYear: 'expiry',
    cardExpired: 'expiry',
    cardCvcInvalid: 'cvc',
    cardCvcIncorrect: 'cvc',
    cardPostalCodeIncomplete: 'postalCode',
    cardZipIncorrect: 'postalCode',
  },
};

/**
 * A refusal that names one field in its message ("number: Your card number is incorrect.") as the
 * validation issue it is, so that the message lands under that field; other answers stay as they are.
 */
export function withFieldIssue(answer: Envelope<unknown>): Envelope<unknown> {
  const named = /^(\w+): (.+)$/.exec(answer.message);
  if (answer.data !== null || !named) return answer;
  const [, path = '', message = ''] = named;
  return { ...answer, code: ResponseCode.InvalidRequest, message, data: { issues: [{ path, message }] } };
}
