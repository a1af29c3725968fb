import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { CommerceNotificationCommand, type EventView, type Order } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, openRoomSocket, readOutbox, type TestMember } from '../factories.ts';
import {
  chargeIdOf,
  createPaidEvent,
  holdsTicket,
  purchasedOrder,
  startWithEventOwner,
} from './purchaseKit.ts';
import { startFakeStripe, type FakeStripe } from '../payments/fakeStripe.ts';

// A refund made in Stripe's dashboard reaches Limelight as a signed `charge.refunded` webhook event: the
// order it paid is refunded with the effects of an owner's refund, once, however often Stripe delivers it.

const webhookSecret = 'whsec_refund_webhook_test';
let fake: FakeStripe;
let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  fake = await startFakeStripe();
  ({ server, owner } = await startWithEventOwner({
    STRIPE_SECRET_KEY: 'sk_test_refund_webhook',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
  }));
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function boughtTicket(): Promise<{
  event: EventView;
  buyer: TestMember;
  order: Order;
  chargeId: string;
}> {
  const event = await createPaidEvent(server, owner, {
    title: 'Dashboard refunds',
    tickets: [{ type: 'General', price: '12.50', min: 1, max: 10, total: 5 }],
  });
  const buyer = await buildMember(server);
  const order = await purchasedOrder(server, buyer, { eventId: event.id, rawPrice: 12.5, finalPrice: 12.5 });
  return { event, buyer, order, chargeId: (await chargeIdOf(server, order.ticketId)) ?? '' };
}

let serial = 0;
/** Delivers `charge.refunded` for a charge as Stripe would: a new event id unless given, signed. */
function deliverRefund(chargeId: string, refunded: boolean, eventId = `evt_refund_${(serial += 1)}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: chargeId,
        object: 'charge',
        refunded,
        refunds: { object: 'list', data: [{ id: `re_dashboard_${serial}`, object: 'refund' }] },
      },
    },
  });
  return server.api.request('POST', '/api/payments/v1/stripeWebhook', {
    body: payload,
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    },
  });
}

const orderStatus = async (buyer: TestMember, ticketId: string) =>
  (await server.api.get<Order>('/api/order/v1/detail', { token: buyer.userToken, query: { ticketId } })).body
    .data.status;

describe('charge.refunded from Stripe', () => {
  it('refunds the order it paid: ticket back in stock, buyer told by socket and e-mail, once', async () => {
    const { event, buyer, order, chargeId } = await boughtTicket();
    const socket = await openRoomSocket(server, event.id, buyer.userToken);
    expect(chargeId).toMatch(/^ch_/);

    const delivered = await deliverRefund(chargeId, true, 'evt_refund_once');
    expect(delivered.body).toMatchObject({ code: 200, data: { duplicate: false } });
    expect(await orderStatus(buyer, order.ticketId)).toBe('refunded');
    expect(await holdsTicket(server, buyer, event.id)).toBe(false);
    await socket.waitFor((message) => message.command === CommerceNotificationCommand.OrderRefunded);
    socket.close();

    // Stripe delivering the same event again, or another event for the same charge, refunds nothing more.
    expect((await deliverRefund(chargeId, true, 'evt_refund_once')).body).toMatchObject({
      data: { duplicate: true },
    });
    expect((await deliverRefund(chargeId, true)).body).toMatchObject({ code: 200 });
    // One refund mail, beside the purchase's confirmation.
    expect(
      (await readOutbox(server, buyer.email)).filter((mail) => mail.subject.endsWith('was refunded')),
    ).toHaveLength(1);
    const refunds = await server.limelight.db
      .selectFrom('refunds')
      .innerJoin('orders', 'orders.id', 'refunds.orderId')
      .select('refunds.id')
      .where('orders.ticketId', '=', order.ticketId)
      .execute();
    expect(refunds).toHaveLength(1);
    // The refund was made at Stripe: Limelight did not ask Stripe for another.
    expect(fake.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(0);
  });

  it('leaves the tickets with the buyer after a partial refund, and ignores charges of no order', async () => {
    const { event, buyer, order, chargeId } = await boughtTicket();
    expect((await deliverRefund(chargeId, false)).body).toMatchObject({ code: 200 });
    expect(await orderStatus(buyer, order.ticketId)).toBe('paid');
    expect(await holdsTicket(server, buyer, event.id)).toBe(true);
    expect((await deliverRefund('ch_of_a_donation', true)).body).toMatchObject({ code: 200 });
  });
});
