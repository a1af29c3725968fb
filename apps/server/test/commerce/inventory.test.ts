import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type Coupon, type EventView, type InventoryView, type Page } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildGuest, buildMember, grantRole, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { buyTicket, createPaidEvent, startWithEventOwner, type TicketPurchase } from './purchaseKit.ts';

let server: TestServer;
let owner: TestMember;
let stranger: TestMember;
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner());
  stranger = await buildMember(server);
});
afterAll(() => server.close());

const paidEvent = (fields: Record<string, unknown> = {}, publish = true) =>
  createPaidEvent(
    server,
    owner,
    {
      title: 'Inventory show',
      tickets: [{ type: 'General', price: '20', min: 1, max: 4, total: 5 }],
      ...fields,
    },
    { publish },
  );

const addInventory = (fields: Record<string, unknown>, token = owner.userToken) =>
  server.api.post<InventoryView>(
    '/api/purchase/v1/inventory',
    { type: 'VIP', price: '25.50', total: '10', ...fields },
    { token },
  );
const getInventory = (id: string, token?: string) =>
  server.api.get<InventoryView>(`/api/purchase/v1/inventory/${id}`, { token });
const listInventories = (query: Record<string, string>, token?: string) =>
  server.api.get<Page<InventoryView>>('/api/purchase/v1/inventory', { token, query });
const deleteInventory = (id: string, token = owner.userToken) =>
  server.api.request<{ id: string; deleted: true }>('DELETE', `/api/purchase/v1/inventory/${id}`, { token });
const editTicket = (fields: Record<string, unknown>, token = owner.userToken) =>
  server.api.post<InventoryView>('/api/events/v1/editTicket', fields, { token });
const buy = (buyer: TestMember, fields: TicketPurchase) =>
  buyTicket(server, buyer, { rawPrice: 20, finalPrice: 20, ...fields });
const tierOf = async (event: EventView, type = 'General') => {
  const { body } = await listInventories({ eventId: event.id }, owner.userToken);
  const tier = body.data.list.find((inventory) => inventory.type === type);
  if (!tier) throw new Error(`no tier ${type}`);
  return tier;
};

describe('POST /api/purchase/v1/inventory (spec 000 §3 inventory: eventId, type, price, total)', () => {
  it('adds a tier to the event, with the §5 conversions and one ticket per order by default', async () => {
    const event = await paidEvent();
    const { body } = await addInventory({ eventId: event.id, total: '10.9' });
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: expect.any(String),
      eventId: event.id,
      type: 'VIP',
      price: 25.5,
      min: 1,
      max: 1,
      total: 10,
      sold: 0,
      available: 10,
    });
    const tiers = await server.api.get<Page<{ id: string; type: string }>>(`/api/eventsvc/${event.id}/tiers`);
    expect(tiers.body.data.list.map((tier) => tier.type)).toEqual(['General', 'VIP']);
    const withLimits = await addInventory({ eventId: event.slug, type: 'Group', min: 2, max: '6' });
    expect(withLimits.body.data).toMatchObject({ eventId: event.id, min: 2, max: 6 });
  });

  it('refuses invalid tiers with the tier messages (4000) and a type the event sells (4009)', async () => {
    const event = await paidEvent();
    expectInvalid(await addInventory({ eventId: event.id, price: '1.234' }), 'price', Messages.invalidPrice);
    expectInvalid(
      await addInventory({ eventId: event.id, total: 'ten' }),
      'total',
      Messages.wholeNumberRequired,
    );
    expectInvalid(await addInventory({ eventId: event.id, min: 3, max: 2 }), 'min', Messages.tierMinAboveMax);
    expectRefused(
      await addInventory({ eventId: event.id, type: 'General' }),
      'Conflict',
      Messages.tierTypeTaken,
    );
  });

  it('is for the event editors: the owner and hosts', async () => {
    const event = await paidEvent();
    expectRefused(await addInventory({ eventId: event.id }, stranger.userToken), 'NotEventOwner');
    const guest = await buildGuest(server, event.id);
    expectRefused(await addInventory({ eventId: event.id }, guest.userToken), 'LoginRequired');
    expectRefused(await addInventory({ eventId: 'no-such-event' }), 'NotFound');
    const host = await buildMember(server);
    await grantRole(server, owner, event.id, host, 'host');
    expect((await addInventory({ eventId: event.id }, host.userToken)).body.code).toBe(200);
  });
});

