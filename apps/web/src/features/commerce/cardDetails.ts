import {
  isCardNumber,
  parseCardExpiry,
  ResponseCode,
  type TestCardTokenRequest,
  type Envelope,
} from '@limelight/protocol';
import type { AnswerFieldMapping, FormErrors } from '../../lib/forms/index.ts';

/**
 * The card form's fields: what a card payment needs, the postal code included for the card's address
 * check. No street address: every purchase here is digital (docs/decisions/commerce.md, issue 15).
 */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}
export type CardField = keyof CardDetails;

export type CardErrors = FormErrors<CardField>;

export const emptyCardDetails: CardDetails = {
  number: '',
  expiry: '',
  cvc: '',
  postalCode: '',
};

/** The digits of a card number, grouped by four as it is typed ("4242424242424242" → "4242 4242 4242 4242"). */
export function groupCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Checks the card form before anything is sent: the number (length and checksum), the expiry split on the
 * slash by the protocol's rule, the CVC and the postal code. The token request, or each field's message.
 */
export function checkCardDetails(
  details: CardDetails,
): { ok: true; request: TestCardTokenRequest } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
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
