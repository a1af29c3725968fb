import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateStoreProductRequest, Page, Store, StoreProduct } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildGuest, buildMember, createEventThroughApi, grantRole, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { createRoomThroughApi, editRoomThroughApi } from '../rooms/roomFactories.ts';
import { startStoreServer, variantIdOf, type StoreApi } from './storeApi.ts';

let server: TestServer;
let store: StoreApi;
let influencer: TestMember;
let stranger: TestMember;
beforeAll(async () => {
  ({ server, store, seller: influencer } = await startStoreServer());
  stranger = await buildMember(server);
});
afterAll(() => server.close());

const tee = (ownerKind: 'event' | 'room' | 'influencer', ownerId: string): CreateStoreProductRequest => ({
  ownerKind,
  ownerId,
  title: 'Tour tee',
  description: 'Soft cotton',
  variants: [
    { name: 'M', unitPrice: 2500, stock: 10 },
    { name: 'L', unitPrice: 2700 },
  ],
});

const listing = (ownerKind: string, ownerId: string, token?: string, page?: Record<string, string>) =>
  server.api.get<Page<StoreProduct> & { store: Store }>('/api/store/v1/products', {
    ...(token ? { token } : {}),
    query: { ownerKind, ownerId, ...page },
  });

describe('influencer stores: only that member manages them', () => {
  it('creates a product with its variants, in CAD cents', async () => {
    const { body } = await store.createProduct(influencer.userToken, tee('influencer', influencer.userId));
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      ownerKind: 'influencer',
      ownerId: influencer.userId,
      eventId: null,
      title: 'Tour tee',
      description: 'Soft cotton',
      image: null,
      active: true,
      currency: 'CAD',
      variants: [
        { name: 'M', unitPrice: 2500, stock: 10 },
        { name: 'L', unitPrice: 2700, stock: null },
      ],
    });
  });

  it("refuses another member (4003) and a guest (10002) in someone's store", async () => {
    expectRefused(
      await store.createProduct(stranger.userToken, tee('influencer', influencer.userId)),
      'Forbidden',
    );
    const guest = await buildGuest(server);
    expectRefused(
      await store.createProduct(guest.userToken, tee('influencer', influencer.userId)),
      'LoginRequired',
    );
    expectRefused(await store.createProduct(stranger.userToken, tee('influencer', 'nobody')), 'NotFound');
  });

  it('lets the owner change and delete a product, and nobody else', async () => {
    const product = await store.productOf(influencer.userToken, tee('influencer', influencer.userId));
    const changes = { storeProductId: product.storeProductId, title: 'Tour hoodie' };
    expectRefused(await store.updateProduct(stranger.userToken, changes), 'Forbidden');
    expectRefused(await store.deleteProduct(stranger.userToken, product.storeProductId), 'Forbidden');
    const updated = await store.updateProduct(influencer.userToken, changes);
    expect(updated.body.data.title).toBe('Tour hoodie');
    expect((await store.deleteProduct(influencer.userToken, product.storeProductId)).body.data).toEqual({
      storeProductId: product.storeProductId,
      deleted: true,
    });
    expectRefused(
      await server.api.get('/api/store/v1/product', { query: { storeProductId: product.storeProductId } }),
      'NotFound',
    );
  });
});

describe('event stores: the event editors manage them', () => {
  it('lets the creator and a host manage, and answers 11030 to others', async () => {
    const creator = await buildMember(server);
    const host = await buildMember(server);
    const event = await createEventThroughApi(server, creator);
    await grantRole(server, creator, event.id, host, 'host');
    const byCreator = await store.productOf(creator.userToken, tee('event', event.slug));
    expect(byCreator).toMatchObject({ ownerKind: 'event', ownerId: event.id, eventId: event.id });
    expect((await store.createProduct(host.userToken, tee('event', event.id))).body.code).toBe(200);
    expectRefused(await store.createProduct(stranger.userToken, tee('event', event.id)), 'NotEventOwner');
    expectRefused(
      await store.updateProduct(stranger.userToken, {
        storeProductId: byCreator.storeProductId,
        active: false,
      }),
      'NotEventOwner',
    );
    const { body } = await listing('event', event.id, host.userToken);
    expect(body.data.store).toEqual({
      ownerKind: 'event',
      ownerId: event.id,
      name: 'Jazz night',
      canManage: true,
      webUrl: `https://limelight.example/store/event/${event.id}`,
    });
    expect(body.data.pagination.total).toBe(2);
  });

  it("follows the event's visibility: a private event's store is refused to the uninvited", async () => {
    const creator = await buildMember(server);
    const event = await createEventThroughApi(server, creator, { visibility: 'private' });
    await store.productOf(creator.userToken, tee('event', event.id));
    expectRefused(await listing('event', event.id, stranger.userToken), 'PrivateEventNotInvited');
    expectRefused(await listing('event', event.id), 'PrivateEvent');
    const draft = await createEventThroughApi(server, creator, {}, { publish: false });
    expectRefused(await listing('event', draft.id, stranger.userToken), 'NotFound');
  });
});

