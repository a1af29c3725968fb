import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Messages,
  type CreateStoreProductRequest,
  type Page,
  type SavedCardView,
  type StoreOrder,
  type StoreProduct,
} from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildGuest, buildMember, createEventThroughApi, readOutbox, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { startStoreServer, variantIdOf, type StoreApi } from './storeApi.ts';

let server: TestServer;
let store: StoreApi;
let seller: TestMember;
beforeAll(async () => {
  ({ server, store, seller } = await startStoreServer());
});
afterAll(() => server.close());

const poster = (stock: number | null = 10): Promise<StoreProduct> => {
  const product: CreateStoreProductRequest = {
    ownerKind: 'influencer',
    ownerId: seller.userId,
    title: 'Poster',
    variants: [{ name: 'A2', unitPrice: 1999, stock }],
  };
  return store.productOf(seller.userToken, product);
};

const stockOf = async (product: StoreProduct): Promise<number | null | undefined> => {
  const { body } = await server.api.get<StoreProduct>('/api/store/v1/product', {
    query: { storeProductId: product.storeProductId },
  });
  return body.data.variants[0]?.stock;
};

/** A buyer holding `count` of the product's first variant in the cart; the cart's id and total. */
async function cartOf(token: string, product: StoreProduct, count: number) {
  const cart = await store.cartWith(token, variantIdOf(product), count);
  return { cartId: cart.cartId, totalPrice: cart.totalPrice };
}

const chargesFor = (idempotencyKey: string) =>
  server.limelight.db
    .selectFrom('payments')
    .select(['amountCents', 'currency', 'status'])
    .where('idempotencyKey', '=', idempotencyKey)
    .execute();

