import { describe, expect, it } from 'vitest';
import {
  addLineItemRequestSchema,
  cartTaxCents,
  cartTotals,
  checkoutRequestSchema,
  createStoreProductRequestSchema,
  updateStoreProductRequestSchema,
} from './store.ts';

describe('cart tax (spec 000 §9: CAD, tax rate 0.13), rounded half up to the cent', () => {
  it.each([
    [0, 0],
    [5997, 780], // 779.61
    [1000, 130],
    [50, 7], // 6.5 rounds up
    [150, 20], // 19.5 rounds up
    [149, 19], // 19.37
    [1, 0], // 0.13
    [4, 1], // 0.52
  ])('%i cents of subtotal pay %i cents of tax', (subtotal, tax) => {
    expect(cartTaxCents(subtotal)).toBe(tax);
  });

  it('totals a cart: 3 × $19.99 is 5997 + 780 = 6777', () => {
    expect(cartTotals([{ unitPrice: 1999, count: 3 }])).toEqual({
      lineItemCount: 3,
      subtotal: 5997,
      tax: 780,
      totalPrice: 6777,
    });
  });

  it('taxes the subtotal, not each line', () => {
    // Line by line: 0.65 + 0.65 rounds to 7 + 7 = 14; on the subtotal 1.30 is 13.
    expect(
      cartTotals([
        { unitPrice: 5, count: 1 },
        { unitPrice: 5, count: 1 },
      ]).tax,
    ).toBe(1);
    expect(
      cartTotals([
        { unitPrice: 50, count: 1 },
        { unitPrice: 50, count: 1 },
      ]),
    ).toEqual({ lineItemCount: 2, subtotal: 100, tax: 13, totalPrice: 113 });
  });

  it('totals an empty cart as nothing', () => {
    expect(cartTotals([])).toEqual({ lineItemCount: 0, subtotal: 0, tax: 0, totalPrice: 0 });
  });
});

const product = {
  ownerKind: 'influencer',
  ownerId: 'u-1',
  title: ' Tour tee ',
  variants: [{ name: 'M', unitPrice: 2500 }],
};

describe('createStoreProductRequestSchema', () => {
  it('fills the defaults: no description, no image, active, unlimited stock', () => {
    expect(createStoreProductRequestSchema.parse(product)).toEqual({
      ownerKind: 'influencer',
      ownerId: 'u-1',
      title: 'Tour tee',
      description: '',
      image: null,
      active: true,
      variants: [{ name: 'M', unitPrice: 2500, stock: null }],
    });
  });

  it('takes a stored file or a web address as the image', () => {
    expect(createStoreProductRequestSchema.parse({ ...product, image: '/files/a/b.jpg' }).image).toBe(
      '/files/a/b.jpg',
    );
    expect(
      createStoreProductRequestSchema.parse({ ...product, image: 'shop.example.com/tee.png' }).image,
    ).toBe('https://shop.example.com/tee.png');
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ title: '  ' }, 'title', 'Please enter a title'],
    [{ title: 'x'.repeat(101) }, 'title', 'Must be at most 100 characters'],
    [{ description: 'x'.repeat(501) }, 'description', 'Description must be at most 500 characters'],
    [{ image: 'not a url' }, 'image', 'The url is invalid'],
    [{ ownerKind: 'shop' }, 'ownerKind', ''],
    [{ variants: [] }, 'variants', 'A product needs at least one variant'],
    [{ variants: [{ name: 'M', unitPrice: 49 }] }, 'variants.0.unitPrice', 'Please enter a valid price'],
    [{ variants: [{ name: 'M', unitPrice: 19.99 }] }, 'variants.0.unitPrice', 'Please enter a valid price'],
    [
      { variants: [{ name: 'M', unitPrice: 10_000_000 }] },
      'variants.0.unitPrice',
      'Please enter a valid price',
    ],
    [
      { variants: [{ name: 'M', unitPrice: 500, stock: -1 }] },
      'variants.0.stock',
      'Please enter a whole number',
    ],
    [{ variants: [{ name: ' ', unitPrice: 500 }] }, 'variants.0.name', 'This field is required'],
    [
      {
        variants: [
          { name: 'M', unitPrice: 500 },
          { name: 'm', unitPrice: 600 },
        ],
      },
      'variants.1.name',
      'Each variant needs its own name',
    ],
  ])('%j is refused at %s', (change, path, message) => {
    const issue = createStoreProductRequestSchema.safeParse({ ...product, ...change }).error?.issues[0];
    expect(issue?.path.join('.')).toBe(path);
    if (message !== '') expect(issue?.message).toBe(message);
  });
});

describe('updateStoreProductRequestSchema', () => {
  it('keeps only what is sent, and null clears the image', () => {
    expect(updateStoreProductRequestSchema.parse({ storeProductId: 'p-1', image: null })).toEqual({
      storeProductId: 'p-1',
      image: null,
    });
    expect(
      updateStoreProductRequestSchema.parse({
        storeProductId: 'p-1',
        variants: [{ variantId: 'v-1', name: 'L', unitPrice: 900, stock: 3 }],
      }).variants,
    ).toEqual([{ variantId: 'v-1', name: 'L', unitPrice: 900, stock: 3 }]);
  });
});

describe('cart requests', () => {
  it('adds one by default and at most 99 of an item', () => {
    expect(addLineItemRequestSchema.parse({ variantId: 'v-1' })).toEqual({ variantId: 'v-1', count: 1 });
    expect(
      addLineItemRequestSchema.safeParse({ variantId: 'v-1', count: 100 }).error?.issues[0]?.message,
    ).toBe('You can buy at most 99 of an item');
    expect(addLineItemRequestSchema.safeParse({ variantId: 'v-1', count: 0 }).success).toBe(false);
  });

  it('pays with a card token or a saved card, not both', () => {
    const checkout = { cartId: 'c-1', totalPrice: 6777 };
    expect(checkoutRequestSchema.safeParse({ ...checkout, stripeToken: 'tok_visa' }).success).toBe(true);
    expect(checkoutRequestSchema.safeParse({ ...checkout, cId: 'card-1' }).success).toBe(true);
    expect(
      checkoutRequestSchema.safeParse({ ...checkout, stripeToken: 'tok_visa', cId: 'card-1' }).error
        ?.issues[0],
    ).toMatchObject({ path: ['cId'], message: 'Pay with a card or a saved card, not both' });
    expect(checkoutRequestSchema.safeParse({ ...checkout, email: 'nope' }).error?.issues[0]?.message).toBe(
      'Invalid email, please try again',
    );
  });
});
