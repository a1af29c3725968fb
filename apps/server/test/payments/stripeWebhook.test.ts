import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentsConfigAnswer, TestCardTokenAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { buildMember } from '../factories.ts';

interface WebhookAnswer {
  eventId: string;
  duplicate: boolean;
}

const webhookPath = '/api/payments/v1/stripeWebhook';
const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;
let server: TestServer;
/** Event ids in the order the registered handler ran them. */
const handled: string[] = [];
/** Event ids whose handler throws, as a handler whose database is down would. */
const failing = new Set<string>();

beforeAll(async () => {
  server = await startTestServer({
    STRIPE_SECRET_KEY: 'sk_test_webhooks',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  });
  server.limelight.stripeWebhooks.on('customer.updated', async (event) => {
    if (failing.has(event.id)) throw new Error('handler failed');
    handled.push(event.id);
  });
});
afterAll(() => server.close());

let serial = 0;
/** A Stripe event as its webhook body, with a fresh id unless given. */
function eventBody(
  type = 'customer.updated',
  id = `evt_test_${randomBytes(8).toString('hex')}${(serial += 1)}`,
) {
  return {
    id,
    payload: JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: 'cus_test_1', object: 'customer' } },
    }),
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const signatureOf = (payload: string, options: { secret?: string; ageSeconds?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    timestamp: nowSeconds() - (options.ageSeconds ?? 0),
  });

/** Delivers a body as Stripe does: the JSON bytes with their signature header (none when null). */
const deliver = (payload: string, signature: string | null = signatureOf(payload)) =>
  server.api.request<WebhookAnswer>('POST', webhookPath, {
    body: payload,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...(signature !== null && { 'Stripe-Signature': signature }),
    },
  });

const recorded = (id: string) =>
  server.limelight.db.selectFrom('stripeWebhookEvents').selectAll().where('id', '=', id).executeTakeFirst();

describe('POST /api/payments/v1/stripeWebhook: signed events, each handled once', () => {
  it('runs the handler of a signed event and records it', async () => {
    const { id, payload } = eventBody();
    const answer = await deliver(payload);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, data: { eventId: id, duplicate: false } });
    expect(handled.filter((handledId) => handledId === id)).toHaveLength(1);
    expect(await recorded(id)).toMatchObject({ type: 'customer.updated', processedAt: expect.any(Date) });
  });

  it('answers a redelivery of the same event id 200 without running the handler again', async () => {
    const { id, payload } = eventBody();
    expect((await deliver(payload)).body.data.duplicate).toBe(false);
    const again = await deliver(payload, signatureOf(payload));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ eventId: id, duplicate: true });
    expect(handled.filter((handledId) => handledId === id)).toHaveLength(1);
  });

  it('runs the handler once when deliveries of one event race', async () => {
    const { id, payload } = eventBody();
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => !answer.body.data.duplicate)).toHaveLength(1);
    expect(handled.filter((handledId) => handledId === id)).toHaveLength(1);
  });

  it('records and acknowledges an event no handler listens to', async () => {
    const { id, payload } = eventBody('payout.paid');
    expect((await deliver(payload)).body).toMatchObject({
      code: 200,
      data: { eventId: id, duplicate: false },
    });
    expect(await recorded(id)).toMatchObject({ type: 'payout.paid', processedAt: expect.any(Date) });
  });

  it("answers 5000 when the handler fails and runs it on Stripe's next delivery", async () => {
    const { id, payload } = eventBody();
    failing.add(id);
    expectRefused(await deliver(payload), 'SystemError');
    expect(await recorded(id)).toBeUndefined();
    failing.delete(id);
    expect((await deliver(payload)).body.data).toEqual({ eventId: id, duplicate: false });
    expect(handled.filter((handledId) => handledId === id)).toHaveLength(1);
  });
});

describe('signature refusals (4000 naming stripe-signature, nothing recorded)', () => {
  const mismatch = 'The Stripe signature does not match this endpoint or is older than 300 seconds';

  it('refuses a missing signature', async () => {
    const { id, payload } = eventBody();
    expectInvalid(await deliver(payload, null), 'stripe-signature', 'The Stripe signature is missing');
    expect(await recorded(id)).toBeUndefined();
  });

  it("refuses another endpoint's secret and a body changed after signing", async () => {
    const { id, payload } = eventBody();
    const otherSecret = `whsec_${randomBytes(24).toString('base64')}`;
    expectInvalid(
      await deliver(payload, signatureOf(payload, { secret: otherSecret })),
      'stripe-signature',
      mismatch,
    );
    const changed = payload.replace('cus_test_1', 'cus_test_2');
    expectInvalid(await deliver(changed, signatureOf(payload)), 'stripe-signature', mismatch);
    expect(await recorded(id)).toBeUndefined();
    expect(handled).not.toContain(id);
  });

  it('refuses a signature 301 s old and accepts one 299 s old (tolerance 300 s)', async () => {
    const { id, payload } = eventBody();
    expectInvalid(
      await deliver(payload, signatureOf(payload, { ageSeconds: 301 })),
      'stripe-signature',
      mismatch,
    );
    expect(await recorded(id)).toBeUndefined();
    const fresh = await deliver(payload, signatureOf(payload, { ageSeconds: 299 }));
    expect(fresh.body).toMatchObject({ code: 200, data: { eventId: id, duplicate: false } });
  });

  it('leaves the raw body to this route: the others still read JSON', async () => {
    const member = await buildMember(server);
    expect(member.userToken).not.toBe('');
    const { body } = await server.api.get<PaymentsConfigAnswer>('/api/payments/v1/config');
    expect(body.data).toEqual({ processor: 'stripe', publishableKey: null });
  });
});

describe('with the test processor', () => {
  let testServer: TestServer;
  beforeAll(async () => {
    testServer = await startTestServer();
  });
  afterAll(() => testServer.close());

  it('has no webhook endpoint, keeps the test tokens and tells the card form so', async () => {
    const { payload } = eventBody();
    expectRefused(
      await testServer.api.request('POST', webhookPath, {
        body: payload,
        headers: { 'Stripe-Signature': signatureOf(payload) },
      }),
      'NotFound',
    );
    const config = await testServer.api.get<PaymentsConfigAnswer>('/api/payments/v1/config');
    expect(config.body.data).toEqual({ processor: 'test', publishableKey: null });
    const token = await testServer.api.post<TestCardTokenAnswer>('/api/payments/v1/testTokens', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
      postalCode: 'M5V',
    });
    expect(token.body.data.token).toBe('tok_visa');
  });
});
