import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.ts';
import { Cart } from '../limits.ts';
import { Messages } from '../messages.ts';
import { emailSchema } from '../validation/email.ts';
import { imageUrlSchema } from '../validation/imageUrl.ts';
import { fail, validatedSchema } from '../validation/result.ts';
import { descriptionSchema, displayNameSchema, validateDisplayName } from '../validation/textLength.ts';
import { textSchema } from './text.ts';

/**
 * Whose store it is (spec 000 §3 "room, event and influencer stores"): an event's, managed by its editors;
 * a room's, managed by its owner; an influencer's own, managed by that member alone.
 */
export const storeOwnerKinds = ['event', 'room', 'influencer'] as const;
export type StoreOwnerKind = (typeof storeOwnerKinds)[number];

/** Store and cart bounds (docs/decisions/store.md); prices in cents of the cart currency (CAD). */
export const StoreLimit = {
  /** Stripe's smallest CAD charge, so that every cart can be charged. */
  minUnitPriceCents: 50,
  maxUnitPriceCents: 9_999_999,
  maxStock: 1_000_000,
  maxVariants: 20,
  maxLineCount: 99,
  maxCartLines: 50,
  /** Stripe's largest charge. */
  maxCartTotalCents: 99_999_999,
  pageSize: 20,
} as const;

// Tax on integers: 0.13 is 1300 basis points.
const basisPointsPerUnit = 10_000;
const taxBasisPoints = Math.round(Cart.taxRate * basisPointsPerUnit);

/** spec 000 §9 cart tax (0.13) on a subtotal in cents, rounded half up to the cent: 5997 → 780 (779.61). */
export function cartTaxCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * taxBasisPoints + basisPointsPerUnit / 2) / basisPointsPerUnit);
}

/** What a cart of `lines` costs, in cents: items counted, subtotal, tax on the subtotal, and the total. */
export function cartTotals(lines: ReadonlyArray<{ unitPrice: number; count: number }>) {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.count, 0);
  const tax = cartTaxCents(subtotal);
  const lineItemCount = lines.reduce((sum, line) => sum + line.count, 0);
  return { lineItemCount, subtotal, tax, totalPrice: subtotal + tax };
}

const idSchema = textSchema.trim().min(1).max(128);

/** A product's title: required ('Please enter a title'), at most 100 characters. */
const productTitleSchema = validatedSchema(textSchema, (title) =>
  title.trim() === '' ? fail('shoppingTitleRequired') : validateDisplayName(title),
);

/** A unit price in cents, CA$0.50 to CA$99,999.99 ('Please enter a valid price'). */
const unitPriceSchema = z
  .number({ error: Messages.invalidPrice })
  .int(Messages.invalidPrice)
  .min(StoreLimit.minUnitPriceCents, Messages.invalidPrice)
  .max(StoreLimit.maxUnitPriceCents, Messages.invalidPrice);

/** Units on sale: a whole number, or null for no limit. */
const stockSchema = z
  .number({ error: Messages.wholeNumberRequired })
  .int(Messages.wholeNumberRequired)
  .min(0, Messages.wholeNumberRequired)
  .max(StoreLimit.maxStock, Messages.wholeNumberRequired)
  .nullable()
  .default(null);

const newVariantSchema = z.object({
  name: displayNameSchema,
  unitPrice: unitPriceSchema,
  stock: stockSchema,
});
const editedVariantSchema = newVariantSchema.extend({ variantId: idSchema.optional() });

/** A product's variants: 1 to 20, each named once (names compared without case). */
function variantListSchema<V extends z.ZodType<{ name: string }>>(variant: V) {
  return z
    .array(variant)
    .min(1, 'A product needs at least one variant')
    .max(StoreLimit.maxVariants, `A product has at most ${StoreLimit.maxVariants} variants`)
    .superRefine((variants, ctx) => {
      const seen = new Set<string>();
      variants.forEach((variant, index) => {
        const name = variant.name.toLowerCase();
        if (seen.has(name))
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'Each variant needs its own name' });
        seen.add(name);
      });
    });
}

/** A product image: a stored file or a web address ('The url is invalid'); null for none. */
const productImageSchema = imageUrlSchema.nullish().transform((image) => image ?? null);

