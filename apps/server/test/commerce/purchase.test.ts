import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type EventView, type Order, type Page } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildGuest, buildMember, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import {
  buyTicket,
  createPaidEvent,
  startWithEventOwner,
  ticketsLeft,
  type Caller,
  type TicketPurchase,
} from './purchaseKit.ts';

const countryHeader = 'x-viewer-country';
let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner({ COUNTRY_HEADER: countryHeader }));
});
afterAll(() => server.close());

const paidEvent = (total = 50, price = '12.50') =>
  createPaidEvent(server, owner, {
    title: 'Paid show',
    tickets: [{ type: 'General', price, min: 1, max: 10, total }],
  });

const buy = (buyer: Caller, fields: TicketPurchase, headers: Record<string, string> = {}) =>
  buyTicket(server, buyer, { rawPrice: 12.5, finalPrice: '12.50', ...fields }, headers);

describe('POST /api/purchase/v1/stripe', () => {
  it('sells a ticket: the order, the ticket on the event and the tier stock', async () => {
    const event = await paidEvent();
    const buyer = await buildMember(server);
    const { body } = await buy(buyer, { eventId: event.id });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      eventId: event.id,
      eventTitle: 'Paid show',
      type: 'General',
      quantity: 1,
      price: 12.5,
      currency: 'usd',
      email: buyer.email,
    });
    const detail = await server.api.get<EventView>('/api/events/v1/detail', {
      token: buyer.userToken,
      query: { eventId: event.id },
    });
    expect(detail.body.data).toMatchObject({ hasTicket: true, canEnter: true });
    expect(await ticketsLeft(server, buyer, event.id)).toEqual([49]);
    expectRefused(await buy(buyer, { eventId: event.id }), 'TicketAlreadyPurchased');
  });

  it('sells several tickets at once for their sum', async () => {
    const event = await paidEvent();
    const buyer = await buildMember(server);
    const { body } = await buy(buyer, {
      eventId: event.id,
      quantity: 3,
      rawPrice: 37.5,
      finalPrice: 37.5,
    });
    expect(body.data).toMatchObject({ quantity: 3, price: 37.5 });
  });

  it('answers each purchase code of spec 000 §8', async () => {
    const event = await paidEvent(1);
    const buyer = await buildMember(server);
    const eventId = event.id;
    expectRefused(
      await buy(buyer, { eventId, currency: 'EUR' }),
      'UnsupportedCurrency',
      'Not supported currency',
    );
    expectRefused(await buy(buyer, { eventId, couponCode: 'NOPE' }), 'InvalidCoupon', 'Invalid coupon code');
    expectRefused(await buy(buyer, { eventId, finalPrice: 10 }), 'PriceMismatch', 'Price not match');
    expectRefused(await buy(buyer, { eventId, rawPrice: 'abc' }), 'PriceMismatch');
    expectRefused(
      await buy(buyer, { eventId, stripeToken: undefined }),
      'StripeTokenRequired',
      'Require stripe token',
    );
    const guest = await buildGuest(server, eventId);
    expectRefused(await buy(guest, { eventId }), 'EmailRequired', 'Require email');
    expectRefused(
      await buy(buyer, { eventId, quantity: 2, rawPrice: 25, finalPrice: 25 }),
      'SoldOut',
      'Sold out',
    );
    expect((await buy(guest, { eventId, email: 'guest@example.com' })).body.code).toBe(200);
    expectRefused(await buy(buyer, { eventId }), 'SoldOut');
  });

  it('refuses a blocked region (15003)', async () => {
    const event = await paidEvent();
    await server.api.post(
      `/api/eventsvc/${event.id}/restrictions`,
      { country: 'FR', title: 'France', allowed: false },
      { token: owner.userToken },
    );
    const buyer = await buildMember(server);
    expectRefused(
      await buy(buyer, { eventId: event.id }, { [countryHeader]: 'FR' }),
      'RestrictedArea',
      'Restricted area',
    );
    expect((await buy(buyer, { eventId: event.id }, { [countryHeader]: 'CA' })).body.code).toBe(200);
  });

  it.each([
    ['tok_chargeDeclined', Messages.cardDeclined],
    ['tok_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
    ['tok_chargeDeclinedExpiredCard', 'Your card has expired.'],
    ['tok_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect."],
  ])('answers 15010 for %s and gives the ticket back', async (stripeToken, message) => {
    const event = await paidEvent(1);
    const buyer = await buildMember(server);
    expectRefused(await buy(buyer, { eventId: event.id, stripeToken }), 'CardDeclined', message);
    expect((await buy(buyer, { eventId: event.id })).body.code).toBe(200);
  });

  it('quotes the spec declined message verbatim', async () => {
    const event = await paidEvent();
    const buyer = await buildMember(server);
    const { body } = await buy(buyer, { eventId: event.id, stripeToken: 'tok_chargeDeclined' });
    expect(body).toMatchObject({
      code: 15010,
      message: 'Unfortunately your card was declined. Please try using a different card.',
    });
  });

  it('answers a retried attempt with its order (key in the payload or the header), selling once', async () => {
    const event = await paidEvent();
    const buyer = await buildMember(server);
    const first = await buy(buyer, { eventId: event.id, idempotencyKey: 'attempt-0001' });
    const again = await buy(buyer, { eventId: event.id, idempotencyKey: 'attempt-0001' });
    expect(again.body).toEqual(first.body);
    const other = await buildMember(server);
    const byHeader = await buy(other, { eventId: event.id }, { 'Idempotency-Key': 'attempt-0002' });
    expect(await buy(other, { eventId: event.id }, { 'Idempotency-Key': 'attempt-0002' })).toMatchObject({
      body: byHeader.body,
    });
    const orders = await server.api.get<Page<Order>>('/api/order/v1/list', { token: buyer.userToken });
    expect(orders.body.data.pagination.total).toBe(1);
  });
});

