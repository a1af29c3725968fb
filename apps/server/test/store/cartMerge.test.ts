import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateStoreProductRequest, StoreCart, StoreProduct, TokenAnswer } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildGuest, buildMember, memberPassword, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { startStoreServer, variantIdOf, type StoreApi } from './storeApi.ts';

let server: TestServer;
let store: StoreApi;
let seller: TestMember;
let otherSeller: TestMember;
beforeAll(async () => {
  ({ server, store, seller } = await startStoreServer());
  otherSeller = await buildMember(server);
});
afterAll(() => server.close());

type Variant = CreateStoreProductRequest['variants'][number];

const productOf = (variants: Variant[], owner: TestMember = seller): Promise<StoreProduct> =>
  store.productOf(owner.userToken, {
    ownerKind: 'influencer',
    ownerId: owner.userId,
    title: 'Poster',
    variants,
  });

const poster = () =>
  productOf([
    { name: 'A2', unitPrice: 1999, stock: 10 },
    { name: 'A3', unitPrice: 1250 },
  ]);

/** A cart's lines as `variantName × count`, in the cart's order. */
const linesOf = (cart: StoreCart) => cart.lineItems.map((line) => `${line.variantName} × ${line.count}`);

const cartOf = async (token: string) => (await store.cart(token)).body.data;

/** A visitor's guest session holding `count` of each variant given. */
async function guestWith(...items: Array<[variantId: string, count: number]>) {
  const guest = await buildGuest(server);
  for (const [variantId, count] of items) await store.cartWith(guest.userToken, variantId, count);
  return guest;
}

/** A member holding `count` of each variant given. */
async function memberWith(...items: Array<[variantId: string, count: number]>) {
  const member = await buildMember(server);
  for (const [variantId, count] of items) await store.cartWith(member.userToken, variantId, count);
  return member;
}

describe('a guest who registers keeps the cart (the account keeps the guest id)', () => {
  it('finds the cart in the new account; the converted guest token merges nothing', async () => {
    const product = await poster();
    const guest = await guestWith([variantIdOf(product), 2]);
    const before = await cartOf(guest.userToken);
    const { body } = await server.api.post<TokenAnswer>(
      '/api/passport/v1/register',
      {
        email: `${guest.uuid}@example.com`,
        password: memberPassword,
        dob: '1990-05-17',
        guestId: guest.uuid,
      },
      { token: guest.userToken },
    );
    expect(body.code).toBe(200);
    expect(await cartOf(body.data.userToken)).toEqual(before);
    expectRefused(await store.mergeCart(body.data.userToken, guest.userToken), 'Forbidden', notAGuestSession);
  });
});

const notAGuestSession = 'guestToken is not the token of a guest session';

