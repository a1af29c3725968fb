import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type Donation, type EventView, type Page, type SavedCardView } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
let owner: TestMember;
let event: EventView;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildMember(server);
  event = await createEventThroughApi(server, owner, { title: 'Benefit', type: 'Donate' });
});
afterAll(() => server.close());

const byToken = (donor: TestMember, fields: Record<string, unknown>) =>
  server.api.post<Donation>(
    '/api/purchase/v1/donateByToken',
    { eventId: event.id, token: 'tok_visa', amountInCent: 500, ua: 'web', ...fields },
    { token: donor.userToken },
  );
const byCustomer = (donor: TestMember, fields: Record<string, unknown>) =>
  server.api.post<Donation>(
    '/api/purchase/v1/donateByCustomer',
    { eventId: event.id, amountInCent: 1000, ...fields },
    { token: donor.userToken },
  );
const cardsOf = async (donor: TestMember) =>
  (await server.api.get<{ list: SavedCardView[] }>('/api/purchase/v1/myCards', { token: donor.userToken }))
    .body.data.list;

describe('POST /api/purchase/v1/donateByToken', () => {
  it('gives $5 to an event and lists it in myDonationList', async () => {
    const donor = await buildMember(server);
    const { body } = await byToken(donor, {});
    expect(body.data).toMatchObject({
      eventId: event.id,
      eventTitle: 'Benefit',
      amountInCent: 500,
      currency: 'usd',
    });
    const list = await server.api.get<Page<Donation>>('/api/purchase/v1/myDonationList', {
      token: donor.userToken,
      query: { page: '1', pageSize: '10' },
    });
    expect(list.body.data.list).toEqual([body.data]);
    expect(list.body.data.pagination.total).toBe(1);
    expect(await cardsOf(donor)).toEqual([]);
  });

  it('keeps the amount between $1 and $99,999', async () => {
    const donor = await buildMember(server);
    const message = 'Donations must be between $1 and $99,999';
    expectInvalid(await byToken(donor, { amountInCent: 99 }), 'amountInCent', message);
    expectInvalid(await byToken(donor, { amountInCent: 9_999_901 }), 'amountInCent', message);
    expect((await byToken(donor, { amountInCent: 100 })).body.code).toBe(200);
    expect((await byToken(donor, { amountInCent: 9_999_900 })).body.code).toBe(200);
    expectRefused(await byToken(donor, { currency: 'EUR' }), 'UnsupportedCurrency');
  });

  it('answers a declined card with its message and records nothing', async () => {
    const donor = await buildMember(server);
    expectRefused(
      await byToken(donor, { token: 'tok_chargeDeclined' }),
      'CardDeclined',
      Messages.cardDeclined,
    );
    expectRefused(
      await byToken(donor, { token: 'tok_chargeDeclined', isSave: true }),
      'CardDeclined',
      'Unfortunately your card was declined. Please try using a different card.',
    );
    expect(await cardsOf(donor)).toEqual([]);
    const list = await server.api.get<Page<Donation>>('/api/purchase/v1/myDonationList', {
      token: donor.userToken,
    });
    expect(list.body.data.pagination.total).toBe(0);
  });

  it('answers a retried attempt with the same donation, charged once', async () => {
    const donor = await buildMember(server);
    const first = await byToken(donor, { idempotencyKey: 'donation-0001' });
    expect((await byToken(donor, { idempotencyKey: 'donation-0001' })).body).toEqual(first.body);
    const list = await server.api.get<Page<Donation>>('/api/purchase/v1/myDonationList', {
      token: donor.userToken,
    });
    expect(list.body.data.pagination.total).toBe(1);
  });
});

describe('saved cards (isSave, donateByCustomer, myCards, delMyCard)', () => {
  it('saves a card, donates with it, and deletes it', async () => {
    const donor = await buildMember(server);
    expect((await byToken(donor, { isSave: true })).body.code).toBe(200);
    const [card] = await cardsOf(donor);
    expect(card).toMatchObject({ cId: expect.any(String), last4: '4242' });
    if (!card) throw new Error('no card');
    const { body } = await byCustomer(donor, { cid: card.cId });
    expect(body.data).toMatchObject({ amountInCent: 1000 });
    const stranger = await buildMember(server);
    expectRefused(
      await byCustomer(stranger, { cid: card.cId }),
      'CardDeclined',
      'Your card could not be found. Please add it again.',
    );
    expectRefused(
      await server.api.post('/api/purchase/v1/delMyCard', { cId: card.cId }, { token: stranger.userToken }),
      'NotFound',
    );
    const deleted = await server.api.post(
      '/api/purchase/v1/delMyCard',
      { cId: card.cId },
      { token: donor.userToken },
    );
    expect(deleted.body.data).toEqual({ cId: card.cId, deleted: true });
    expect(await cardsOf(donor)).toEqual([]);
    expectRefused(await byCustomer(donor, { cid: card.cId }), 'CardDeclined', Messages.cardMissing);
  });
});
