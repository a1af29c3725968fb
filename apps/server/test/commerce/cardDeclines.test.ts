import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, cardDeclineMessage, type Donation, type TestCardTokenAnswer } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { buyTicket, createPaidEvent, startWithEventOwner } from './purchaseKit.ts';
import {
  createPayments,
  createPaymentsRepo,
  createTestPaymentProcessor,
  type PaymentProvider,
} from '../../src/platform/payments/index.ts';

// spec 000 §5 card errors "swipe data, zip, processing error", with Stripe's test cards where it has them.

let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner({}, { clock: () => new Date('2030-06-15T12:00:00Z') }));
});
afterAll(() => server.close());

const paidEvent = () =>
  createPaidEvent(server, owner, {
    title: 'Declines',
    tickets: [{ type: 'General', price: '10', min: 1, max: 1, total: 1 }],
  });
const buy = (buyer: TestMember, eventId: string, stripeToken: string) =>
  buyTicket(server, buyer, { eventId, rawPrice: 10, finalPrice: 10, stripeToken });

describe('Stripe test cards for processing errors and failed zip checks', () => {
  it.each([
    ['4000 0000 0000 0119', 'tok_chargeDeclinedProcessingError'],
    ['4000 0000 0000 0036', 'tok_avsZipFail'],
  ])('the card form turns %s into %s', async (number, token) => {
    const { body } = await server.api.post<TestCardTokenAnswer>('/api/payments/v1/testTokens', {
      number,
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
      postalCode: '10001',
    });
    expect(body.data).toEqual({ token, last4: number.slice(-4), expMonth: 12, expYear: 2031 });
  });

  it.each([
    ['tok_chargeDeclinedProcessingError', 'processingError'],
    ['tok_avsZipFail', 'incorrectZip'],
  ] as const)('the test processor declines %s (%s) and will not save it', async (token, reason) => {
    const processor = createTestPaymentProcessor();
    const charged = await processor.charge({
      amountCents: 500,
      currency: 'usd',
      source: { kind: 'token', token },
      idempotencyKey: `decline-${token}`,
      description: 'Ticket',
    });
    expect(charged).toEqual({ ok: false, reason });
    expect(await processor.saveCard({ token })).toEqual({ ok: false, reason });
  });

  it.each([
    ['tok_chargeDeclinedProcessingError', Messages.cardProcessingError],
    ['tok_avsZipFail', Messages.cardZipIncorrect],
  ])(
    'a purchase with %s answers 15010 with its message and gives the ticket back',
    async (token, message) => {
      const event = await paidEvent();
      const buyer = await buildMember(server);
      expectRefused(await buy(buyer, event.id, token), 'CardDeclined', message);
      expect((await buy(buyer, event.id, 'tok_visa')).body.code).toBe(200);
    },
  );

  it('keeps no card whose zip check fails (donateByToken isSave)', async () => {
    const event = await paidEvent();
    const donor = await buildMember(server);
    const donated = await server.api.post<Donation>(
      '/api/purchase/v1/donateByToken',
      { eventId: event.id, token: 'tok_avsZipFail', amountInCent: 500, isSave: true },
      { token: donor.userToken },
    );
    expectRefused(donated, 'CardDeclined', "Your card's zip code failed validation.");
    const cards = await server.api.get<{ list: unknown[] }>('/api/purchase/v1/myCards', {
      token: donor.userToken,
    });
    expect(cards.body.data.list).toEqual([]);
  });
});

describe('invalid swipe data (card-present only: no Stripe test card)', () => {
  it('is recorded and answered again on a retry like any decline, with Stripe wording', async () => {
    // Stands in for Stripe answering `invalid_swipe_data`, which the Stripe provider maps to this reason.
    let charges = 0;
    const stripeLike: PaymentProvider = {
      ...createTestPaymentProcessor(),
      charge: async () => {
        charges += 1;
        return { ok: false, reason: 'invalidSwipeData' };
      },
    };
    const payments = createPayments({ repo: createPaymentsRepo(server.limelight.db), provider: stripeLike });
    const request = {
      amountCents: 700,
      currency: 'usd',
      source: { kind: 'token', token: 'tok_visa' },
      idempotencyKey: 'swipe-data-1',
      description: 'Ticket',
    } as const;
    expect(await payments.charge(request)).toEqual({ ok: false, reason: 'invalidSwipeData' });
    expect(await payments.charge(request)).toEqual({ ok: false, reason: 'invalidSwipeData' });
    expect(charges).toBe(1);
    expect(cardDeclineMessage('invalidSwipeData')).toBe("The card's swipe data is invalid.");
  });
});
