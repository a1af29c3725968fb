import { formatPrice, validateDonationCents, type Coupon, type Validation } from '@limelight/protocol';

/** Currency units (a tier's price) as whole cents. */
export const toCents = (units: number) => Math.round(units * 100);

/** What a coupon takes off, as the buyer reads it: "20%" or "$5.00" (an amount coupon's value is in units). */
export function couponDiscountText(coupon: Pick<Coupon, 'type' | 'value'>): string {
  return coupon.type === 'percent' ? `${coupon.value}%` : formatPrice(toCents(coupon.value));
}

/** A coupon as `discountedCents` takes it: the wire gives an amount in currency units, the rule cents. */
export function couponInCents(coupon: Pick<Coupon, 'type' | 'value'>): Pick<Coupon, 'type' | 'value'> {
  return coupon.type === 'amount' ? { type: 'amount', value: toCents(coupon.value) } : coupon;
}

/** A typed custom donation ("12", "12.50") in cents, checked by the protocol's $1–$99,999 rule. */
export function parseDonationAmount(text: string): Validation<number> {
  const trimmed = text.trim().replace(/^\$/, '');
  const cents = /^\d+(\.\d{1,2})?$/.test(trimmed) ? toCents(Number(trimmed)) : Number.NaN;
  return validateDonationCents(cents);
}
