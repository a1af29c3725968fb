import type { Generated } from 'kysely';

/** A product of an event, room or influencer store (features/store). */
export interface StoreProductsTable {
  id: string;
  ownerKind: 'event' | 'room' | 'influencer';
  ownerId: string;
  title: string;
  description: Generated<string>;
  image: string | null;
  active: Generated<boolean>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

/** One way to buy a product (a size, a colour); `stock` null means no limit. */
export interface StoreVariantsTable {
  id: string;
  productId: string;
  name: string;
  unitPriceCents: number;
  stock: number | null;
  position: number;
}

/** A person's cart: one in use (open or being paid for) at a time. */
export interface StoreCartsTable {
  id: string;
  userId: string;
  status: 'open' | 'checkout' | 'ordered';
  createdAt: Generated<Date>;
}

export interface StoreCartItemsTable {
  cartId: string;
  variantId: string;
  count: number;
  addedAt: Generated<Date>;
}

/** A paid (or being paid) cart; amounts in cents. */
export interface StoreOrdersTable {
  id: string;
  userId: string;
  cartId: string;
  ownerKind: 'event' | 'room' | 'influencer';
  ownerId: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  currency: string;
  email: string;
  idempotencyKey: string;
  status: 'pending' | 'paid';
  chargeId: string | null;
  createdAt: Generated<Date>;
}

/** A line of a store order, copied from the cart at the price paid. */
export interface StoreOrderLinesTable {
  orderId: string;
  position: number;
  variantId: string;
  productId: string;
  title: string;
  variantName: string;
  image: string | null;
  unitPriceCents: number;
  count: number;
}

/** Products, carts and orders of the stores (features/store). */
export interface StoreTables {
  storeProducts: StoreProductsTable;
  storeVariants: StoreVariantsTable;
  storeCarts: StoreCartsTable;
  storeCartItems: StoreCartItemsTable;
  storeOrders: StoreOrdersTable;
  storeOrderLines: StoreOrderLinesTable;
}
