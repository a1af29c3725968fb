import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Messages,
  cardDeclineMessage,
  type Donation,
  type Order,
  type Page,
  type PaymentsConfigAnswer,
  type SavedCardView,
} from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import {
  buyTicket,
  createPaidEvent,
  startWithEventOwner,
  ticketsLeft,
  type TicketPurchase,
} from '../commerce/purchaseKit.ts';
import { createStripeClient, createStripePaymentProvider } from '../../src/platform/payments/index.ts';
import { startFakeStripe, type FakeStripe } from './fakeStripe.ts';

const secretKey = 'sk_test_limelight_fake';
const publishableKey = 'pk_test_limelight_fake';
let fake: FakeStripe;
let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  fake = await startFakeStripe();
  ({ server, owner } = await startWithEventOwner({
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_API_URL: fake.url,
  }));
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** The requests that carried one idempotency key, oldest first. */
const requestsWithKey = (key: string) => fake.requests.filter((request) => request.idempotencyKey === key);

const paidEvent = (total: number) =>
  createPaidEvent(server, owner, {
    title: 'Stripe show',
    tickets: [{ type: 'General', price: '12.50', min: 1, max: 10, total }],
  });

const buy = (buyer: TestMember, eventId: string, fields: Partial<TicketPurchase> = {}) =>
  buyTicket(server, buyer, { eventId, rawPrice: 12.5, finalPrice: '12.50', ...fields });

describe('ticket purchases charged by Stripe (official SDK against a local fake)', () => {
  it('charges the amount in cents, usd, the token and the attempt key; a retry reaches Stripe once', async () => {
    const event = await paidEvent(10);
    const buyer = await buildMember(server);
    const first = await buy(buyer, event.id, { idempotencyKey: 'stripe-attempt-0001' });
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ eventId: event.id, price: 12.5, currency: 'usd' });
    const key = `purchase:${buyer.userId}:stripe-attempt-0001`;
    expect(requestsWithKey(key)).toEqual([
      {
        method: 'POST',
        path: '/v1/charges',
        form: {
          amount: '1250',
          currency: 'usd',
          source: 'tok_visa',
          description: 'Stripe show: 1 × General',
        },
        idempotencyKey: key,
        authorization: `Bearer ${secretKey}`,
      },
    ]);

    const again = await buy(buyer, event.id, { idempotencyKey: 'stripe-attempt-0001' });
    expect(again.body).toEqual(first.body);
    expect(requestsWithKey(key)).toHaveLength(1);
    expect(await ticketsLeft(server, owner, event.id)).toEqual([9]);
  });

  it.each([
    ['tok_chargeDeclined', Messages.cardDeclined],
    ['tok_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
  ])('answers a 402 for %s with 15010 and the card message, and keeps the stock', async (token, message) => {
    const event = await paidEvent(1);
    const buyer = await buildMember(server);
    expectRefused(await buy(buyer, event.id, { stripeToken: token }), 'CardDeclined', message);
    expect(await ticketsLeft(server, owner, event.id)).toEqual([1]);
    expect((await buy(buyer, event.id)).body.code).toBe(200);
    expect(await ticketsLeft(server, owner, event.id)).toEqual([0]);
  });

  it('answers a Stripe 500 with an error, sells nothing, and a later retry of the attempt charges', async () => {
    const event = await paidEvent(1);
    const buyer = await buildMember(server);
    const key = `purchase:${buyer.userId}:stripe-attempt-0500`;
    // The SDK tries three times (maxNetworkRetries 2), each time with the same key.
    fake.failNext(3, 500);
    expectRefused(await buy(buyer, event.id, { idempotencyKey: 'stripe-attempt-0500' }), 'SystemError');
    expect(requestsWithKey(key).map((request) => request.path)).toEqual(Array(3).fill('/v1/charges'));
    expect(await ticketsLeft(server, owner, event.id)).toEqual([1]);
    const orders = await server.api.get<Page<Order>>('/api/order/v1/list', { token: buyer.userToken });
    expect(orders.body.data.pagination.total).toBe(0);

    const retried = await buy(buyer, event.id, { idempotencyKey: 'stripe-attempt-0500' });
    expect(retried.body.code).toBe(200);
    expect(requestsWithKey(key)).toHaveLength(4);
    expect(await ticketsLeft(server, owner, event.id)).toEqual([0]);
  });
});

