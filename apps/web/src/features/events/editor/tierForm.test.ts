import { describe, expect, it } from 'vitest';
import { emptyTierRow, tierRowsOf, validateTierRows, type TierRow } from './tierForm.ts';

const row = (overrides: Partial<TierRow>): TierRow => ({
  ...emptyTierRow(),
  type: 'General admission',
  price: '12.50',
  min: '1',
  max: '4',
  total: '100',
  ...overrides,
});

describe('create wizard, step Tickets (spec 000 §5 ticket creation)', () => {
  it('converts the price to a number and min, max and total to whole numbers', () => {
    expect(validateTierRows([row({ min: '1.9', max: '4', total: '100.7' })])).toEqual({
      ok: true,
      tiers: [{ type: 'General admission', price: 12.5, min: 1, max: 4, total: 100 }],
    });
  });

  it('puts each fault under its input, per row', () => {
    const noType = row({ type: ' ' });
    const badPrice = row({ type: 'A', price: '12.345' });
    const badTotal = row({ type: 'B', total: 'lots' });
    const minAboveMax = row({ type: 'C', min: '5', max: '2' });
    expect(validateTierRows([noType, badPrice, badTotal, minAboveMax, row({})])).toEqual({
      ok: false,
      errors: {
        [noType.key]: { type: 'fieldRequired' },
        [badPrice.key]: { price: 'invalidPrice' },
        [badTotal.key]: { total: 'wholeNumberRequired' },
        [minAboveMax.key]: { min: 'tierMinAboveMax' },
      },
    });
  });

  it('refuses a second tier of the same type: buyers name the tier by its type', () => {
    const second = row({ type: ' General admission ' });
    expect(validateTierRows([row({}), second])).toEqual({
      ok: false,
      errors: { [second.key]: { type: 'tierTypeTaken' } },
    });
  });

  it('accepts free tiers and no tiers at all', () => {
    expect(validateTierRows([row({ price: '0' })])).toMatchObject({ ok: true, tiers: [{ price: 0 }] });
    expect(validateTierRows([])).toEqual({ ok: true, tiers: [] });
  });

  it('fills rows from saved tiers with two-decimal prices', () => {
    const [saved] = tierRowsOf([
      { id: 't1', eventId: 'e1', type: 'VIP', amount: 3, price: 40, min: 1, max: 2, total: 10 },
    ]);
    expect(saved).toMatchObject({
      type: 'VIP',
      price: '40.00',
      min: '1',
      max: '2',
      total: '10',
      saved: { tierId: 't1', sold: 7 },
    });
  });
});
