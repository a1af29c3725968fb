/** Currencies the price formats cover (spec 000 §5). */
export type Currency = 'USD' | 'CAD' | 'EUR';

/**
 * spec 000 §5: a price from cents in its currency's format; in the default en-US locale USD shows as '$12.50',
 * CAD as 'CA$12.50' and EUR as '€12.50', so a dollar sign alone always means USD.
 */
export function formatPrice(cents: number, currency: Currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

const abbreviations = [
  { size: 1_000_000_000, suffix: 'B' },
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'K' },
] as const;

/**
 * spec 000 §5: large numbers abbreviated K, M, B with one decimal: 999 → '999', 1500 → '1.5K', 1_000_000 →
 * '1M' (a zero decimal is dropped). The decimal is truncated, not rounded, so that a count is never shown
 * higher than it is (1999 → '1.9K') and never reaches '1000K'.
 */
export function abbreviateCount(count: number): string {
  const sign = count < 0 ? '-' : '';
  const magnitude = Math.trunc(Math.abs(count));
  const unit = abbreviations.find(({ size }) => magnitude >= size);
  if (unit === undefined) return `${sign}${magnitude}`;
  // Integer arithmetic first, so that 2_900_000 is 29 tenths and not 28.999….
  const tenths = Math.floor((magnitude * 10) / unit.size);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${sign}${whole}${decimal === 0 ? '' : `.${decimal}`}${unit.suffix}`;
}

const priceTextPattern = /^\d+(\.\d{1,2})?$/;

/**
 * A price in currency units from an input ("12", "12.5", 12.5), as ticket tiers and store items carry it:
 * non-negative with at most two decimals; otherwise undefined.
 */
export function parsePriceUnits(input: string | number): number | undefined {
  const text = String(input).trim();
  return priceTextPattern.test(text) ? Number(text) : undefined;
}