/** POST /api/store/v1/createProduct: a product of a store, with its variants (size, colour …). */
export const createStoreProductRequestSchema = z.object({
  ownerKind: z.enum(storeOwnerKinds),
  ownerId: idSchema,
  title: productTitleSchema,
  description: descriptionSchema.default(''),
  image: productImageSchema,
  active: z.boolean().default(true),
  variants: variantListSchema(newVariantSchema),
});
export type CreateStoreProductRequest = z.input<typeof createStoreProductRequestSchema>;
export type NewStoreProduct = z.output<typeof createStoreProductRequestSchema>;

/**
 * POST /api/store/v1/updateProduct: the fields sent change. `variants` replaces the list: entries with a
 * `variantId` update that variant, entries without one are added, variants left out are removed.
 */
export const updateStoreProductRequestSchema = z.object({
  storeProductId: idSchema,
  title: productTitleSchema.optional(),
  description: descriptionSchema.optional(),
  image: imageUrlSchema.nullable().optional(),
  active: z.boolean().optional(),
  variants: variantListSchema(editedVariantSchema).optional(),
});
export type UpdateStoreProductRequest = z.input<typeof updateStoreProductRequestSchema>;
export type StoreProductChanges = z.output<typeof updateStoreProductRequestSchema>;

/** POST /api/store/v1/deleteProduct, GET /api/store/v1/product. */
export const storeProductIdSchema = z.object({ storeProductId: idSchema });

/** GET /api/store/v1/products: a page of a store's products, newest first. */
export const storeProductsQuerySchema = pageQuerySchema(StoreLimit.pageSize).extend({
  ownerKind: z.enum(storeOwnerKinds),
  ownerId: idSchema,
});

/** One way to buy a product: its name, unit price in cents (CAD) and stock (null: no limit). */
export const storeVariantSchema = z.object({
  variantId: textSchema,
  name: textSchema,
  unitPrice: z.number().int(),
  stock: z.number().int().nullable(),
});
export type StoreVariant = z.infer<typeof storeVariantSchema>;

