import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, SavedCardView } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import {
  buyTicket,
  chargeIdOf,
  createPaidEvent,
  startWithEventOwner,
  type TicketPurchase,
} from './purchaseKit.ts';

let server: TestServer;
let owner: TestMember;
const startAt = '2031-06-01T19:00:00.000Z';
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner());
});
afterAll(() => server.close());

const paidEvent = () =>
  createPaidEvent(server, owner, {
    title: 'Receipt show',
    startAt,
    endAt: '2031-06-01T22:00:00.000Z',
    tickets: [{ type: 'Balcony', price: '20', min: 1, max: 10, total: 50 }],
  });

// No card unless the test gives one: a saved card (cId) pays alone.
const buy = (buyer: TestMember, fields: TicketPurchase) =>
  buyTicket(server, buyer, {
    type: 'Balcony',
    rawPrice: 20,
    finalPrice: 20,
    stripeToken: undefined,
    ...fields,
  });

/** Saves a test card for a member the way the web app does: a donation that keeps the card. */
async function saveCard(member: TestMember, eventId: string): Promise<string> {
  await server.api.post(
    '/api/purchase/v1/donateByToken',
    { eventId, token: 'tok_visa', amountInCent: 100, isSave: true },
    { token: member.userToken },
  );
  const cards = await server.api.get<{ list: SavedCardView[] }>('/api/purchase/v1/myCards', {
    token: member.userToken,
  });
  const [card] = cards.body.data.list;
  if (!card) throw new Error('no card saved');
  return card.cId;
}

describe('GET /api/order/v1/detail: the receipt', () => {
  it('shows the tier, unit price, coupon, total, paid time, event start, status and pass', async () => {
    const event = await paidEvent();
    await server.api.post(
      '/api/events/v1/addCoupon',
      { eventId: event.id, code: 'half', type: 'percent', value: 50 },
      { token: owner.userToken },
    );
    const buyer = await buildMember(server);
    const bought = await buy(buyer, {
      eventId: event.id,
      quantity: 3,
      rawPrice: 60,
      finalPrice: 30,
      couponCode: 'half',
      stripeToken: 'tok_visa',
    });
    const { body } = await server.api.get<Order>('/api/order/v1/detail', {
      token: buyer.userToken,
      query: { ticketId: bought.body.data.ticketId },
    });
    expect(body.data).toMatchObject({
      eventTitle: 'Receipt show',
      eventStartAt: startAt,
      kind: 'ticket',
      type: 'Balcony',
      quantity: 3,
      unitPrice: 20,
      couponCode: 'HALF',
      price: 30,
      currency: 'usd',
      status: 'paid',
      refundedAt: null,
    });
    expect(body.data.passId).toMatch(/^[\w-]{43}$/);
    expect(Date.parse(body.data.paidAt ?? '')).toBeGreaterThanOrEqual(Date.parse(body.data.createdAt));
  });
});

describe('POST /api/purchase/v1/stripe with a saved card (cId)', () => {
  it('pays with the card the buyer saved, no token needed', async () => {
    const event = await paidEvent();
    const buyer = await buildMember(server);
    const cId = await saveCard(buyer, event.id);
    const { body } = await buy(buyer, { eventId: event.id, cId });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ status: 'paid', price: 20 });
    expect(await chargeIdOf(server, body.data.ticketId)).toMatch(/^ch_test_/);
  });

  it("refuses another's card and a deleted one (4004), selling nothing", async () => {
    const event = await paidEvent();
    const cardOwner = await buildMember(server);
    const cId = await saveCard(cardOwner, event.id);
    const buyer = await buildMember(server);
    expectRefused(await buy(buyer, { eventId: event.id, cId }), 'NotFound');
    await server.api.post('/api/purchase/v1/delMyCard', { cId }, { token: cardOwner.userToken });
    expectRefused(await buy(cardOwner, { eventId: event.id, cId }), 'NotFound');
    expectRefused(await buy(cardOwner, { eventId: event.id }), 'StripeTokenRequired');
    expect((await buy(buyer, { eventId: event.id, stripeToken: 'tok_visa' })).body.code).toBe(200);
  });
});
