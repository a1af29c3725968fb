import { describe, expect, it } from 'vitest';
import { emptyCouponForm, validateCouponForm } from './couponForm.ts';

const valid = { ...emptyCouponForm, code: 'early-bird', value: '25' };

describe('coupon form (spec 000 §3 coupon)', () => {
  it('sends the code upper case, the value as typed and the period as instants', () => {
    const result = validateCouponForm(
      'ev-1',
      { ...valid, limited: true, count: '10', startAt: '2030-01-01T09:00', endAt: '2030-01-31T18:30' },
      'America/Toronto',
    );
    expect(result).toEqual({
      ok: true,
      request: {
        eventId: 'ev-1',
        code: 'EARLY-BIRD',
        type: 'percent',
        value: '25',
        limited: true,
        count: 10,
        startAt: '2030-01-01T14:00:00.000Z',
        endAt: '2030-01-31T23:30:00.000Z',
      },
    });
  });

  it('leaves an unlimited coupon without a count or a period', () => {
    expect(validateCouponForm('ev-1', { ...valid, type: 'amount', value: '5.50' }, 'UTC')).toMatchObject({
      ok: true,
      request: { type: 'amount', value: '5.50', limited: false, count: 0, startAt: null, endAt: null },
    });
  });

  it('reports every field at fault with its message', () => {
    expect(
      validateCouponForm(
        'ev-1',
        {
          ...emptyCouponForm,
          code: 'two words',
          value: '120',
          limited: true,
          count: '0',
          startAt: '2030-02-01T10:00',
          endAt: '2030-01-01T10:00',
        },
        'UTC',
      ),
    ).toEqual({
      ok: false,
      errors: {
        code: 'couponCodeInvalid',
        value: 'couponValueInvalid',
        count: 'wholeNumberRequired',
        endAt: 'endBeforeStart',
      },
    });
  });

  it('takes an amount with at most two decimals', () => {
    expect(validateCouponForm('ev-1', { ...valid, type: 'amount', value: '1.999' }, 'UTC')).toMatchObject({
      ok: false,
      errors: { value: 'couponValueInvalid' },
    });
  });
});