describe('donations and saved cards with Stripe', () => {
  let donationEventId: string;
  beforeAll(async () => {
    donationEventId = (await createEventThroughApi(server, owner, { title: 'Benefit', type: 'Donate' })).id;
  });
  const donateByToken = (donor: TestMember, fields: Record<string, unknown>) =>
    server.api.post<Donation>(
      '/api/purchase/v1/donateByToken',
      { eventId: donationEventId, token: 'tok_visa', amountInCent: 500, ua: 'web', ...fields },
      { token: donor.userToken },
    );

  it('saves a card on a new customer, charges it, and charges it again by cId', async () => {
    const donor = await buildMember(server);
    const since = fake.requests.length;
    const saved = await donateByToken(donor, { isSave: true, idempotencyKey: 'donation-save-0001' });
    expect(saved.body.code).toBe(200);
    const [createCustomer, attach, charge] = fake.requests.slice(since);
    expect(createCustomer).toMatchObject({ method: 'POST', path: '/v1/customers' });
    const customerId = /^\/v1\/customers\/(cus_\w+)\/sources$/.exec(attach?.path ?? '')?.[1];
    expect(attach?.form).toEqual({ source: 'tok_visa' });
    expect(charge).toMatchObject({
      path: '/v1/charges',
      form: { amount: '500', currency: 'usd', customer: customerId, source: expect.stringMatching(/^card_/) },
      idempotencyKey: `donation:${donor.userId}:donation-save-0001`,
    });

    const cards = await server.api.get<{ list: SavedCardView[] }>('/api/purchase/v1/myCards', {
      token: donor.userToken,
    });
    const [card] = cards.body.data.list;
    expect(card).toMatchObject({ last4: '4242' });

    const since2 = fake.requests.length;
    const byCustomer = await server.api.post<Donation>(
      '/api/purchase/v1/donateByCustomer',
      { eventId: donationEventId, cid: card?.cId, amountInCent: 1000 },
      { token: donor.userToken },
    );
    expect(byCustomer.body.data).toMatchObject({ amountInCent: 1000 });
    expect(fake.requests.slice(since2)).toEqual([
      expect.objectContaining({
        path: '/v1/charges',
        form: expect.objectContaining({ amount: '1000', customer: customerId, source: charge?.form.source }),
      }),
    ]);

    const since3 = fake.requests.length;
    expect((await donateByToken(donor, { isSave: true })).body.code).toBe(200);
    expect(fake.requests.slice(since3).map((request) => request.path)).toEqual([
      `/v1/customers/${customerId}/sources`,
      '/v1/charges',
    ]);
  });

  it('keeps no card that Stripe refuses to attach, and charges nothing', async () => {
    const donor = await buildMember(server);
    const since = fake.requests.length;
    expectRefused(
      await donateByToken(donor, { token: 'tok_chargeDeclinedExpiredCard', isSave: true }),
      'CardDeclined',
      'Your card has expired.',
    );
    expect(fake.requests.slice(since).map((request) => request.path)).not.toContain('/v1/charges');
    const cards = await server.api.get<{ list: SavedCardView[] }>('/api/purchase/v1/myCards', {
      token: donor.userToken,
    });
    expect(cards.body.data.list).toEqual([]);
  });
});

