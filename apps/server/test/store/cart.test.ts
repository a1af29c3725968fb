import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateStoreProductRequest } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildGuest, buildMember, createEventThroughApi, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { startStoreServer, variantIdOf, type StoreApi } from './storeApi.ts';

let server: TestServer;
let store: StoreApi;
let seller: TestMember;
beforeAll(async () => {
  ({ server, store, seller } = await startStoreServer());
});
afterAll(() => server.close());

const product = (fields: Partial<CreateStoreProductRequest> = {}): CreateStoreProductRequest => ({
  ownerKind: 'influencer',
  ownerId: seller.userId,
  title: 'Poster',
  image: '/files/uploads/poster.jpg',
  variants: [
    { name: 'A2', unitPrice: 1999, stock: 10 },
    { name: 'A3', unitPrice: 1250 },
  ],
  ...fields,
});

describe('GET /api/store/v1/cart', () => {
  it('answers an empty cart before anything is added', async () => {
    const buyer = await buildMember(server);
    const { body } = await store.cart(buyer.userToken);
    expect(body.data).toEqual({
      cartId: null,
      lineItems: [],
      lineItemCount: 0,
      subtotal: 0,
      taxRate: 0.13,
      tax: 0,
      totalPrice: 0,
      currency: 'CAD',
      metaData: null,
      webUrl: null,
    });
  });
});

describe('cart lines and amounts (spec 000 §3, §9: CAD, tax 0.13)', () => {
  it('3 × $19.99 is a subtotal of 5997, tax 780 and a total of 6777', async () => {
    const poster = await store.productOf(seller.userToken, product());
    const buyer = await buildMember(server);
    const cart = await store.cartWith(buyer.userToken, variantIdOf(poster), 3);
    expect(cart).toEqual({
      cartId: expect.any(String),
      lineItems: [
        {
          variantId: variantIdOf(poster),
          storeProductId: poster.storeProductId,
          title: 'Poster',
          variantName: 'A2',
          image: '/files/uploads/poster.jpg',
          unitPrice: 1999,
          count: 3,
          lineTotal: 5997,
        },
      ],
      lineItemCount: 3,
      subtotal: 5997,
      taxRate: 0.13,
      tax: 780,
      totalPrice: 6777,
      currency: 'CAD',
      metaData: { ownerKind: 'influencer', ownerId: seller.userId },
      webUrl: `https://limelight.example/store/influencer/${seller.userId}`,
    });
    expect((await store.cart(buyer.userToken)).body.data).toEqual(cart);
  });

  it('adds to a line, sets its count, removes it and empties the cart', async () => {
    const poster = await store.productOf(seller.userToken, product());
    const [a2, a3] = [variantIdOf(poster), variantIdOf(poster, 1)];
    const buyer = await buildMember(server);
    await store.cartWith(buyer.userToken, a2, 1);
    const added = await store.cartWith(buyer.userToken, a2, 2);
    expect(added.lineItems.map((line) => [line.variantName, line.count])).toEqual([['A2', 3]]);
    const both = await store.cartWith(buyer.userToken, a3, 1);
    expect(both).toMatchObject({ lineItemCount: 4, subtotal: 3 * 1999 + 1250, tax: 942, totalPrice: 8189 });
    const updated = await store.updateLineItem(buyer.userToken, a2, 1);
    expect(updated.body.data).toMatchObject({ lineItemCount: 2, subtotal: 3249, tax: 422, totalPrice: 3671 });
    const removed = await store.removeLineItem(buyer.userToken, a3);
    expect(removed.body.data.lineItems.map((line) => line.variantName)).toEqual(['A2']);
    expectRefused(await store.removeLineItem(buyer.userToken, a3), 'NotFound');
    expectRefused(await store.updateLineItem(buyer.userToken, a3, 2), 'NotFound');
    const cleared = await store.clearCart(buyer.userToken);
    expect(cleared.body.data).toMatchObject({ lineItems: [], totalPrice: 0, metaData: null, webUrl: null });
    expect(cleared.body.data.cartId).toBe(both.cartId);
  });

  it('keeps guests their own cart', async () => {
    const poster = await store.productOf(seller.userToken, product());
    const guest = await buildGuest(server);
    const otherGuest = await buildGuest(server);
    const cart = await store.cartWith(guest.userToken, variantIdOf(poster), 2);
    expect(cart).toMatchObject({ lineItemCount: 2, subtotal: 3998, tax: 520, totalPrice: 4518 });
    expect((await store.cart(otherGuest.userToken)).body.data.lineItems).toEqual([]);
    expectRefused(await store.cart(''), 'LoginRequired');
  });
});

