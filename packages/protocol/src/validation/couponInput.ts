import { parsePriceUnits } from '../domain/price.ts';
import { fail, pass, type Validation } from './result.ts';

const couponCodePattern = /^[A-Za-z0-9_-]{1,32}$/;

/** A coupon code: 1–32 letters, digits, `_` or `-`, kept and matched upper case. */
export function validateCouponCode(text: string): Validation<string> {
  const code = text.trim();
  return couponCodePattern.test(code) ? pass(code.toUpperCase()) : fail('couponCodeInvalid', 'code');
}

/**
 * A coupon's value as stored: `percent` takes a whole percentage from 1 to 100, `amount` an amount above 0
 * in currency units with at most two decimals, kept in cents.
 */
export function validateCouponValue(type: 'percent' | 'amount', input: string | number): Validation<number> {
  const units = parsePriceUnits(input);
  if (units === undefined || units <= 0) return fail('couponValueInvalid', 'value');
  if (type === 'amount') return pass(Math.round(units * 100));
  return Number.isInteger(units) && units <= 100 ? pass(units) : fail('couponValueInvalid', 'value');
}
