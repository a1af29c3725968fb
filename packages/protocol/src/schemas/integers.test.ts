import { describe, expect, it } from 'vitest';
import {
  boundedCoercedIntSchema,
  boundedIntSchema,
  InputBounds,
  Int4,
  numberOrTextAtMost,
} from './integers.ts';
import { ticketTierInputSchema } from './events.ts';
import { addCouponRequestSchema } from './commerce.ts';

describe('bounded numbers (issue 9: values past int4 failed in the database)', () => {
  it('bounds whole numbers by int4 unless told otherwise', () => {
    expect(boundedIntSchema().parse(Int4.max)).toBe(Int4.max);
    expect(boundedIntSchema().safeParse(Int4.max + 1).success).toBe(false);
    expect(boundedIntSchema().safeParse(Int4.min - 1).success).toBe(false);
    expect(boundedIntSchema(0, 10).safeParse(11).success).toBe(false);
    expect(boundedCoercedIntSchema(1).parse('42')).toBe(42);
    expect(boundedCoercedIntSchema(1).safeParse('2147483648').success).toBe(false);
    expect(boundedCoercedIntSchema(1).safeParse('1e308').success).toBe(false);
  });

  it('bounds numbers sent as text by their value, leaving other text to the field validator', () => {
    const amount = numberOrTextAtMost(InputBounds.maxAmountUnits);
    expect(amount.parse('99999.00')).toBe('99999.00');
    expect(amount.safeParse('99999999999').success).toBe(false);
    expect(amount.safeParse(1e308).success).toBe(false);
    expect(amount.safeParse('Infinity').success).toBe(false);
    expect(amount.parse('twelve')).toBe('twelve');
  });

  it('keeps 100 tickets of the largest price inside int4 cents', () => {
    expect(InputBounds.maxAmountUnits * 100 * 100).toBeLessThanOrEqual(Int4.max);
  });

  it('refuses ticket tiers and coupons past their bounds', () => {
    const tier = { type: 'A', price: '10', min: 1, max: 2, total: 10 };
    expect(ticketTierInputSchema.safeParse(tier).success).toBe(true);
    expect(ticketTierInputSchema.safeParse({ ...tier, price: '99999999999' }).success).toBe(false);
    expect(ticketTierInputSchema.safeParse({ ...tier, total: 2 ** 31 }).success).toBe(false);
    expect(ticketTierInputSchema.safeParse({ ...tier, max: '2147483648' }).success).toBe(false);
    const coupon = { eventId: 'e1', code: 'BIG', type: 'amount', value: '99999999999' };
    expect(addCouponRequestSchema.safeParse(coupon).success).toBe(false);
  });
});
