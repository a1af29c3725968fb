import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  CommerceNotificationCommand,
  type EventOrder,
  type Order,
  type Page,
} from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import {
  buildMember,
  grantRole,
  nameMember,
  openRoomSocket,
  readOutbox,
  type TestMember,
} from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import {
  createPaidEvent,
  holdsTicket,
  purchasedOrder,
  startWithEventOwner,
  ticketsLeft,
  type TicketPurchase,
} from './purchaseKit.ts';

let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner());
});
afterAll(() => server.close());

const paidEvent = () =>
  createPaidEvent(server, owner, {
    title: 'Refundable show',
    tickets: [
      { type: 'General', price: '12.50', min: 1, max: 10, total: 5 },
      { type: 'Free pass', price: 0, min: 1, max: 10, total: 5 },
    ],
  });

const buy = (buyer: TestMember, fields: TicketPurchase) =>
  purchasedOrder(server, buyer, { rawPrice: 12.5, finalPrice: 12.5, ...fields });

const refund = (by: TestMember, ticketId: string, reason?: string) =>
  server.api.post<Order>('/api/purchase/v1/refund', { ticketId, reason }, { token: by.userToken });

const tierAmounts = (eventId: string) => ticketsLeft(server, owner, eventId);
const hasTicket = (buyer: TestMember, eventId: string) => holdsTicket(server, buyer, eventId);

const refundsRecorded = async (ticketId: string) =>
  (
    await server.limelight.db
      .selectFrom('refunds')
      .innerJoin('orders', 'orders.id', 'refunds.orderId')
      .select('refunds.id')
      .where('orders.ticketId', '=', ticketId)
      .execute()
  ).length;

