import { describe, expect, it } from 'vitest';
import {
  addCouponRequestSchema,
  cardDeclineMessage,
  cardDeclineReasons,
  discountedCents,
  isCardNumber,
  priceUnitsToCents,
  testCardTokenRequestSchema,
} from './commerce.ts';

describe('card declines (spec 000 §5, §8)', () => {
  it('answers the spec declined message verbatim', () => {
    expect(cardDeclineMessage('declined')).toBe(
      'Unfortunately your card was declined. Please try using a different card.',
    );
  });

  it('has a message for every reason', () => {
    for (const reason of cardDeclineReasons) expect(cardDeclineMessage(reason)).not.toBe('');
    expect(cardDeclineMessage('insufficientFunds')).toBe('Your card has insufficient funds.');
  });

  it.each([
    ['invalidSwipeData', "The card's swipe data is invalid."],
    ['incorrectZip', "Your card's zip code failed validation."],
    ['processingError', 'An error occurred while processing your card. Try again in a little bit.'],
  ] as const)('words %s as Stripe does', (reason, message) => {
    expect(cardDeclineReasons).toContain(reason);
    expect(cardDeclineMessage(reason)).toBe(message);
  });
});

describe('isCardNumber', () => {
  it('accepts Stripe test numbers and refuses a wrong check digit or length', () => {
    expect(isCardNumber('4242424242424242')).toBe(true);
    expect(isCardNumber('4000000000009995')).toBe(true);
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('42424')).toBe(false);
  });
});

describe('testCardTokenRequestSchema', () => {
  it('strips spaces and dashes and widens a two-digit year', () => {
    const parsed = testCardTokenRequestSchema.parse({
      number: '4242 4242-4242 4242',
      expMonth: 1,
      expYear: 31,
      cvc: '123',
      postalCode: ' 10001 ',
    });
    expect(parsed).toEqual({
      number: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      postalCode: '10001',
    });
  });
});

describe('coupons', () => {
  it('takes a percentage or an amount off, never below zero', () => {
    expect(discountedCents(2000, { type: 'percent', value: 25 })).toBe(1500);
    expect(discountedCents(999, { type: 'percent', value: 50 })).toBe(499);
    expect(discountedCents(2000, { type: 'amount', value: 550 })).toBe(1450);
    expect(discountedCents(500, { type: 'amount', value: 550 })).toBe(0);
  });

  it('reads an amount in currency units as cents and upper-cases the code', () => {
    expect(
      addCouponRequestSchema.parse({ eventId: 'e', code: 'five', type: 'amount', value: '5.50' }),
    ).toMatchObject({
      code: 'FIVE',
      value: 550,
      limited: false,
      count: 0,
    });
    expect(
      addCouponRequestSchema.safeParse({ eventId: 'e', code: 'x', type: 'percent', value: 12.5 }).success,
    ).toBe(false);
  });

  it('reads prices in currency units as cents', () => {
    expect(priceUnitsToCents('12.50')).toBe(1250);
    expect(priceUnitsToCents(19.99)).toBe(1999);
    expect(priceUnitsToCents('1.234')).toBeUndefined();
  });
});
