import { parsePriceUnits } from '../domain/price.ts';
import { fail, pass, type Validation } from './result.ts';

/** The numeric fields of a ticket tier as the editor's inputs hold them. */
export interface TicketTierInput {
  readonly price: string | number;
  readonly min: string | number;
  readonly max: string | number;
  readonly total: string | number;
}

/** The numeric fields of a ticket tier after conversion. */
export interface TicketTierNumbers {
  readonly price: number;
  readonly min: number;
  readonly max: number;
  readonly total: number;
}

/** A non-negative whole number from an input; a decimal is cut to its whole part, as integer conversion does. */
function parseWholeNumber(input: string | number): number | undefined {
  const text = String(input).trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Math.trunc(Number(text));
}

/**
 * spec 000 §5: on ticket creation the price becomes a decimal number and min, max and total integers.
 * Other fields of the tier pass through unchanged.
 */
export function normalizeTicketTier<T extends TicketTierInput>(
  tier: T,
): Validation<Omit<T, keyof TicketTierInput> & TicketTierNumbers> {
  const price = parsePriceUnits(tier.price);
  if (price === undefined) return fail('invalidPrice', 'price');
  const min = parseWholeNumber(tier.min);
  if (min === undefined) return fail('wholeNumberRequired', 'min');
  const max = parseWholeNumber(tier.max);
  if (max === undefined) return fail('wholeNumberRequired', 'max');
  const total = parseWholeNumber(tier.total);
  if (total === undefined) return fail('wholeNumberRequired', 'total');
  return pass({ ...tier, price, min, max, total });
}

/** spec 000 §5: a restriction's title is converted to text (the region picker may hand over a number). */
export function normalizeRestrictionTitle(title: string | number): string {
  return String(title);
}
