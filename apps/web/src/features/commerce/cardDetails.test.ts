import { Messages, ResponseCode } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import {
  checkCardDetails,
  emptyCardDetails,
  groupCardNumber,
  withFieldIssue,
  type CardDetails,
} from './cardDetails.ts';

const validCard: CardDetails = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  postalCode: 'M5V 2T6',
};

const errorsOf = (details: CardDetails) => {
  const checked = checkCardDetails(details);
  return checked.ok ? {} : checked.errors;
};

describe('card form check (spec 000 §5 card errors)', () => {
  it('names the message of every field at fault at once', () => {
    expect(errorsOf(emptyCardDetails)).toEqual({
      number: 'cardNumberInvalid',
      expiry: 'invalidExpiryMonth',
      cvc: 'cardCvcInvalid',
      postalCode: 'cardPostalCodeIncomplete',
    });
  });

  it.each([
    ['a failed checksum', '4242 4242 4242 4241'],
    ['too few digits', '4242 4242'],
    ['letters', '4242 4242 4242 424x'],
  ])('refuses a card number with %s', (_case, number) => {
    expect(errorsOf({ ...validCard, number })).toEqual({ number: 'cardNumberInvalid' });
  });

  it.each([
    ['13/30', 'invalidExpiryMonth'],
    ['00/30', 'invalidExpiryMonth'],
    ['12', 'invalidExpiryYear'],
    ['12/3', 'invalidExpiryYear'],
    ['12/30/1', 'invalidExpiryYear'],
  ])('refuses the expiry %s with the protocol message', (expiry, messageKey) => {
    expect(errorsOf({ ...validCard, expiry })).toEqual({ expiry: messageKey });
  });

  it.each(['12', '12345', 'abc'])('refuses the CVC %s', (cvc) => {
    expect(errorsOf({ ...validCard, cvc })).toEqual({ cvc: 'cardCvcInvalid' });
  });

  it('splits the expiry on the slash and sends the digits of the number', () => {
    expect(checkCardDetails({ ...validCard, expiry: '3 / 2031' })).toEqual({
      ok: true,
      request: { number: '4242424242424242', expMonth: 3, expYear: 2031, cvc: '123', postalCode: 'M5V 2T6' },
    });
    expect(checkCardDetails(validCard)).toMatchObject({ request: { expMonth: 12, expYear: 2034 } });
  });
});

describe('card number grouping', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4000-0000-0000-0002', '4000 0000 0000 0002'],
    ['42424', '4242 4'],
    ['', ''],
  ])('%s reads %s', (typed, shown) => {
    expect(groupCardNumber(typed)).toBe(shown);
  });
});

describe('a refusal naming its field', () => {
  it('becomes a validation issue of that field', () => {
    const answer = { code: 4000, message: `number: ${Messages.cardNumberIncorrect}`, data: null };
    expect(withFieldIssue(answer)).toEqual({
      code: ResponseCode.InvalidRequest,
      message: Messages.cardNumberIncorrect,
      data: { issues: [{ path: 'number', message: Messages.cardNumberIncorrect }] },
    });
  });

  it('leaves other answers as they are', () => {
    const declined = { code: ResponseCode.CardDeclined, message: Messages.cardDeclined, data: null };
    expect(withFieldIssue(declined)).toBe(declined);
  });
});