describe('Stripe provider (unit level, against the fake)', () => {
  const provider = () =>
    createStripePaymentProvider(
      createStripeClient({
        secretKey,
        webhookSecret: undefined,
        publishableKey: undefined,
        apiUrl: new URL(fake.url),
      }),
    );
  let serial = 0;
  const chargeWith = (source: string, idempotencyKey = `unit-charge-${(serial += 1)}`) =>
    provider().charge({
      amountCents: 2_000,
      currency: 'usd',
      source: { kind: 'token', token: source },
      idempotencyKey,
      description: 'Unit',
    });

  it.each([
    ['tok_chargeDeclined', 'declined'],
    ['tok_chargeDeclinedInsufficientFunds', 'insufficientFunds'],
    ['tok_chargeDeclinedExpiredCard', 'expiredCard'],
    ['tok_chargeDeclinedIncorrectCvc', 'incorrectCvc'],
    ['tok_chargeDeclinedProcessingError', 'processingError'],
    ['tok_avsZipFail', 'incorrectZip'],
    ['tok_fakeInvalidSwipeData', 'invalidSwipeData'],
    ['tok_unknown', 'missingCard'],
  ] as const)('maps the refusal of %s to %s', async (token, reason) => {
    expect(await chargeWith(token)).toEqual({ ok: false, reason });
    expect(cardDeclineMessage(reason)).not.toBe('');
  });

  it('answers missingCard for a card the customer does not have', async () => {
    const result = await provider().charge({
      amountCents: 500,
      currency: 'usd',
      source: { kind: 'savedCard', customerId: 'cus_gone', cardId: 'card_gone' },
      idempotencyKey: 'unit-missing-card',
      description: 'Unit',
    });
    expect(result).toEqual({ ok: false, reason: 'missingCard' });
  });

  it('throws when Stripe refuses the key (401), so that the payment key is freed', async () => {
    fake.failNext(1, 401);
    await expect(chargeWith('tok_visa')).rejects.toMatchObject({ type: 'StripeAuthenticationError' });
  });

  it('refunds a charge, whole or in part, with the idempotency key', async () => {
    const charged = await chargeWith('tok_visa');
    if (!charged.ok) throw new Error('not charged');
    const part = await provider().refund({
      chargeId: charged.chargeId,
      amountCents: 500,
      idempotencyKey: 'unit-refund-0001',
    });
    expect(part.refundId).toMatch(/^re_/);
    expect(requestsWithKey('unit-refund-0001')).toEqual([
      expect.objectContaining({ path: '/v1/refunds', form: { charge: charged.chargeId, amount: '500' } }),
    ]);
    await provider().refund({ chargeId: charged.chargeId, idempotencyKey: 'unit-refund-0002' });
    expect(requestsWithKey('unit-refund-0002')[0]?.form).toEqual({ charge: charged.chargeId });
    await expect(
      provider().refund({ chargeId: 'ch_unknown', idempotencyKey: 'unit-refund-0003' }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
  });

  it("hashes an idempotency key longer than Stripe's 255 characters, the same way every time", async () => {
    const long = `purchase:${'u'.repeat(36)}:${'k'.repeat(255)}`;
    const hashed = createHash('sha256').update(long).digest('hex');
    await chargeWith('tok_visa', long);
    await chargeWith('tok_visa', long);
    expect(requestsWithKey(hashed)).toHaveLength(2);
  });
});

describe('payments configuration with Stripe', () => {
  it('tells the card form to use Stripe.js with the publishable key', async () => {
    const { body } = await server.api.get<PaymentsConfigAnswer>('/api/payments/v1/config');
    expect(body.data).toEqual({ processor: 'stripe', publishableKey });
  });

  it('has no test tokens, and no webhook endpoint without STRIPE_WEBHOOK_SECRET', async () => {
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123', postalCode: 'M5V' };
    expectRefused(await server.api.post('/api/payments/v1/testTokens', card), 'NotFound');
    expectRefused(await server.api.post('/api/payments/v1/stripeWebhook', {}), 'NotFound');
  });
});
