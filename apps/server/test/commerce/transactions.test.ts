import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Transaction } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildGuest, buildMember, createEventThroughApi, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { buyTicket, createPaidEvent, startWithEventOwner } from './purchaseKit.ts';

let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner());
});
afterAll(() => server.close());

const transactionsOf = (token: string, userId: string, query: Record<string, string> = {}) =>
  server.api.get<Page<Transaction>>('/api/purchase/v1/transactions', { token, query: { userId, ...query } });

describe('GET /api/purchase/v1/transactions', () => {
  it('lists tickets, refunds, donations and RSVPs of the person, newest first', async () => {
    const paid = await createPaidEvent(server, owner, {
      title: 'Paid gig',
      tickets: [{ type: 'General', price: 15, min: 1, max: 10, total: 10 }],
    });
    const benefit = await createEventThroughApi(server, owner, { title: 'Benefit', type: 'Donate' });
    const talk = await createEventThroughApi(server, owner, { title: 'Free talk', type: 'Free' });
    const member = await buildMember(server);
    const token = member.userToken;

    const order = await buyTicket(server, member, { eventId: paid.id, rawPrice: 15, finalPrice: 15 });
    await server.api.post(
      '/api/purchase/v1/donateByToken',
      { eventId: benefit.id, token: 'tok_visa', amountInCent: 500 },
      { token },
    );
    await server.api.post('/api/purchase/v1/rsvp', { eventId: talk.id }, { token });
    await server.api.post(
      '/api/purchase/v1/refund',
      { ticketId: order.body.data.ticketId },
      { token: owner.userToken },
    );

    const { body } = await transactionsOf(token, member.userId);
    expect(body.code).toBe(200);
    expect(
      body.data.list.map(({ kind, eventTitle, amount, currency }) => ({
        kind,
        eventTitle,
        amount,
        currency,
      })),
    ).toEqual([
      { kind: 'refund', eventTitle: 'Paid gig', amount: 15, currency: 'usd' },
      { kind: 'ticket', eventTitle: 'Free talk', amount: 0, currency: 'usd' },
      { kind: 'donation', eventTitle: 'Benefit', amount: 5, currency: 'usd' },
      { kind: 'ticket', eventTitle: 'Paid gig', amount: 15, currency: 'usd' },
    ]);
    expect(body.data.list[0]).toMatchObject({ id: order.body.data.ticketId, eventId: paid.id });
    // Attended events are the events the transactions name (spec 000 §3).
    expect(new Set(body.data.list.map((line) => line.eventId))).toEqual(
      new Set([paid.id, benefit.id, talk.id]),
    );

    const page = await transactionsOf(token, member.userId, { page: '2', pageSize: '3' });
    expect(page.body.data.pagination).toEqual({ page: 2, pageSize: 3, total: 4, hasNextPage: false });
    expect(page.body.data.list.map((line) => line.kind)).toEqual(['ticket']);
  });

  it("refuses another person's transactions (4003), to members and guests alike", async () => {
    const member = await buildMember(server);
    const other = await buildMember(server);
    expectRefused(await transactionsOf(other.userToken, member.userId), 'Forbidden');
    const guest = await buildGuest(server);
    expectRefused(await transactionsOf(guest.userToken, member.userId), 'Forbidden');
    const own = await transactionsOf(guest.userToken, guest.uuid);
    expect(own.body.data).toEqual({
      list: [],
      pagination: { page: 1, pageSize: 20, total: 0, hasNextPage: false },
    });
  });
});
