import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventIdAndSlugAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, createEventThroughApi, grantRole, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';

let server: TestServer;
let owner: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildMember(server);
});
afterAll(() => server.close());

const rsvp = (eventId: string, token: string) =>
  server.api.post('/api/purchase/v1/rsvp', { eventId, type: 'live' }, { token });
const ticketsOf = (eventId: string) =>
  server.limelight.db.selectFrom('tickets').selectAll().where('eventId', '=', eventId).execute();
const freeEventWithSeats = (total: number) =>
  createEventThroughApi(server, owner, {
    title: `Free ${total} seats`,
    type: 'Free',
    tickets: [{ type: 'Seat', price: 0, min: 1, max: 1, total }],
  });

describe("RSVP once: 'Ticket already purchased' (15001)", () => {
  it('refuses a second RSVP by the same person and keeps one ticket', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Free show', type: 'Free' });
    const member = await buildMember(server);
    expect((await rsvp(event.id, member.userToken)).body.code).toBe(200);
    expectRefused(await rsvp(event.id, member.userToken), 'TicketAlreadyPurchased');
    expect(await ticketsOf(event.id)).toHaveLength(1);
  });

  it('refuses concurrent RSVPs of one person but one', async () => {
    const event = await freeEventWithSeats(5);
    const member = await buildMember(server);
    const answers = await Promise.all(Array.from({ length: 5 }, () => rsvp(event.id, member.userToken)));
    const codes = answers.map((answer) => answer.body.code).sort((a, b) => a - b);
    expect(codes).toEqual([200, 15001, 15001, 15001, 15001]);
    expect(await ticketsOf(event.id)).toHaveLength(1);
    const [tier] = await server.limelight.db
      .selectFrom('eventTiers')
      .select('sold')
      .where('eventId', '=', event.id)
      .execute();
    expect(tier?.sold).toBe(1);
  });
});

describe("RSVP takes a free seat: 'Sold out' (15004) when none is left", () => {
  it('gives the one seat to exactly one of 20 concurrent members', async () => {
    const event = await freeEventWithSeats(1);
    const members = await Promise.all(Array.from({ length: 20 }, () => buildMember(server)));
    const answers = await Promise.all(members.map((member) => rsvp(event.id, member.userToken)));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 15004)).toHaveLength(19);
    expectRefused(
      answers.find((answer) => answer.body.code !== 200)!,
      'SoldOut',
    );
    const tickets = await ticketsOf(event.id);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.tierId).not.toBeNull();
  });

  it('counts guests against the seats too and leaves the tier full, never over', async () => {
    const event = await freeEventWithSeats(2);
    const guests = await Promise.all(Array.from({ length: 4 }, () => buildGuest(server)));
    const codes = [];
    for (const guest of guests) codes.push((await rsvp(event.id, guest.userToken)).body.code);
    expect(codes).toEqual([200, 200, 15004, 15004]);
    const [tier] = await server.limelight.db
      .selectFrom('eventTiers')
      .select(['sold', 'total'])
      .where('eventId', '=', event.id)
      .execute();
    expect(tier).toEqual({ sold: 2, total: 2 });
  });

  it('has no seat limit for a free event without tiers', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Open doors', type: 'Free' });
    const members = await Promise.all(Array.from({ length: 3 }, () => buildMember(server)));
    for (const member of members) expect((await rsvp(event.id, member.userToken)).body.code).toBe(200);
  });
});

describe('getEventIdAndSlug shows an event only to whoever may see it', () => {
  const resolve = (eventIdOrSlug: string, token?: string) =>
    server.api.get<EventIdAndSlugAnswer>('/api/events/v1/getEventIdAndSlug', {
      token,
      query: { eventIdOrSlug },
    });

  it('answers a draft to its owner and hosts, and 4004 as detail does to strangers', async () => {
    const draft = await createEventThroughApi(server, owner, { title: 'Secret draft' }, { publish: false });
    const [host, stranger] = await Promise.all([buildMember(server), buildMember(server)]);
    await grantRole(server, owner, draft.id, host, 'host');
    for (const token of [owner.userToken, host.userToken]) {
      expect((await resolve(draft.slug, token)).body.data).toEqual({ eventId: draft.id, slug: draft.slug });
    }
    for (const ref of [draft.id, draft.slug]) {
      expectRefused(await resolve(ref), 'NotFound');
      expectRefused(await resolve(ref, stranger.userToken), 'NotFound');
      const detail = await server.api.get('/api/events/v1/detail', {
        token: stranger.userToken,
        query: { eventId: ref },
      });
      expectRefused(detail, 'NotFound');
    }
  });

  it('answers a private event as detail does (11025 without a member, 11078 for one not invited)', async () => {
    const secret = await createEventThroughApi(server, owner, { title: 'Private', visibility: 'private' });
    const stranger = await buildMember(server);
    const guest = await buildGuest(server);
    expectRefused(await resolve(secret.slug, guest.userToken), 'PrivateEvent');
    expectRefused(await resolve(secret.slug, stranger.userToken), 'PrivateEventNotInvited');
    expect((await resolve(secret.slug, owner.userToken)).body.code).toBe(200);
  });
});
