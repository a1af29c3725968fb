import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Page, Pass } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, nameMember, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createPaidEvent, purchasedOrder, startWithEventOwner } from './purchaseKit.ts';

let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  ({ server, owner } = await startWithEventOwner());
});
afterAll(() => server.close());

const hour = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

const paidEvent = (title: string, startHours: number, endHours: number) =>
  createPaidEvent(server, owner, {
    title,
    startAt: inHours(startHours),
    endAt: inHours(endHours),
    cover: 'https://example.com/cover.png',
    tickets: [{ type: 'VIP', price: 30, min: 1, max: 10, total: 10 }],
  });

const buy = (buyer: TestMember, eventId: string, quantity = 1) =>
  purchasedOrder(server, buyer, {
    eventId,
    type: 'VIP',
    quantity,
    rawPrice: 30 * quantity,
    finalPrice: 30 * quantity,
  });

const myPasses = async (member: TestMember, query: Record<string, string> = {}) =>
  (await server.api.get<Page<Pass>>('/api/purchase/v1/myPasses', { token: member.userToken, query })).body
    .data;

/** A pass read as the door reads it: no token at all. */
const publicPass = (passId: string) => server.api.get<Pass>('/api/purchase/v1/pass', { query: { passId } });

describe('GET /api/purchase/v1/myPasses', () => {
  it('lists the passes of tickets held, bought or RSVP, coming and live first, ended last', async () => {
    const holder = await nameMember(server, await buildMember(server), 'Hana');
    const later = await paidEvent('Later show', 48, 50);
    const live = await paidEvent('Live show', -1, 2);
    const ended = await paidEvent('Ended show', -5, -3);
    const free = await createEventThroughApi(server, owner, {
      title: 'Free talk',
      type: 'Free',
      startAt: inHours(24),
      endAt: inHours(25),
    });
    await buy(holder, later.id, 2);
    await buy(holder, ended.id);
    await buy(holder, live.id);
    const rsvp = await server.api.post(
      '/api/purchase/v1/rsvp',
      { eventId: free.id },
      { token: holder.userToken },
    );
    expect(rsvp.body.code).toBe(200);

    const page = await myPasses(holder);
    expect(page.list.map((pass) => [pass.eventTitle, pass.status])).toEqual([
      ['Live show', 'valid'],
      ['Free talk', 'valid'],
      ['Later show', 'valid'],
      ['Ended show', 'ended'],
    ]);
    expect(page.list[2]).toMatchObject({
      eventId: later.id,
      eventSlug: later.slug,
      holderName: 'Hana',
      type: 'VIP',
      quantity: 2,
      cover: 'https://example.com/cover.png',
    });
    expect(page.list[1]).toMatchObject({ type: null, quantity: 1 });
    const firstPage = await myPasses(holder, { page: '1', pageSize: '3' });
    expect(firstPage.pagination).toEqual({ page: 1, pageSize: 3, total: 4, hasNextPage: true });
    expect(await myPasses(await buildMember(server))).toMatchObject({ list: [], pagination: { total: 0 } });
  });
});

describe('GET /api/purchase/v1/pass', () => {
  it('shows a pass to anyone with its id, and refunded once the order is refunded', async () => {
    const holder = await nameMember(server, await buildMember(server), 'Ivo');
    const event = await paidEvent('Door show', 2, 4);
    const order = await buy(holder, event.id);
    const { body, status } = await publicPass(order.passId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      passId: order.passId,
      eventId: event.id,
      eventTitle: 'Door show',
      holderName: 'Ivo',
      type: 'VIP',
      quantity: 1,
      status: 'valid',
    });
    expect(body.data.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    // The pass id is not the ticket id, and is long enough that nobody can guess one.
    expect(order.passId).not.toBe(order.ticketId);
    expect(Buffer.from(order.passId, 'base64url').length).toBeGreaterThanOrEqual(16);

    const refunded = await server.api.post<Order>(
      '/api/purchase/v1/refund',
      { ticketId: order.ticketId },
      { token: owner.userToken },
    );
    expect(refunded.body.code).toBe(200);
    const after = await publicPass(order.passId);
    expect(after.body.data).toMatchObject({
      status: 'refunded',
      verificationCode: body.data.verificationCode,
    });
    expect((await myPasses(holder)).list).toEqual([]);
  });

  it('answers 4004 for an unknown pass and for a deleted event', async () => {
    expectRefused(await publicPass('not-a-pass'), 'NotFound');
    const holder = await buildMember(server);
    const event = await paidEvent('Gone show', 2, 4);
    const order = await buy(holder, event.id);
    await server.api.post(
      '/api/events/v1/delete',
      { eventId: event.id, deleted: 1 },
      { token: owner.userToken },
    );
    expectRefused(await publicPass(order.passId), 'NotFound');
  });
});
