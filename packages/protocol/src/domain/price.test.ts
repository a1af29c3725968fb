import { describe, expect, it } from 'vitest';
import { abbreviateCount, formatPrice, parsePriceUnits } from './price.ts';

describe('price format from cents (spec 000 §5)', () => {
  it.each([
    [1250, 'USD', '$12.50'],
    [0, 'USD', '$0.00'],
    [123456, 'USD', '$1,234.56'],
    [1250, 'CAD', 'CA$12.50'],
    [1250, 'EUR', '€12.50'],
  ] as const)('%i cents in %s is %s', (cents, currency, text) => {
    expect(formatPrice(cents, currency)).toBe(text);
  });

  it('formats USD by default', () => {
    expect(formatPrice(500)).toBe('$5.00');
  });
});

describe('K, M, B abbreviation with one decimal (spec 000 §5)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1999, '1.9K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_900_000, '2.9M'],
    [12_345_678, '12.3M'],
    [1_000_000_000, '1B'],
    [7_250_000_000, '7.2B'],
    [-1500, '-1.5K'],
  ])('%i is %s', (count, text) => {
    expect(abbreviateCount(count)).toBe(text);
  });
});

describe('price in currency units from an input', () => {
  it.each<[string | number, number]>([
    ['12', 12],
    ['12.5', 12.5],
    [' 0.99 ', 0.99],
    [19.99, 19.99],
    [0, 0],
  ])('%j is %d', (input, price) => {
    expect(parsePriceUnits(input)).toBe(price);
  });

  it.each(['', '-1', '1.234', '1,5', 'abc', '1e3', Number.POSITIVE_INFINITY, -2])(
    '%j is no price',
    (input) => {
      expect(parsePriceUnits(input)).toBeUndefined();
    },
  );
});
