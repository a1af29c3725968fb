import { cartTotals } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { countChoices, formatCartPrice, storePagePath, taxPercentText } from './cartDisplay.ts';

describe('cart amounts as the buyer reads them (spec 000 §5 price format, §9 CAD and tax 0.13)', () => {
  it('shows cents of CAD with the CA$ sign', () => {
    expect(formatCartPrice(6777)).toBe('CA$67.77');
    expect(formatCartPrice(50)).toBe('CA$0.50');
    expect(formatCartPrice(123_456_789)).toBe('CA$1,234,567.89');
  });

  it('shows the tax rate as 13%', () => {
    expect(taxPercentText).toBe('13%');
  });

  it('shows 3 × CA$19.99 as CA$59.97 + CA$7.80 of tax = CA$67.77', () => {
    const { subtotal, tax, totalPrice } = cartTotals([{ unitPrice: 1999, count: 3 }]);
    expect([subtotal, tax, totalPrice].map(formatCartPrice)).toEqual(['CA$59.97', 'CA$7.80', 'CA$67.77']);
  });
});

describe('store page address and quantity choices', () => {
  it('addresses a store by its kind and owner', () => {
    expect(storePagePath({ ownerKind: 'influencer', ownerId: 'u 1' })).toBe('/store/influencer/u%201');
  });

  it('offers 1 to 10, keeping a larger count the line already has', () => {
    expect(countChoices({ count: 2 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(countChoices({ count: 14 }).at(-1)).toBe(14);
  });
});
