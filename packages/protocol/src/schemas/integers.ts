import { z } from 'zod';
import { DonationLimit } from '../limits.ts';
import { Messages } from '../messages.ts';
import { textSchema } from './text.ts';

/** PostgreSQL `integer` (int4): counts, quantities and cents are stored in it. */
export const Int4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * Upper bounds of numbers a request may carry (docs/decisions/input-hardening.md). Money in currency
 * units: the spec's largest amount (the $99,999 donation maximum), so that 100 tickets of one order
 * still fit int4 cents. Quantities: a million, as coupon counts already were.
 */
export const InputBounds = {
  maxAmountUnits: DonationLimit.maxCents / 100,
  maxQuantity: 1_000_000,
} as const;

/** A whole number in [min, max]; the default bounds are int4's, so no integer field overflows its column. */
export function boundedIntSchema(min: number = Int4.min, max: number = Int4.max) {
  return z.number().int().min(min).max(max);
}

/** A whole number from a query string or path, in [min, max] (int4 by default). */
export function boundedCoercedIntSchema(min: number = Int4.min, max: number = Int4.max) {
  return z.coerce.number().int().min(min).max(max);
}

/**
 * A number the editor may send as text ("12.50") or a number, at most `max` once read as a number.
 * Text that is no number passes here and is refused by the field's own validator with its message.
 */
export function numberOrTextAtMost(max: number) {
  return z.union([textSchema, z.number()]).refine(
    (value) => {
      const number = Number(typeof value === 'string' ? value.trim() : value);
      return Number.isNaN(number) || number <= max;
    },
    { message: `${Messages.numberTooLarge} ${max}` },
  );
}