describe('POST /api/purchase/v1/refund', () => {
  it('refunds the whole order: stock and coupon back, ticket gone, buyer told, history kept', async () => {
    const event = await paidEvent();
    await server.api.post(
      '/api/events/v1/addCoupon',
      { eventId: event.id, code: 'ONCE', type: 'amount', value: 2.5, limited: true, count: 1 },
      { token: owner.userToken },
    );
    const buyer = await nameMember(server, await buildMember(server), 'Rita');
    const order = await buy(buyer, {
      eventId: event.id,
      quantity: 2,
      rawPrice: 25,
      finalPrice: 22.5,
      couponCode: 'ONCE',
    });
    // The ticket opens the event's live page, and its socket.
    const socket = await openRoomSocket(server, event.id, buyer.userToken);
    expect(await tierAmounts(event.id)).toEqual([3, 5]);

    const { body } = await refund(owner, order.ticketId, 'The show was cancelled');
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ ticketId: order.ticketId, status: 'refunded', price: 22.5 });
    expect(body.data.refundedAt).not.toBeNull();

    expect(await tierAmounts(event.id)).toEqual([5, 5]);
    expect(await hasTicket(buyer, event.id)).toBe(false);
    const mine = await server.api.get<Page<Order>>('/api/order/v1/list', { token: buyer.userToken });
    expect(mine.body.data.list).toEqual([body.data]);
    const detail = await server.api.get<Order>('/api/order/v1/detail', {
      token: buyer.userToken,
      query: { ticketId: order.ticketId },
    });
    expect(detail.body.data).toEqual(body.data);

    const message = await socket.waitFor((m) => m.command === CommerceNotificationCommand.OrderRefunded);
    expect(message).toMatchObject({
      appKey: AppKey.Notification,
      payload: {
        ticketId: order.ticketId,
        eventId: event.id,
        eventTitle: 'Refundable show',
        amount: 22.5,
        currency: 'usd',
      },
    });
    socket.close();
    const [mail] = await readOutbox(server, buyer.email);
    expect(mail?.subject).toBe('Your order for "Refundable show" was refunded');
    expect(mail?.text).toContain('$22.50 goes back to the card you paid with.');
    expect(mail?.text).toContain('Reason: The show was cancelled');

    // The coupon's only use was given back, and the buyer may buy again.
    const again = await buy(buyer, {
      eventId: event.id,
      quantity: 2,
      rawPrice: 25,
      finalPrice: 22.5,
      couponCode: 'ONCE',
    });
    expect(again).toMatchObject({ status: 'paid', couponCode: 'ONCE' });
    expect(again.ticketId).not.toBe(order.ticketId);
    expect(await hasTicket(buyer, event.id)).toBe(true);
    const both = await server.api.get<Page<Order>>('/api/order/v1/list', { token: buyer.userToken });
    expect(both.body.data.list.map((listed) => listed.status)).toEqual(['paid', 'refunded']);
  });

  it('refunds once however often it is asked, concurrently or later', async () => {
    const event = await paidEvent();
    const buyer = await buildMember(server);
    const order = await buy(buyer, { eventId: event.id });
    const answers = await Promise.all([1, 2, 3].map(() => refund(owner, order.ticketId)));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes).toContain(200);
    expect(codes.every((code) => code === 200 || code === 4009)).toBe(true);
    const later = await refund(owner, order.ticketId);
    expect(later.body.code).toBe(200);
    expect(later.body.data).toMatchObject({ status: 'refunded' });

    expect(await refundsRecorded(order.ticketId)).toBe(1);
    expect(await tierAmounts(event.id)).toEqual([5, 5]);
    // One refund mail, beside the purchase's confirmation.
    expect(
      (await readOutbox(server, buyer.email)).filter((mail) => mail.subject.endsWith('was refunded')),
    ).toHaveLength(1);
  });

  it('lets a host refund, and refuses anyone else (11030) and unknown tickets (4004)', async () => {
    const event = await paidEvent();
    const host = await buildMember(server);
    await grantRole(server, owner, event.id, host, 'host');
    const buyer = await buildMember(server);
    const [first, second] = [
      await buy(buyer, { eventId: event.id }),
      await buy(await buildMember(server), { eventId: event.id }),
    ];
    expectRefused(await refund(buyer, first.ticketId), 'NotEventOwner');
    expectRefused(await refund(await buildMember(server), second.ticketId), 'NotEventOwner');
    expectRefused(await refund(owner, 'no-such-ticket'), 'NotFound');
    expect((await refund(host, first.ticketId)).body.data).toMatchObject({ status: 'refunded' });
  });

  it('refuses a free order: nothing was paid (4000)', async () => {
    const event = await paidEvent();
    const buyer = await buildMember(server);
    const order = await buy(buyer, { eventId: event.id, type: 'Free pass', rawPrice: 0, finalPrice: 0 });
    expectInvalid(await refund(owner, order.ticketId), 'ticketId', 'Only paid orders can be refunded');
    expect(await hasTicket(buyer, event.id)).toBe(true);
  });
});

describe('GET /api/purchase/v1/eventOrders', () => {
  it("lists the event's orders newest first with their buyers, to its editors only", async () => {
    const event = await paidEvent();
    const ada = await nameMember(server, await buildMember(server), 'Ada');
    const bob = await buildMember(server);
    const first = await buy(ada, { eventId: event.id });
    const second = await buy(bob, { eventId: event.id, email: 'bob.receipts@example.com' });
    await refund(owner, first.ticketId);
    const { body } = await server.api.get<Page<EventOrder>>('/api/purchase/v1/eventOrders', {
      token: owner.userToken,
      query: { eventId: event.slug, page: '1', pageSize: '1' },
    });
    expect(body.data.pagination).toEqual({ page: 1, pageSize: 1, total: 2, hasNextPage: true });
    expect(body.data.list[0]).toMatchObject({
      ticketId: second.ticketId,
      status: 'paid',
      email: 'bob.receipts@example.com',
      buyer: { userId: bob.userId },
    });
    expect(body.data.list[0]?.verificationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const next = await server.api.get<Page<EventOrder>>('/api/purchase/v1/eventOrders', {
      token: owner.userToken,
      query: { eventId: event.id, page: '2', pageSize: '1' },
    });
    expect(next.body.data.list[0]).toMatchObject({
      ticketId: first.ticketId,
      status: 'refunded',
      buyer: { userId: ada.userId, displayName: 'Ada' },
    });
    expectRefused(
      await server.api.get('/api/purchase/v1/eventOrders', {
        token: ada.userToken,
        query: { eventId: event.id },
      }),
      'NotEventOwner',
    );
  });
});