describe('what a cart may hold', () => {
  it('refuses more than the stock (15004) and more than 99 of an item (4000)', async () => {
    const poster = await store.productOf(seller.userToken, product());
    const buyer = await buildMember(server);
    expectRefused(await store.addLineItem(buyer.userToken, variantIdOf(poster), 11), 'SoldOut');
    await store.cartWith(buyer.userToken, variantIdOf(poster), 10);
    expectRefused(await store.addLineItem(buyer.userToken, variantIdOf(poster), 1), 'SoldOut');
    await store.cartWith(buyer.userToken, variantIdOf(poster, 1), 99);
    expectInvalid(
      await store.addLineItem(buyer.userToken, variantIdOf(poster, 1), 1),
      'count',
      'You can buy at most 99 of an item',
    );
    expectInvalid(
      await store.addLineItem(buyer.userToken, variantIdOf(poster, 1), 0),
      'count',
      'Please enter a whole number',
    );
  });

  it("refuses a cart costing more than CA$999,999.99 (Stripe's largest charge)", async () => {
    const piano = await store.productOf(
      seller.userToken,
      product({ title: 'Piano', variants: [{ name: 'Grand', unitPrice: 9_999_999 }] }),
    );
    const buyer = await buildMember(server);
    const cart = await store.cartWith(buyer.userToken, variantIdOf(piano), 8);
    expect(cart.totalPrice).toBe(90_399_991);
    expectRefused(
      await store.addLineItem(buyer.userToken, variantIdOf(piano), 1),
      'InvalidRequest',
      'A cart may cost at most CA$999,999.99',
    );
  });

  it("holds one store's items: another store's are 4009 until the cart is emptied", async () => {
    const poster = await store.productOf(seller.userToken, product());
    const otherSeller = await buildMember(server);
    const mug = await store.productOf(
      otherSeller.userToken,
      product({ ownerId: otherSeller.userId, title: 'Mug' }),
    );
    const buyer = await buildMember(server);
    await store.cartWith(buyer.userToken, variantIdOf(poster), 1);
    const refused = await store.addLineItem(buyer.userToken, variantIdOf(mug), 1);
    expectRefused(
      refused,
      'Conflict',
      'Your cart holds items from another store: check out or empty it first',
    );
    expect(refused.body.data).toEqual({ reason: 'otherStore' });
    await store.clearCart(buyer.userToken);
    const mugCart = await store.cartWith(buyer.userToken, variantIdOf(mug), 1);
    expect(mugCart.metaData).toEqual({ ownerKind: 'influencer', ownerId: otherSeller.userId });
  });

  it('refuses unknown variants, inactive products and stores the buyer may not open', async () => {
    const buyer = await buildMember(server);
    expectRefused(await store.addLineItem(buyer.userToken, 'no-such-variant', 1), 'NotFound');
    const hidden = await store.productOf(seller.userToken, product({ active: false }));
    expectRefused(await store.addLineItem(buyer.userToken, variantIdOf(hidden), 1), 'NotFound');
    const creator = await buildMember(server);
    const event = await createEventThroughApi(server, creator, { visibility: 'private' });
    const secret = await store.productOf(
      creator.userToken,
      product({ ownerKind: 'event', ownerId: event.id }),
    );
    expectRefused(await store.addLineItem(buyer.userToken, variantIdOf(secret), 1), 'PrivateEventNotInvited');
  });

  it('loses the lines of a product taken off sale, of a removed variant and of a deleted product', async () => {
    const poster = await store.productOf(seller.userToken, product());
    const buyer = await buildMember(server);
    await store.cartWith(buyer.userToken, variantIdOf(poster), 1);
    await store.cartWith(buyer.userToken, variantIdOf(poster, 1), 1);
    await store.updateProduct(seller.userToken, {
      storeProductId: poster.storeProductId,
      variants: [{ variantId: variantIdOf(poster), name: 'A2', unitPrice: 1999, stock: 10 }],
    });
    expect((await store.cart(buyer.userToken)).body.data.lineItems.map((line) => line.variantName)).toEqual([
      'A2',
    ]);
    await store.updateProduct(seller.userToken, { storeProductId: poster.storeProductId, active: false });
    expect((await store.cart(buyer.userToken)).body.data.lineItems).toEqual([]);

    const print = await store.productOf(seller.userToken, product({ title: 'Print' }));
    await store.cartWith(buyer.userToken, variantIdOf(print), 2);
    await store.deleteProduct(seller.userToken, print.storeProductId);
    expect((await store.cart(buyer.userToken)).body.data).toMatchObject({ lineItems: [], totalPrice: 0 });
  });

  it('shows a changed price in the cart', async () => {
    const poster = await store.productOf(seller.userToken, product());
    const buyer = await buildMember(server);
    await store.cartWith(buyer.userToken, variantIdOf(poster), 2);
    await store.updateProduct(seller.userToken, {
      storeProductId: poster.storeProductId,
      variants: [{ variantId: variantIdOf(poster), name: 'A2', unitPrice: 1000, stock: 10 }],
    });
    expect((await store.cart(buyer.userToken)).body.data).toMatchObject({
      subtotal: 2000,
      tax: 260,
      totalPrice: 2260,
    });
  });
});