describe('POST /api/store/v1/mergeCart (a guest logs in to an existing account)', () => {
  it("makes the guest's cart the member's when the member has none, and closes the guest's", async () => {
    const product = await poster();
    const guest = await guestWith([variantIdOf(product, 0), 2], [variantIdOf(product, 1), 1]);
    const member = await buildMember(server);
    const login = await server.api.post<TokenAnswer>('/api/passport/v1/login', {
      username: member.email,
      password: member.password,
    });
    const { body } = await store.mergeCart(login.body.data.userToken, guest.userToken);
    expect(body.code).toBe(200);
    expect(body.data.kept).toBe('all');
    expect(linesOf(body.data.cart)).toEqual(['A2 × 2', 'A3 × 1']);
    expect(body.data.cart).toMatchObject({
      lineItemCount: 3,
      totalPrice: 5930,
      metaData: { ownerKind: 'influencer', ownerId: seller.userId },
      webUrl: `https://limelight.example/store/influencer/${seller.userId}`,
    });
    expect(await cartOf(member.userToken)).toEqual(body.data.cart);
    expect(await cartOf(guest.userToken)).toMatchObject({ cartId: null, lineItems: [] });
  });

  it("adds the guest's lines to the member's cart of the same store, counts summed", async () => {
    const product = await poster();
    const member = await memberWith([variantIdOf(product, 0), 1]);
    const memberCart = await cartOf(member.userToken);
    const guest = await guestWith([variantIdOf(product, 1), 1], [variantIdOf(product, 0), 2]);
    const { body } = await store.mergeCart(member.userToken, guest.userToken);
    expect(body.data.kept).toBe('all');
    expect(body.data.cart.cartId).toBe(memberCart.cartId);
    expect(linesOf(body.data.cart)).toEqual(['A2 × 3', 'A3 × 1']);
  });

  it('caps counts by the stock left and 99 an item, and says that part was left out', async () => {
    const product = await productOf([
      { name: 'Limited', unitPrice: 500, stock: 5 },
      { name: 'Open', unitPrice: 500 },
      { name: 'Restocked', unitPrice: 500, stock: 10 },
    ]);
    const limited = variantIdOf(product, 0);
    const open = variantIdOf(product, 1);
    const restocked = variantIdOf(product, 2);
    const member = await memberWith([limited, 4], [open, 50]);
    const guest = await guestWith([limited, 3], [open, 60], [restocked, 3]);
    // Stock left can fall below what a cart holds after it was added.
    const updated = await store.updateProduct(seller.userToken, {
      storeProductId: product.storeProductId,
      variants: product.variants.map((variant) => ({
        ...variant,
        stock: variant.variantId === restocked ? 2 : variant.stock,
      })),
    });
    expect(updated.body.code).toBe(200);
    const { body } = await store.mergeCart(member.userToken, guest.userToken);
    expect(body.data.kept).toBe('part');
    expect(linesOf(body.data.cart)).toEqual(['Limited × 5', 'Open × 99', 'Restocked × 2']);
    expect(await cartOf(guest.userToken)).toMatchObject({ lineItems: [] });
  });

  it("stops at 50 different items and at the cart's largest total (CA$999,999.99)", async () => {
    const variants = (count: number, prefix: string): Variant[] =>
      Array.from({ length: count }, (_, index) => ({ name: `${prefix}${index}`, unitPrice: 100 }));
    const products = await Promise.all([
      productOf(variants(20, 'a')),
      productOf(variants(20, 'b')),
      productOf(variants(11, 'c')),
    ]);
    const ids = products.flatMap((product) => product.variants.map((variant) => variant.variantId));
    const [fits, over] = ids.slice(49);
    if (!fits || !over) throw new Error('51 variants expected');
    const member = await buildMember(server);
    for (const variantId of ids.slice(0, 49)) await store.cartWith(member.userToken, variantId, 1);
    const guest = await guestWith([fits, 1], [over, 1]);
    const { body } = await store.mergeCart(member.userToken, guest.userToken);
    expect(body.data.kept).toBe('part');
    expect(body.data.cart.lineItems).toHaveLength(50);
    expect(body.data.cart.lineItems.at(-1)?.variantName).toBe('c9');

    const dearest = await productOf([{ name: 'Gold', unitPrice: 9_999_999 }]);
    const rich = await memberWith([variantIdOf(dearest), 5]);
    const richGuest = await guestWith([variantIdOf(dearest), 5]);
    const merged = await store.mergeCart(rich.userToken, richGuest.userToken);
    expect(merged.body.data.kept).toBe('part');
    // 8 × CA$99,999.99 with 13% tax is CA$903,999.91; a ninth would pass CA$999,999.99.
    expect(linesOf(merged.body.data.cart)).toEqual(['Gold × 8']);
    expect(merged.body.data.cart.totalPrice).toBe(90_399_991);
  });

  it("keeps the member's cart when the guest's holds another store's items, and closes the guest's", async () => {
    const ours = await poster();
    const theirs = await productOf([{ name: 'Mug', unitPrice: 900 }], otherSeller);
    const member = await memberWith([variantIdOf(ours), 1]);
    const memberCart = await cartOf(member.userToken);
    const guest = await guestWith([variantIdOf(theirs), 2]);
    const { body } = await store.mergeCart(member.userToken, guest.userToken);
    expect(body.data).toEqual({ cart: memberCart, kept: 'member' });
    expect(await cartOf(guest.userToken)).toMatchObject({ lineItems: [] });
  });

  it('changes nothing when repeated, even when two merges run at once', async () => {
    const product = await poster();
    const member = await memberWith([variantIdOf(product), 1]);
    const guest = await guestWith([variantIdOf(product), 2]);
    const both = await Promise.all([
      store.mergeCart(member.userToken, guest.userToken),
      store.mergeCart(member.userToken, guest.userToken),
    ]);
    expect(both.map(({ body }) => body.code)).toEqual([200, 200]);
    const merged = await cartOf(member.userToken);
    expect(linesOf(merged)).toEqual(['A2 × 3']);
    const again = await store.mergeCart(member.userToken, guest.userToken);
    expect(again.body.data).toEqual({ cart: merged, kept: 'all' });
  });

  it('answers 4009 while the guest cart is being paid for, and leaves both carts as they were', async () => {
    const product = await poster();
    const member = await buildMember(server);
    const guest = await guestWith([variantIdOf(product), 2]);
    const guestCart = await cartOf(guest.userToken);
    await server.limelight.db
      .updateTable('storeCarts')
      .set({ status: 'checkout' })
      .where('id', '=', guestCart.cartId ?? '')
      .execute();
    const refused = await store.mergeCart(member.userToken, guest.userToken);
    expectRefused(refused, 'Conflict', 'Your cart is being paid for');
    expect(refused.body.data).toEqual({ reason: 'inCheckout' });
    expect(await cartOf(guest.userToken)).toEqual(guestCart);
    expect(await cartOf(member.userToken)).toMatchObject({ cartId: null, lineItems: [] });
  });

  it("refuses (4003) a token that is not a live guest session's, and keeps the guest's cart", async () => {
    const product = await poster();
    const member = await buildMember(server);
    const someoneElse = await buildMember(server);
    const guest = await guestWith([variantIdOf(product), 1]);
    const expiredGuestToken = await new SignJWT({ kind: 'guest', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'access' })
      .setSubject(guest.uuid)
      .setIssuer('limelight')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode('test-secret-of-at-least-thirty-two-characters'));
    for (const token of ['not-a-token', member.userToken, someoneElse.userToken, expiredGuestToken])
      expectRefused(await store.mergeCart(member.userToken, token), 'Forbidden', notAGuestSession);
    expect(linesOf(await cartOf(guest.userToken))).toEqual(['A2 × 1']);

    // Members only, and the token is required.
    expectRefused(await store.mergeCart(guest.userToken, guest.userToken), 'LoginRequired');
    const missing = await server.api.post('/api/store/v1/mergeCart', {}, { token: member.userToken });
    expect(missing.body.code).toBe(4000);
  });
});