describe('POST /api/store/v1/checkout', () => {
  it('charges the total in CAD, takes the stock, answers the order and closes the cart', async () => {
    const product = await poster();
    const buyer = await buildMember(server);
    const cart = await cartOf(buyer.userToken, product, 3);
    const { body } = await store.checkout(buyer.userToken, {
      ...cart,
      stripeToken: 'tok_visa',
      idempotencyKey: 'store-attempt-1',
    });
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      storeOrderId: expect.any(String),
      cartId: cart.cartId,
      lineItems: [
        {
          variantId: variantIdOf(product),
          storeProductId: product.storeProductId,
          title: 'Poster',
          variantName: 'A2',
          image: null,
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
      email: buyer.email,
      createdAt: expect.any(String),
    });
    // The receipt (issue 15 "Buying"): each line, the tax, the total, the order number.
    const [receipt, ...otherMails] = await readOutbox(server, buyer.email);
    expect(otherMails).toEqual([]);
    expect(receipt?.subject).toBe(`Your store order ${body.data.storeOrderId.slice(0, 8)}`);
    expect(receipt?.text).toMatch(/^3 × Poster \(A2\): \S*59\.97$/m);
    expect(receipt?.text).toMatch(/^Tax: \S*7\.80$/m);
    expect(receipt?.text).toMatch(/^Total paid: \S*67\.77$/m);
    expect(receipt?.text).toContain(`Order number: ${body.data.storeOrderId}`);
    expect(await chargesFor(`store:${buyer.userId}:store-attempt-1`)).toEqual([
      { amountCents: 6777, currency: 'cad', status: 'succeeded' },
    ]);
    expect(await stockOf(product)).toBe(7);
    const after = await store.cart(buyer.userToken);
    expect(after.body.data).toMatchObject({ cartId: null, lineItems: [] });
    const next = await store.cartWith(buyer.userToken, variantIdOf(product), 1);
    expect(next.cartId).not.toBe(cart.cartId);
  });

  it('answers each refusal in the order the buyer can act on it', async () => {
    const product = await poster();
    const guest = await buildGuest(server);
    expectRefused(
      await store.checkout(guest.userToken, { cartId: 'none', totalPrice: 0, stripeToken: 'tok_visa' }),
      'NotFound',
    );
    const cart = await cartOf(guest.userToken, product, 1);
    await store.clearCart(guest.userToken);
    expectRefused(
      await store.checkout(guest.userToken, { ...cart, stripeToken: 'tok_visa' }),
      'InvalidRequest',
      'Your cart is empty',
    );
    await store.cartWith(guest.userToken, variantIdOf(product), 1);
    expectRefused(
      await store.checkout(guest.userToken, {
        ...cart,
        totalPrice: cart.totalPrice - 1,
        stripeToken: 'tok_visa',
      }),
      'PriceMismatch',
      'Price not match',
    );
    expectRefused(
      await store.checkout(guest.userToken, { ...cart, stripeToken: 'tok_visa' }),
      'EmailRequired',
    );
    const withEmail = { ...cart, email: 'Guest@Example.com' };
    expectRefused(await store.checkout(guest.userToken, withEmail), 'StripeTokenRequired');
    expectRefused(
      await store.checkout(guest.userToken, { ...withEmail, cId: 'not-my-card' }),
      'CardDeclined',
      Messages.cardMissing,
    );
    expectInvalid(
      await store.checkout(guest.userToken, { ...withEmail, stripeToken: 'tok_visa', cId: 'card' }),
      'cId',
      'Pay with a card or a saved card, not both',
    );
    const paid = await store.checkout(guest.userToken, { ...withEmail, stripeToken: 'tok_visa' });
    expect(paid.body.data).toMatchObject({ email: 'guest@example.com', totalPrice: 2259 });
  });

  it('refuses a cart holding more than is left (15004) and keeps the cart', async () => {
    const product = await poster(2);
    const [first, second] = [await buildMember(server), await buildMember(server)];
    const firstCart = await cartOf(first.userToken, product, 2);
    const secondCart = await cartOf(second.userToken, product, 1);
    expect((await store.checkout(first.userToken, { ...firstCart, stripeToken: 'tok_visa' })).body.code).toBe(
      200,
    );
    expectRefused(
      await store.checkout(second.userToken, { ...secondCart, stripeToken: 'tok_visa' }),
      'SoldOut',
    );
    expect((await store.cart(second.userToken)).body.data.lineItemCount).toBe(1);
    expect(await stockOf(product)).toBe(0);
  });

  it.each([
    ['tok_chargeDeclined', Messages.cardDeclined],
    ['tok_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['tok_chargeDeclinedExpiredCard', 'Your card has expired.'],
  ])('answers 15010 for %s, gives the stock back and reopens the cart', async (stripeToken, message) => {
    const product = await poster(3);
    const buyer = await buildMember(server);
    const cart = await cartOf(buyer.userToken, product, 3);
    expectRefused(await store.checkout(buyer.userToken, { ...cart, stripeToken }), 'CardDeclined', message);
    expect(await stockOf(product)).toBe(3);
    expect((await store.cart(buyer.userToken)).body.data).toMatchObject({
      cartId: cart.cartId,
      lineItemCount: 3,
    });
    expect((await store.updateLineItem(buyer.userToken, variantIdOf(product), 2)).body.code).toBe(200);
    const paid = await store.checkout(buyer.userToken, {
      ...cart,
      totalPrice: 4518,
      stripeToken: 'tok_visa',
    });
    expect(paid.body.data.lineItemCount).toBe(2);
    expect(await stockOf(product)).toBe(1);
  });

  it('answers a retried attempt with its order, charging and selling once', async () => {
    const product = await poster(10);
    const buyer = await buildMember(server);
    const cart = await cartOf(buyer.userToken, product, 2);
    const attempt = { ...cart, stripeToken: 'tok_visa', idempotencyKey: 'store-retry-1' };
    const first = await store.checkout(buyer.userToken, attempt);
    const again = await store.checkout(buyer.userToken, attempt);
    expect(first.body.code).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await chargesFor(`store:${buyer.userId}:store-retry-1`)).toHaveLength(1);
    expect(await readOutbox(server, buyer.email)).toHaveLength(1);
    expect(await stockOf(product)).toBe(8);
    const orders = await server.api.get<Page<StoreOrder>>('/api/store/v1/orders', { token: buyer.userToken });
    expect(orders.body.data.pagination.total).toBe(1);
  });

  it('answers a retried declined attempt with the same decline, the processor asked once', async () => {
    const product = await poster(5);
    const buyer = await buildMember(server);
    const cart = await cartOf(buyer.userToken, product, 1);
    const attempt = { ...cart, stripeToken: 'tok_chargeDeclined', idempotencyKey: 'store-declined-1' };
    expectRefused(await store.checkout(buyer.userToken, attempt), 'CardDeclined');
    expectRefused(await store.checkout(buyer.userToken, attempt), 'CardDeclined');
    expect(await chargesFor(`store:${buyer.userId}:store-declined-1`)).toEqual([
      { amountCents: 2259, currency: 'cad', status: 'declined' },
    ]);
    expect(await stockOf(product)).toBe(5);
  });

  it('pays with a saved card of the buyer (cId)', async () => {
    const buyer = await buildMember(server);
    const event = await createEventThroughApi(server, seller, { type: 'Donate' });
    await server.api.post(
      '/api/purchase/v1/donateByToken',
      { eventId: event.id, token: 'tok_visa', amountInCent: 100, isSave: true },
      { token: buyer.userToken },
    );
    const cards = await server.api.get<{ list: SavedCardView[] }>('/api/purchase/v1/myCards', {
      token: buyer.userToken,
    });
    const cId = cards.body.data.list[0]?.cId;
    const product = await poster();
    const cart = await cartOf(buyer.userToken, product, 1);
    const paid = await store.checkout(buyer.userToken, { ...cart, cId });
    expect(paid.body.data).toMatchObject({ totalPrice: 2259, email: buyer.email });
  });
});