describe('GET /api/order/v1/list and /detail', () => {
  it("lists the caller's paid orders newest first and shows one by ticket id", async () => {
    const buyer = await buildMember(server);
    const [first, second] = [await paidEvent(), await paidEvent()];
    const declined = await paidEvent();
    await buy(buyer, { eventId: first.id });
    const bought = await buy(buyer, { eventId: second.id });
    await buy(buyer, { eventId: declined.id, stripeToken: 'tok_chargeDeclined' });
    const { body } = await server.api.get<Page<Order>>('/api/order/v1/list', {
      token: buyer.userToken,
      query: { page: '1', pageSize: '1' },
    });
    expect(body.data.list.map((order) => order.eventId)).toEqual([second.id]);
    expect(body.data.pagination).toEqual({ page: 1, pageSize: 1, total: 2, hasNextPage: true });
    const detail = await server.api.get<Order>('/api/order/v1/detail', {
      token: buyer.userToken,
      query: { ticketId: bought.body.data.ticketId },
    });
    expect(detail.body.data).toEqual(bought.body.data);
    const stranger = await buildMember(server);
    expectRefused(
      await server.api.get('/api/order/v1/detail', {
        token: stranger.userToken,
        query: { ticketId: bought.body.data.ticketId },
      }),
      'NotFound',
    );
  });
});

describe('no overselling', () => {
  it('sells exactly 50 tickets to 200 concurrent buyers', { timeout: 120_000 }, async () => {
    const event = await paidEvent(50);
    const buyers = await Promise.all(Array.from({ length: 200 }, () => buildMember(server)));
    const answers = await Promise.all(
      buyers.map((buyer, index) => buy(buyer, { eventId: event.id, email: `buyer${index}@example.com` })),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(50);
    expect(codes.filter((code) => code === 15004)).toHaveLength(150);
    expect(await ticketsLeft(server, owner, event.id)).toEqual([0]);
  });
});
