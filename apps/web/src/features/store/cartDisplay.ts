import { Cart, formatPrice, type CartLineItem, type StoreOwnerKind } from '@limelight/protocol';

/** Cents of the cart currency as the spec's price format shows them: 6777 → 'CA$67.77' (spec 000 §5, §9). */
export const formatCartPrice = (cents: number): string => formatPrice(cents, Cart.currency);

/** The cart tax rate as a percentage: '13%'. */
export const taxPercentText = `${Math.round(Cart.taxRate * 100)}%`;

/** A store page's address in the app: `/store/<kind>/<id>`. */
export const storePagePath = (store: { ownerKind: StoreOwnerKind; ownerId: string }): string =>
  `/store/${store.ownerKind}/${encodeURIComponent(store.ownerId)}`;

/** How many of a line the quantity picker offers: 1 to 10, and the line's own count when above. */
export function countChoices(line: Pick<CartLineItem, 'count'>, atMost = 10): number[] {
  const choices = Array.from({ length: atMost }, (_, index) => index + 1);
  return line.count > atMost ? [...choices, line.count] : choices;
}
