import { Cart, cartTotals, type CartLineItem } from '@limelight/protocol';
import type { StoreOrderLinesTable } from '../../platform/db/schema.ts';

/** A cart or order line as it is stored: the variant and product it names, at its unit price in cents. */
export type StoredLine = Omit<StoreOrderLinesTable, 'orderId' | 'position'>;

export function lineItemOf(line: StoredLine): CartLineItem {
  return {
    variantId: line.variantId,
    storeProductId: line.productId,
    title: line.title,
    variantName: line.variantName,
    image: line.image,
    unitPrice: line.unitPriceCents,
    count: line.count,
    lineTotal: line.unitPriceCents * line.count,
  };
}

/** The lines and what they cost (spec 000 §3 store cart, §9 CAD and tax rate 0.13), in cents. */
export function amountsOf(lines: readonly StoredLine[]) {
  const lineItems = lines.map(lineItemOf);
  return { lineItems, ...cartTotals(lineItems), taxRate: Cart.taxRate, currency: Cart.currency };
}