/** A product (spec 000 §3 "products with storeProductId, eventId"); `eventId` is null in influencer stores. */
export const storeProductSchema = z.object({
  storeProductId: textSchema,
  ownerKind: z.enum(storeOwnerKinds),
  ownerId: textSchema,
  eventId: textSchema.nullable(),
  title: textSchema,
  description: textSchema,
  image: textSchema.nullable(),
  active: z.boolean(),
  currency: z.literal(Cart.currency),
  variants: z.array(storeVariantSchema),
  createdAt: textSchema,
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

/** A store as its page shows it: whose it is, its name (null for rooms) and whether the caller manages it. */
export const storeSchema = z.object({
  ownerKind: z.enum(storeOwnerKinds),
  ownerId: textSchema,
  name: textSchema.nullable(),
  canManage: z.boolean(),
  webUrl: textSchema,
});
export type Store = z.infer<typeof storeSchema>;

/** GET /api/store/v1/products: a page of the store's products, with the store itself. */
export const storeProductPageSchema = pageSchema(storeProductSchema).extend({ store: storeSchema });
export type StoreProductPage = z.infer<typeof storeProductPageSchema>;

/** The answer of POST /api/store/v1/deleteProduct: the product that went. */
export const storeProductDeletedSchema = z.object({ storeProductId: textSchema, deleted: z.literal(true) });
export type StoreProductDeleted = z.infer<typeof storeProductDeletedSchema>;

const lineCountSchema = z
  .number({ error: Messages.wholeNumberRequired })
  .int(Messages.wholeNumberRequired)
  .min(1, Messages.wholeNumberRequired)
  .max(StoreLimit.maxLineCount, `You can buy at most ${StoreLimit.maxLineCount} of an item`);

/** POST /api/store/v1/addLineItem: `count` more of a variant (1 by default). */
export const addLineItemRequestSchema = z.object({ variantId: idSchema, count: lineCountSchema.default(1) });
/** POST /api/store/v1/updateLineItem: sets a line's count. */
export const updateLineItemRequestSchema = z.object({ variantId: idSchema, count: lineCountSchema });
/** POST /api/store/v1/removeLineItem. */
export const removeLineItemRequestSchema = z.object({ variantId: idSchema });

/**
 * Why a cart change or checkout is refused with 4009 (in the answer's `data.reason`): the cart holds another
 * store's items, or it is being paid for.
 */
export const cartConflictReasons = ['otherStore', 'inCheckout'] as const;
export type CartConflictReason = (typeof cartConflictReasons)[number];

/** A cart line (spec 000 §3 lineItems: variantId, unitPrice, count), with what the cart page shows. */
export const cartLineItemSchema = z.object({
  variantId: textSchema,
  storeProductId: textSchema,
  title: textSchema,
  variantName: textSchema,
  image: textSchema.nullable(),
  unitPrice: z.number().int(),
  count: z.number().int(),
  lineTotal: z.number().int(),
});
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/** The store a cart or order belongs to. */
export const cartMetaDataSchema = z.object({ ownerKind: z.enum(storeOwnerKinds), ownerId: textSchema });

const cartAmountsShape = {
  lineItems: z.array(cartLineItemSchema),
  /** Items in the cart: the sum of the lines' counts. */
  lineItemCount: z.number().int(),
  subtotal: z.number().int(),
  taxRate: z.literal(Cart.taxRate),
  tax: z.number().int(),
  totalPrice: z.number().int(),
  currency: z.literal(Cart.currency),
};

/**
 * The caller's open cart (spec 000 §3 store cart), amounts in cents. `cartId`, `metaData` and `webUrl` (the
 * store page's address) are null while the cart is empty.
 */
export const cartSchema = z.object({
  cartId: textSchema.nullable(),
  ...cartAmountsShape,
  metaData: cartMetaDataSchema.nullable(),
  webUrl: textSchema.nullable(),
});
export type StoreCart = z.infer<typeof cartSchema>;

/**
 * POST /api/store/v1/checkout: pays the cart with a card token (`stripeToken`) or a saved card (`cId`).
 * `totalPrice` is the total the buyer was shown, in cents (15007 when the cart costs something else);
 * `idempotencyKey` (or the `Idempotency-Key` header) names one attempt.
 */
export const checkoutRequestSchema = z
  .object({
    cartId: idSchema,
    totalPrice: z.number().int().min(0),
    stripeToken: textSchema.trim().min(1).max(255).optional(),
    cId: idSchema.optional(),
    email: emailSchema.optional(),
    idempotencyKey: textSchema.trim().min(8).max(255).optional(),
  })
  .refine((request) => request.stripeToken === undefined || request.cId === undefined, {
    path: ['cId'],
    message: 'Pay with a card or a saved card, not both',
  });
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutPayload = z.output<typeof checkoutRequestSchema>;

/**
 * POST /api/store/v1/mergeCart: a member takes over the cart of the guest session they just left, proved by
 * that guest's token (docs/decisions/store.md "A guest's cart at login").
 */
export const mergeCartRequestSchema = z.object({ guestToken: textSchema.trim().min(1).max(2048) });
export type MergeCartRequest = z.input<typeof mergeCartRequestSchema>;

/**
 * What became of the guest's cart: `all` of it is in the member's cart (also when it was empty); `part` of
 * it, what fit the stock left and the cart limits; none, the `member`'s cart holding another store's items
 * being kept as it was.
 */
export const cartMergeOutcomes = ['all', 'part', 'member'] as const;
export type CartMergeOutcome = (typeof cartMergeOutcomes)[number];

/** The member's cart after a merge, and what of the guest's it kept. */
export const mergeCartAnswerSchema = z.object({ cart: cartSchema, kept: z.enum(cartMergeOutcomes) });
export type MergeCartAnswer = z.infer<typeof mergeCartAnswerSchema>;

/** A paid cart: its lines copied with the prices paid, the amounts in cents and the receipt address. */
export const storeOrderSchema = z.object({
  storeOrderId: textSchema,
  cartId: textSchema,
  ...cartAmountsShape,
  metaData: cartMetaDataSchema,
  webUrl: textSchema,
  email: textSchema,
  createdAt: textSchema,
});
export type StoreOrder = z.infer<typeof storeOrderSchema>;

/** GET /api/store/v1/orders: the caller's store orders, newest first. */
export const storeOrderListQuerySchema = pageQuerySchema(StoreLimit.pageSize);
/** GET /api/store/v1/order. */
export const storeOrderQuerySchema = z.object({ storeOrderId: idSchema });