describe('no overselling', () => {
  it(
    'sells exactly 10 to 30 concurrent checkouts of a variant with stock 10',
    { timeout: 120_000 },
    async () => {
      const product = await poster(10);
      const buyers = await Promise.all(Array.from({ length: 30 }, () => buildMember(server)));
      const carts = await Promise.all(buyers.map((buyer) => cartOf(buyer.userToken, product, 1)));
      const answers = await Promise.all(
        buyers.map((buyer, index) =>
          store.checkout(buyer.userToken, { ...carts[index], stripeToken: 'tok_visa' }),
        ),
      );
      const codes = answers.map((answer) => answer.body.code);
      expect(codes.filter((code) => code === 200)).toHaveLength(10);
      expect(codes.filter((code) => code === 15004)).toHaveLength(20);
      expect(await stockOf(product)).toBe(0);
    },
  );
});

describe('GET /api/store/v1/orders and /order', () => {
  it("pages the caller's paid orders newest first and shows one, to its buyer only", async () => {
    const product = await poster(null);
    const buyer = await buildMember(server);
    const paidIds: string[] = [];
    for (const count of [1, 2]) {
      const cart = await cartOf(buyer.userToken, product, count);
      const { body } = await store.checkout(buyer.userToken, { ...cart, stripeToken: 'tok_visa' });
      paidIds.push(body.data.storeOrderId);
    }
    const declined = await cartOf(buyer.userToken, product, 3);
    await store.checkout(buyer.userToken, { ...declined, stripeToken: 'tok_chargeDeclined' });
    const { body } = await server.api.get<Page<StoreOrder>>('/api/store/v1/orders', {
      token: buyer.userToken,
      query: { page: '1', pageSize: '1' },
    });
    expect(body.data.list.map((order) => order.storeOrderId)).toEqual([paidIds[1]]);
    expect(body.data.pagination).toEqual({ page: 1, pageSize: 1, total: 2, hasNextPage: true });
    const query = { storeOrderId: paidIds[0] ?? '' };
    const detail = await server.api.get<StoreOrder>('/api/store/v1/order', { token: buyer.userToken, query });
    expect(detail.body.data).toMatchObject({ storeOrderId: paidIds[0], lineItemCount: 1, totalPrice: 2259 });
    const stranger = await buildMember(server);
    expectRefused(
      await server.api.get('/api/store/v1/order', { token: stranger.userToken, query }),
      'NotFound',
    );
  });

  it('keeps what was bought at its price after the product changes or is deleted', async () => {
    const product = await poster(null);
    const buyer = await buildMember(server);
    const cart = await cartOf(buyer.userToken, product, 1);
    const { body } = await store.checkout(buyer.userToken, { ...cart, stripeToken: 'tok_visa' });
    await store.deleteProduct(seller.userToken, product.storeProductId);
    const detail = await server.api.get<StoreOrder>('/api/store/v1/order', {
      token: buyer.userToken,
      query: { storeOrderId: body.data.storeOrderId },
    });
    expect(detail.body.data).toEqual(body.data);
  });
});
