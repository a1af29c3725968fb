import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type TestCardTokenAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { expectInvalid } from '../expectations.ts';
import {
  createPayments,
  createPaymentsRepo,
  createTestPaymentProcessor,
  type ChargeRequest,
  type PaymentProvider,
} from '../../src/platform/payments/index.ts';
import { ApiError } from '../../src/platform/http/apiError.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date('2030-06-15T12:00:00Z') });
});
afterAll(() => server.close());

const card = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2031,
  cvc: '123',
  postalCode: 'M5V 2T6',
};
const tokenFor = (fields: Record<string, unknown>) =>
  server.api.post<TestCardTokenAnswer>('/api/payments/v1/testTokens', { ...card, ...fields });

describe('POST /api/payments/v1/testTokens (Stripe test card numbers)', () => {
  it.each([
    ['4242424242424242', 'tok_visa'],
    ['4000 0000 0000 0002', 'tok_chargeDeclined'],
    ['4000-0000-0000-9995', 'tok_chargeDeclinedInsufficientFunds'],
    ['4000000000000069', 'tok_chargeDeclinedExpiredCard'],
    ['4000000000000127', 'tok_chargeDeclinedIncorrectCvc'],
  ])('turns %s into %s', async (number, token) => {
    const { body } = await tokenFor({ number });
    expect(body.code).toBe(200);
    expect(body.data).toEqual({ token, last4: number.slice(-4), expMonth: 12, expYear: 2031 });
  });

  it('reads a two-digit year in this century', async () => {
    const { body } = await tokenFor({ expYear: 31 });
    expect(body.data.expYear).toBe(2031);
  });

  it('refuses card errors with the card messages', async () => {
    expectInvalid(await tokenFor({ number: '4242424242424241' }), 'number', Messages.cardNumberInvalid);
    expectInvalid(await tokenFor({ number: '5555555555554444' }), 'number', Messages.cardNumberIncorrect);
    expectInvalid(await tokenFor({ cvc: '12' }), 'cvc', "Your card's security code is invalid.");
    expectInvalid(await tokenFor({ expMonth: 13 }), 'expMonth', "Your card's expiration month is invalid.");
    expectInvalid(await tokenFor({ expYear: 2029 }), 'expYear', "Your card's expiration year is invalid.");
    expectInvalid(await tokenFor({ expYear: 2030, expMonth: 5 }), 'expMonth', Messages.invalidExpiryMonth);
    expectInvalid(await tokenFor({ postalCode: ' ' }), 'postalCode', 'Your postal code is incomplete.');
    const thisMonth = await tokenFor({ expYear: 2030, expMonth: 6 });
    expect(thisMonth.body.code).toBe(200);
  });
});

/** The test processor, counting the charges that reach it. */
function countingProcessor(inner: PaymentProvider = createTestPaymentProcessor()) {
  const counter = { charges: 0 };
  const provider: PaymentProvider = {
    ...inner,
    charge: async (request) => {
      counter.charges += 1;
      return inner.charge(request);
    },
  };
  return { provider, counter };
}

let keys = 0;
const chargeOf = (fields: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amountCents: 1_250,
  currency: 'usd',
  source: { kind: 'token', token: 'tok_visa' },
  idempotencyKey: `key-${(keys += 1)}`,
  description: 'Ticket',
  ...fields,
});

describe('test processor (Stripe test mode)', () => {
  const processor = createTestPaymentProcessor();

  it.each([
    ['tok_chargeDeclined', 'declined'],
    ['tok_chargeDeclinedInsufficientFunds', 'insufficientFunds'],
    ['tok_chargeDeclinedExpiredCard', 'expiredCard'],
    ['tok_chargeDeclinedIncorrectCvc', 'incorrectCvc'],
    ['tok_unknown', 'missingCard'],
  ])('declines %s (%s)', async (token, reason) => {
    expect(await processor.charge(chargeOf({ source: { kind: 'token', token } }))).toEqual({
      ok: false,
      reason,
    });
  });

  it('charges tok_visa, saves only a card that charges, and charges the saved card', async () => {
    expect(await processor.charge(chargeOf())).toEqual({
      ok: true,
      chargeId: expect.stringMatching(/^ch_test_/),
    });
    expect(await processor.saveCard({ token: 'tok_chargeDeclined' })).toEqual({
      ok: false,
      reason: 'declined',
    });
    const saved = await processor.saveCard({ token: 'tok_visa', customerId: 'cus_test_1' });
    expect(saved).toMatchObject({ ok: true, customerId: 'cus_test_1', last4: '4242' });
    if (!saved.ok) throw new Error('not saved');
    const source = { kind: 'savedCard', customerId: saved.customerId, cardId: saved.cardId } as const;
    expect((await processor.charge(chargeOf({ source }))).ok).toBe(true);
    const unknown = { kind: 'savedCard', customerId: 'cus_test_1', cardId: 'card_other' } as const;
    expect(await processor.charge(chargeOf({ source: unknown }))).toEqual({
      ok: false,
      reason: 'missingCard',
    });
    expect(await processor.refund({ chargeId: 'ch_test_1', idempotencyKey: 'r1' })).toEqual({
      refundId: expect.stringMatching(/^re_test_/),
    });
  });
});

describe('idempotent charges (payments table)', () => {
  const paymentsWith = (provider: PaymentProvider) =>
    createPayments({ repo: createPaymentsRepo(server.limelight.db), provider });

  it('answers a retry with the first outcome and charges once', async () => {
    const { provider, counter } = countingProcessor();
    const payments = paymentsWith(provider);
    const request = chargeOf();
    const first = await payments.charge(request);
    expect(await payments.charge(request)).toEqual(first);
    const declined = chargeOf({ source: { kind: 'token', token: 'tok_chargeDeclined' } });
    expect(await payments.charge(declined)).toEqual({ ok: false, reason: 'declined' });
    expect(await payments.charge(declined)).toEqual({ ok: false, reason: 'declined' });
    expect(counter.charges).toBe(2);
  });

  it('charges once when the same attempt arrives many times at once', async () => {
    const { provider, counter } = countingProcessor();
    const payments = paymentsWith(provider);
    const request = chargeOf();
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => payments.charge(request)));
    expect(counter.charges).toBe(1);
    const charged = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    expect(charged.length).toBeGreaterThanOrEqual(1);
    expect(new Set(charged.map((result) => (result.ok ? result.chargeId : result.reason))).size).toBe(1);
    for (const answer of answers)
      if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ code: 4009 });
    expect(await payments.charge(request)).toEqual(charged[0]);
  });

  it('refuses the same key with another amount (4009)', async () => {
    const payments = paymentsWith(createTestPaymentProcessor());
    const request = chargeOf();
    await payments.charge(request);
    await expect(payments.charge({ ...request, amountCents: 999 })).rejects.toBeInstanceOf(ApiError);
  });

  it('frees the key when the processor cannot be reached, so that the retry charges', async () => {
    const inner = createTestPaymentProcessor();
    let reachable = false;
    const payments = paymentsWith({
      ...inner,
      charge: (request) => (reachable ? inner.charge(request) : Promise.reject(new Error('offline'))),
    });
    const request = chargeOf();
    await expect(payments.charge(request)).rejects.toThrow('offline');
    reachable = true;
    expect((await payments.charge(request)).ok).toBe(true);
  });
});