describe('GET /api/purchase/v1/inventory/:id and ?eventId', () => {
  it('shows total, sold and available to whoever may see the event', async () => {
    const event = await paidEvent();
    const tier = await tierOf(event);
    const buyer = await buildMember(server);
    expect(
      (await buy(buyer, { eventId: event.id, quantity: 2, rawPrice: 40, finalPrice: 40 })).body.code,
    ).toBe(200);
    const guest = await buildGuest(server, event.id);
    for (const token of [undefined, guest.userToken, stranger.userToken]) {
      const { body } = await getInventory(tier.id, token);
      expect(body.code).toBe(200);
      expect(body.data).toMatchObject({
        id: tier.id,
        type: 'General',
        price: 20,
        total: 5,
        sold: 2,
        available: 3,
      });
    }
    expectRefused(await getInventory('no-such-tier'), 'NotFound');
  });

  it('lists the event tiers in their order, a page at a time', async () => {
    const event = await paidEvent();
    await addInventory({ eventId: event.id });
    await addInventory({ eventId: event.id, type: 'Backstage' });
    const all = await listInventories({ eventId: event.id });
    expect(all.body.data.list.map((tier) => tier.type)).toEqual(['General', 'VIP', 'Backstage']);
    expect(all.body.data.pagination).toEqual({ page: 1, pageSize: 20, total: 3, hasNextPage: false });
    const second = await listInventories({ eventId: event.id, page: '2', pageSize: '2' });
    expect(second.body.data.list.map((tier) => tier.type)).toEqual(['Backstage']);
    expect(second.body.data.pagination).toEqual({ page: 2, pageSize: 2, total: 3, hasNextPage: false });
    const tooBig = await listInventories({ eventId: event.id, pageSize: '500' });
    expect(tooBig.body).toMatchObject({ code: 4000, message: expect.stringMatching(/^pageSize: /) });
  });

  it('keeps private and draft events to those who may see them', async () => {
    const hidden = await paidEvent({ visibility: 'private' });
    const tier = await tierOf(hidden);
    expectRefused(await getInventory(tier.id, stranger.userToken), 'PrivateEventNotInvited');
    expectRefused(await getInventory(tier.id), 'PrivateEvent');
    expectRefused(
      await listInventories({ eventId: hidden.id }, stranger.userToken),
      'PrivateEventNotInvited',
    );
    expect((await getInventory(tier.id, owner.userToken)).body.code).toBe(200);
    const draft = await paidEvent({}, false);
    const draftTier = await tierOf(draft);
    expectRefused(await getInventory(draftTier.id, stranger.userToken), 'NotFound');
  });
});

describe('DELETE /api/purchase/v1/inventory/:id', () => {
  it('deletes a tier nobody bought, for the editors only', async () => {
    const event = await paidEvent();
    const added = await addInventory({ eventId: event.id });
    expectRefused(await deleteInventory(added.body.data.id, stranger.userToken), 'NotEventOwner');
    const { body } = await deleteInventory(added.body.data.id);
    expect(body).toMatchObject({ code: 200, data: { id: added.body.data.id, deleted: true } });
    expectRefused(await getInventory(added.body.data.id), 'NotFound');
    expectRefused(await deleteInventory(added.body.data.id), 'NotFound');
  });

  it('refuses a tier with tickets sold (4009): the tickets point at it', async () => {
    const event = await paidEvent();
    const tier = await tierOf(event);
    const buyer = await buildMember(server);
    expect((await buy(buyer, { eventId: event.id })).body.code).toBe(200);
    expectRefused(await deleteInventory(tier.id), 'Conflict', Messages.tierHasSales);
    expect((await getInventory(tier.id)).body.data).toMatchObject({ sold: 1, available: 4 });
  });
});