describe('room stores: the room owner manages them', () => {
  it("lets the room's owner sell, refuses another member (11030), and answers 4004 for no room", async () => {
    const { body: room } = await server.api.post<{ id: string }>(
      '/api/room/v1/createRoom',
      { title: 'Merch room', privateLevel: 1, label: '13' },
      { token: influencer.userToken },
    );
    expect(room.code).toBe(200);
    const created = await store.createProduct(influencer.userToken, tee('room', room.data.id));
    expect(created.body.data).toMatchObject({
      ownerKind: 'room',
      ownerId: room.data.id,
      eventId: room.data.id,
    });
    expectRefused(await store.createProduct(stranger.userToken, tee('room', room.data.id)), 'NotEventOwner');
    const shown = await listing('room', room.data.id, influencer.userToken);
    expect(shown.body.data.store).toMatchObject({ canManage: true });
    expect(shown.body.data.list.map((product) => product.title)).toEqual(['Tour tee']);
    expect((await listing('room', room.data.id, stranger.userToken)).body.data.store).toMatchObject({
      canManage: false,
    });
    expectRefused(await store.createProduct(influencer.userToken, tee('room', 'no-such-room')), 'NotFound');
    expectRefused(await listing('room', 'no-such-room', influencer.userToken), 'NotFound');
  });

  it("follows the room's privacy: a private room's store is its owner's, subscribers' and invitees' alone", async () => {
    const [fan, invitee, buyer] = await Promise.all([
      buildMember(server),
      buildMember(server),
      buildMember(server),
    ]);
    const room = await createRoomThroughApi(server, influencer, {
      privateLevel: 1,
      friendList: [invitee.userId],
    });
    const product = await store.productOf(influencer.userToken, tee('room', room.id));
    const subscribed = await server.api.post(
      '/api/room/v1/subscribe',
      { eventId: room.id, subscribe: 1 },
      { token: fan.userToken },
    );
    expect(subscribed.body.code).toBe(200);
    // While the room is public anyone may fill a cart; it turns private before the buyer pays.
    const { cartId, totalPrice } = await store.cartWith(buyer.userToken, variantIdOf(product), 1);
    await editRoomThroughApi(server, influencer, room.id, 'privateLevel', 2);

    const productOf = (token?: string) =>
      server.api.get<StoreProduct>('/api/store/v1/product', {
        ...(token ? { token } : {}),
        query: { storeProductId: product.storeProductId },
      });
    const payment = { cartId, totalPrice, stripeToken: 'tok_visa' };
    const guest = await buildGuest(server);
    // The refusal of a store that does not exist, so that trying ids reveals no private room.
    for (const token of [stranger.userToken, guest.userToken, undefined]) {
      expectRefused(await listing('room', room.id, token), 'NotFound');
      expectRefused(await productOf(token), 'NotFound');
    }
    expectRefused(await store.addLineItem(stranger.userToken, variantIdOf(product)), 'NotFound');
    expectRefused(await store.createProduct(stranger.userToken, tee('room', room.id)), 'NotFound');
    expectRefused(await store.checkout(buyer.userToken, payment), 'NotFound');

    for (const member of [influencer, fan, invitee]) {
      const shown = await listing('room', room.id, member.userToken);
      expect(shown.body.data.list.map((listed) => listed.storeProductId)).toEqual([product.storeProductId]);
      expect(shown.body.data.store.canManage).toBe(member === influencer);
      expect((await productOf(member.userToken)).body.code).toBe(200);
    }
    expect((await store.addLineItem(fan.userToken, variantIdOf(product))).body.code).toBe(200);
    expectRefused(await store.createProduct(invitee.userToken, tee('room', room.id)), 'NotEventOwner');

    // Public again, the same payment goes through: the refusal was the room's privacy, not the cart.
    await editRoomThroughApi(server, influencer, room.id, 'privateLevel', 1);
    expect((await store.checkout(buyer.userToken, payment)).body.code).toBe(200);
  });
});

