import { describe, expect, it } from 'vitest';
import { normalizeRestrictionTitle, normalizeTicketTier, type TicketTierInput } from './eventEditorInput.ts';

const tier = { type: 'VIP', price: '25.50', min: '1', max: '4', total: '100' };

describe('ticket creation: price to a decimal, min, max and total to integers (spec 000 §5)', () => {
  it('converts the inputs and keeps the other fields', () => {
    expect(normalizeTicketTier(tier)).toEqual({
      ok: true,
      value: { type: 'VIP', price: 25.5, min: 1, max: 4, total: 100 },
    });
  });

  it.each<[Partial<TicketTierInput>, Partial<TicketTierInput>]>([
    [{ price: 0 }, { price: 0 }],
    [{ price: '0.00' }, { price: 0 }],
    [
      { min: 2, max: '3.9' },
      { min: 2, max: 3 },
    ],
    [{ total: ' 50 ' }, { total: 50 }],
  ])('%j becomes %j', (change, converted) => {
    expect(normalizeTicketTier({ ...tier, ...change })).toMatchObject({ ok: true, value: converted });
  });

  it.each<[Partial<TicketTierInput>, string, string]>([
    [{ price: 'ten' }, 'Please enter a valid price', 'price'],
    [{ price: '-1' }, 'Please enter a valid price', 'price'],
    [{ min: '' }, 'Please enter a whole number', 'min'],
    [{ max: '-2' }, 'Please enter a whole number', 'max'],
    [{ total: 'many' }, 'Please enter a whole number', 'total'],
  ])('%j fails with %j', (change, message, field) => {
    expect(normalizeTicketTier({ ...tier, ...change })).toMatchObject({ ok: false, message, field });
  });
});

describe('restriction title converted to text (spec 000 §5)', () => {
  it.each([
    [6251999, '6251999'],
    ['Canada', 'Canada'],
  ])('%j becomes %j', (title, text) => {
    expect(normalizeRestrictionTitle(title)).toBe(text);
  });
});