describe('POST /api/events/v1/editTicket', () => {
  it('changes the price, and the next purchase is at the new price', async () => {
    const event = await paidEvent();
    const tier = await tierOf(event);
    const { body } = await editTicket({ eventId: event.id, tierId: tier.id, price: '30.5' });
    expect(body.data).toEqual({ ...tier, price: 30.5 });
    const buyer = await buildMember(server);
    expectRefused(await buy(buyer, { eventId: event.id }), 'PriceMismatch');
    const bought = await buy(buyer, { eventId: event.id, rawPrice: 30.5, finalPrice: '30.50' });
    expect(bought.body.data).toMatchObject({ type: 'General', price: 30.5 });
  });

  it('keeps the tickets sold: the total may not fall below them', async () => {
    const event = await paidEvent();
    const tier = await tierOf(event);
    const buyer = await buildMember(server);
    expect(
      (await buy(buyer, { eventId: event.id, quantity: 3, rawPrice: 60, finalPrice: 60 })).body.code,
    ).toBe(200);
    expectInvalid(
      await editTicket({ eventId: event.id, tierId: tier.id, total: 2 }),
      'total',
      Messages.tierTotalBelowSold,
    );
    const { body } = await editTicket({ eventId: event.id, tierId: tier.id, total: '3' });
    expect(body.data).toMatchObject({ total: 3, sold: 3, available: 0 });
    const late = await buildMember(server);
    expectRefused(await buy(late, { eventId: event.id }), 'SoldOut');
    const raised = await editTicket({ eventId: event.id, tierId: tier.id, total: 8 });
    expect(raised.body.data).toMatchObject({ total: 8, sold: 3, available: 5 });
    expect((await buy(late, { eventId: event.id })).body.code).toBe(200);
  });

  it('checks the changed tier as a new one (spec 000 §5)', async () => {
    const event = await paidEvent();
    const tier = await tierOf(event);
    const edit = (fields: Record<string, unknown>) =>
      editTicket({ eventId: event.id, tierId: tier.id, ...fields });
    expectInvalid(await edit({ price: '12.345' }), 'price', Messages.invalidPrice);
    expectInvalid(await edit({ max: 'x' }), 'max', Messages.wholeNumberRequired);
    // The minimum may not pass the maximum, the one already saved included.
    expectInvalid(await edit({ min: 5 }), 'min', Messages.tierMinAboveMax);
    expect((await edit({ min: '2.9', max: 6 })).body.data).toMatchObject({ min: 2, max: 6 });
    expect((await getInventory(tier.id)).body.data).toMatchObject({ min: 2, max: 6, price: 20 });
  });

  it('renames a tier unless the event sells that type already', async () => {
    const event = await paidEvent();
    const tier = await tierOf(event);
    await addInventory({ eventId: event.id });
    expectRefused(
      await editTicket({ eventId: event.id, tierId: tier.id, type: 'VIP' }),
      'Conflict',
      Messages.tierTypeTaken,
    );
    expect(
      (await editTicket({ eventId: event.id, tierId: tier.id, type: 'Early bird' })).body.data.type,
    ).toBe('Early bird');
    const buyer = await buildMember(server);
    expectRefused(
      await buy(buyer, { eventId: event.id }),
      'InvalidRequest',
      'type: This ticket type does not exist',
    );
    expect((await buy(buyer, { eventId: event.id, type: 'Early bird' })).body.code).toBe(200);
  });

  it('is for the editors of the tier event', async () => {
    const event = await paidEvent();
    const other = await paidEvent();
    const tier = await tierOf(event);
    expectRefused(
      await editTicket({ eventId: event.id, tierId: tier.id, price: 1 }, stranger.userToken),
      'NotEventOwner',
    );
    const guest = await buildGuest(server, event.id);
    expectRefused(
      await editTicket({ eventId: event.id, tierId: tier.id, price: 1 }, guest.userToken),
      'LoginRequired',
    );
    expectRefused(await editTicket({ eventId: other.id, tierId: tier.id, price: 1 }), 'NotFound');
    expectRefused(await editTicket({ eventId: event.id, tierId: 'no-such-tier', price: 1 }), 'NotFound');
    expect((await getInventory(tier.id)).body.data.price).toBe(20);
  });
});

describe('coupons as REST resources (POST, GET by eventId, DELETE by id)', () => {
  const addCoupon = (fields: Record<string, unknown>, token = owner.userToken) =>
    server.api.post<Coupon>('/api/purchase/v1/coupons', { type: 'percent', value: 10, ...fields }, { token });
  const listCoupons = (query: Record<string, string>, token = owner.userToken) =>
    server.api.get<Page<Coupon>>('/api/purchase/v1/coupons', { token, query });
  const deleteCoupon = (id: string, token = owner.userToken) =>
    server.api.request<{ couponId: string; deleted: true }>('DELETE', `/api/purchase/v1/coupons/${id}`, {
      token,
    });

  it('adds, lists a page at a time and deletes the event coupons', async () => {
    const event = await paidEvent();
    const first = await addCoupon({ eventId: event.id, code: 'early', limited: true, count: 5 });
    expect(first.body.data).toMatchObject({ code: 'EARLY', type: 'percent', value: 10, availableCount: 5 });
    await addCoupon({ eventId: event.id, code: 'FIVE', type: 'amount', value: '5' });
    expectRefused(
      await addCoupon({ eventId: event.id, code: 'Early' }),
      'Conflict',
      'This coupon code already exists for this event',
    );
    const all = await listCoupons({ eventId: event.id });
    expect(all.body.data.list.map((coupon) => coupon.code)).toEqual(['EARLY', 'FIVE']);
    expect(all.body.data.pagination).toEqual({ page: 1, pageSize: 20, total: 2, hasNextPage: false });
    const firstPage = await listCoupons({ eventId: event.id, pageSize: '1' });
    expect(firstPage.body.data.list.map((coupon) => coupon.code)).toEqual(['EARLY']);
    expect(firstPage.body.data.pagination.hasNextPage).toBe(true);
    const { body } = await deleteCoupon(first.body.data.id);
    expect(body.data).toEqual({ couponId: first.body.data.id, deleted: true });
    expect((await listCoupons({ eventId: event.id })).body.data.list.map((coupon) => coupon.code)).toEqual([
      'FIVE',
    ]);
    expectRefused(await deleteCoupon(first.body.data.id), 'NotFound');
  });

  it('keeps coupons to the event editors', async () => {
    const event = await paidEvent();
    const added = await addCoupon({ eventId: event.id, code: 'MINE' });
    expectRefused(
      await addCoupon({ eventId: event.id, code: 'THEIRS' }, stranger.userToken),
      'NotEventOwner',
    );
    expectRefused(await listCoupons({ eventId: event.id }, stranger.userToken), 'NotEventOwner');
    expectRefused(await deleteCoupon(added.body.data.id, stranger.userToken), 'NotEventOwner');
    expect((await listCoupons({ eventId: event.id })).body.data.pagination.total).toBe(1);
  });
});
