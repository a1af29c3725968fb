import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { validateCouponCode, validateCouponValue } from './couponInput.ts';

describe('validateCouponCode', () => {
  it('keeps codes upper case', () => {
    expect(validateCouponCode(' early-bird_2 ')).toEqual({ ok: true, value: 'EARLY-BIRD_2' });
  });

  it.each(['', 'two words', 'x'.repeat(33), 'café'])('refuses %j', (code) => {
    expect(validateCouponCode(code)).toMatchObject({
      ok: false,
      field: 'code',
      message: Messages.couponCodeInvalid,
    });
  });
});

describe('validateCouponValue', () => {
  it('takes a whole percentage from 1 to 100', () => {
    expect(validateCouponValue('percent', '25')).toEqual({ ok: true, value: 25 });
    expect(validateCouponValue('percent', 100)).toEqual({ ok: true, value: 100 });
    for (const value of ['0', '101', '12.5', 'ten'])
      expect(validateCouponValue('percent', value)).toMatchObject({ ok: false, field: 'value' });
  });

  it('takes an amount in currency units, kept in cents', () => {
    expect(validateCouponValue('amount', '5.5')).toEqual({ ok: true, value: 550 });
    expect(validateCouponValue('amount', 150)).toEqual({ ok: true, value: 15_000 });
    for (const value of ['0', '1.999', '-2'])
      expect(validateCouponValue('amount', value)).toMatchObject({
        ok: false,
        message: Messages.couponValueInvalid,
      });
  });
});
