import { DonationLimit } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { couponDiscountText, couponInCents, parseDonationAmount, toCents } from './pricing.ts';

describe('coupons', () => {
  it('shows the discount in the spec price format', () => {
    expect(couponDiscountText({ type: 'percent', value: 20 })).toBe('20%');
    expect(couponDiscountText({ type: 'amount', value: 5 })).toBe('$5.00');
    expect(couponDiscountText({ type: 'amount', value: 2.5 })).toBe('$2.50');
  });

  it('takes an amount coupon off in cents, as the server does', () => {
    expect(couponInCents({ type: 'amount', value: 5.5 })).toEqual({ type: 'amount', value: 550 });
    expect(couponInCents({ type: 'percent', value: 25 })).toEqual({ type: 'percent', value: 25 });
  });
});

describe('donation amounts (spec 000 §9)', () => {
  it('offers $5, $10, $15 and $20', () => {
    expect(DonationLimit.quickAmountsCents.map((cents) => cents / 100)).toEqual([5, 10, 15, 20]);
  });

  it.each([
    ['1', 100],
    ['$12.50', 1250],
    ['99999', 9_999_900],
  ])('takes %s as %i cents', (text, cents) => {
    expect(parseDonationAmount(text)).toMatchObject({ ok: true, value: cents });
  });

  it.each(['0.99', '100000', '', 'ten', '1.234'])('refuses %s with the protocol message', (text) => {
    expect(parseDonationAmount(text)).toMatchObject({ ok: false, messageKey: 'donationOutOfRange' });
  });

  it('turns units into whole cents', () => {
    expect(toCents(19.99)).toBe(1999);
  });
});