describe('GET /api/store/v1/products and /product', () => {
  it('pages the products newest first, for anyone, with canManage for the owner only', async () => {
    const seller = await buildMember(server);
    for (const title of ['First', 'Second', 'Third'])
      await store.productOf(seller.userToken, { ...tee('influencer', seller.userId), title });
    const { body } = await listing('influencer', seller.userId, undefined, { page: '1', pageSize: '2' });
    expect(body.data.list.map((product) => product.title)).toEqual(['Third', 'Second']);
    expect(body.data.pagination).toEqual({ page: 1, pageSize: 2, total: 3, hasNextPage: true });
    expect(body.data.store).toMatchObject({ canManage: false, name: `user_${seller.userId}` });
    const own = await listing('influencer', seller.userId, seller.userToken);
    expect(own.body.data.store.canManage).toBe(true);
  });

  it('shows an inactive product to the managers only', async () => {
    const seller = await buildMember(server);
    const hidden = await store.productOf(seller.userToken, {
      ...tee('influencer', seller.userId),
      active: false,
    });
    expect((await listing('influencer', seller.userId, stranger.userToken)).body.data.list).toEqual([]);
    expect((await listing('influencer', seller.userId, seller.userToken)).body.data.list).toHaveLength(1);
    const query = { storeProductId: hidden.storeProductId };
    expectRefused(
      await server.api.get('/api/store/v1/product', { token: stranger.userToken, query }),
      'NotFound',
    );
    const seen = await server.api.get<StoreProduct>('/api/store/v1/product', {
      token: seller.userToken,
      query,
    });
    expect(seen.body.data).toEqual(hidden);
  });

  it('refuses bad paging and an unknown kind of store with 4000', async () => {
    expectInvalid(
      await listing('influencer', influencer.userId, undefined, { pageSize: '101' }),
      'pageSize',
      'Too big: expected number to be <=100',
    );
    expect((await listing('shop', influencer.userId)).body.code).toBe(4000);
  });
});

describe('product rules', () => {
  it.each<[Partial<CreateStoreProductRequest>, string, string]>([
    [{ title: ' ' }, 'title', 'Please enter a title'],
    [{ variants: [] }, 'variants', 'A product needs at least one variant'],
    [{ variants: [{ name: 'M', unitPrice: 49 }] }, 'variants.0.unitPrice', 'Please enter a valid price'],
    [
      { variants: [{ name: 'M', unitPrice: 500, stock: 1.5 }] },
      'variants.0.stock',
      'Please enter a whole number',
    ],
    [{ image: 'javascript:alert(1)' }, 'image', 'The url is invalid'],
  ])('refuses %j with 4000', async (change, field, message) => {
    expectInvalid(
      await store.createProduct(influencer.userToken, { ...tee('influencer', influencer.userId), ...change }),
      field,
      message,
    );
  });

  it('replaces the variants: updates listed ones, adds new ones, removes the others', async () => {
    const product = await store.productOf(influencer.userToken, tee('influencer', influencer.userId));
    const { body } = await store.updateProduct(influencer.userToken, {
      storeProductId: product.storeProductId,
      variants: [
        { variantId: variantIdOf(product, 1), name: 'XL', unitPrice: 3000, stock: 2 },
        { name: 'S', unitPrice: 2000 },
      ],
    });
    expect(body.data.variants).toMatchObject([
      { variantId: variantIdOf(product, 1), name: 'XL', unitPrice: 3000, stock: 2 },
      { name: 'S', unitPrice: 2000, stock: null },
    ]);
    const other = await store.productOf(stranger.userToken, tee('influencer', stranger.userId));
    expectInvalid(
      await store.updateProduct(influencer.userToken, {
        storeProductId: product.storeProductId,
        variants: [{ variantId: variantIdOf(other), name: 'M', unitPrice: 2500 }],
      }),
      'variants',
      'This variant is not one of the product',
    );
  });

  it('takes a stored file as the image and clears it with null', async () => {
    const product = await store.productOf(influencer.userToken, {
      ...tee('influencer', influencer.userId),
      image: '/files/uploads/tee.jpg',
    });
    expect(product.image).toBe('/files/uploads/tee.jpg');
    const cleared = await store.updateProduct(influencer.userToken, {
      storeProductId: product.storeProductId,
      image: null,
    });
    expect(cleared.body.data.image).toBeNull();
  });
});
