import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventEntryAnswer,
  EventLocalView,
  EventPlayAnswer,
  EventView,
  InviteLinkAnswer,
  Page,
  TokenAnswer,
  UserEventAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildGuest,
  buildMember,
  createEventThroughApi,
  grantRole,
  memberPassword,
  readVerificationLinkCode,
  verifyEmail,
  type TestMember,
} from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

// The rules go by this clock, so that tests can stand exactly on a time boundary.
let nowMs = Date.now();
const countryHeader = 'x-viewer-country';
let server: TestServer;
let owner: TestMember;
let adult: TestMember;
let minor: TestMember;
beforeAll(async () => {
  server = await startTestServer({ COUNTRY_HEADER: countryHeader }, { clock: () => new Date(nowMs) });
  [owner, adult] = await Promise.all([buildMember(server), buildMember(server)]);
  const fifteen = new Date(nowMs);
  fifteen.setUTCFullYear(fifteen.getUTCFullYear() - 15);
  const email = `minor-${Date.now()}@example.com`;
  const registered = await server.api.post<TokenAnswer>('/api/passport/v1/register', {
    email,
    password: memberPassword,
    dob: fifteen.toISOString().slice(0, 10),
  });
  minor = { ...registered.body.data, email, password: memberPassword };
});
afterAll(() => server.close());

const at = (iso: string) => new Date(iso).getTime();
const get = <T>(path: string, query: Record<string, string>, token?: string, country?: string) =>
  server.api.request<T>('GET', path, {
    token,
    query,
    headers: country === undefined ? {} : { [countryHeader]: country },
  });
const detail = (eventId: string, token?: string, country?: string) =>
  get<EventView>('/api/events/v1/detail', { eventId }, token, country);
const entry = (eventId: string, token?: string, query: Record<string, string> = {}) =>
  get<EventEntryAnswer>('/api/events/v2/detail', { eventId, ...query }, token);
const rsvp = (eventId: string, token: string) =>
  server.api.post('/api/purchase/v1/rsvp', { eventId, type: 'live' }, { token });

describe('private events answer 11025 / 11078 to those not allowed (spec 000 §2, §8)', () => {
  let secret: EventView;
  beforeAll(async () => {
    secret = await createEventThroughApi(server, owner, { title: 'Secret', visibility: 'private' });
  });

  it('11025 without a token and to a guest; 11078 to a member not allowed', async () => {
    const guest = await buildGuest(server);
    for (const path of ['/api/events/v1/detail', '/api/events/v2/detail', '/api/events/v3/detail']) {
      expectRefused(await get(path, { eventId: secret.id }), 'PrivateEvent');
      expectRefused(await get(path, { eventId: secret.id }, guest.userToken), 'PrivateEvent');
      expectRefused(await get(path, { eventId: secret.id }, adult.userToken), 'PrivateEventNotInvited');
    }
    expectRefused(await get(`/api/events/v4/${secret.id}`, {}, adult.userToken), 'PrivateEventNotInvited');
    expectRefused(await get(`/api/events/v4/${secret.id}/play`, {}), 'PrivateEvent');
    expectRefused(
      await get('/api/user/v1/event', { eventId: secret.id }, adult.userToken),
      'PrivateEventNotInvited',
    );
  });

  it('is open to its creator and to role holders', async () => {
    expect((await detail(secret.id, owner.userToken)).body.data.canEdit).toBe(true);
    const mod = await buildMember(server);
    await grantRole(server, owner, secret.id, mod, 'mod');
    expect((await detail(secret.id, mod.userToken)).body.code).toBe(200);
  });

  it('whitelist v1 lets in no one holding the address unverified; its verified holder gets in', async () => {
    // Whoever registers carol's address first must not read carol's private events.
    const carolAddress = `carol-${Date.now()}@example.com`;
    await server.api.post(
      '/api/events/v1/whitelist/create',
      { eventId: secret.id, emails: [carolAddress] },
      { token: owner.userToken },
    );
    const squatter = await buildMember(server, carolAddress);
    expectRefused(await detail(secret.id, squatter.userToken), 'PrivateEventNotInvited');
    // The mailed link, opened signed out, proves the address: then the list lets its holder in.
    const code = await readVerificationLinkCode(server, carolAddress);
    const verified = await server.api.post('/api/passport/v1/verifyEmail', { code });
    expect(verified.body.data).toEqual({ email: carolAddress, emailVerified: true });
    expect((await detail(secret.id, squatter.userToken)).body.code).toBe(200);
    await server.api.post(
      '/api/events/v1/whitelist/delete',
      { eventId: secret.id, emails: [carolAddress] },
      { token: owner.userToken },
    );
  });

  it('whitelist v1 lets a member in by e-mail; delete and clearAll take it back', async () => {
    const invited = await verifyEmail(server, await buildMember(server));
    const create = await server.api.post(
      '/api/events/v1/whitelist/create',
      { eventId: secret.id, emails: [invited.email.toUpperCase(), 'later@example.com'] },
      { token: owner.userToken },
    );
    expect(create.body.data).toEqual({ eventId: secret.id });
    expect((await detail(secret.id, invited.userToken)).body.code).toBe(200);
    const list = await server.api.get<Page<{ email: string }>>('/api/events/v1/whitelist/get', {
      token: owner.userToken,
      query: { eventId: secret.id },
    });
    expect(list.body.data.list.map((entry) => entry.email)).toEqual(
      [invited.email, 'later@example.com'].sort(),
    );
    await server.api.post(
      '/api/events/v1/whitelist/delete',
      { eventId: secret.id, emails: [invited.email] },
      { token: owner.userToken },
    );
    expectRefused(await detail(secret.id, invited.userToken), 'PrivateEventNotInvited');
    await server.api.post(
      '/api/events/v1/whitelist/clearAll',
      { eventId: secret.id },
      { token: owner.userToken },
    );
    const cleared = await server.api.get<Page<unknown>>('/api/events/v1/whitelist/get', {
      token: owner.userToken,
      query: { eventId: secret.id },
    });
    expect(cleared.body.data.pagination.total).toBe(0);
  });

  it("whitelist v1 refuses an invalid address ('Invalid email format')", async () => {
    expectInvalid(
      await server.api.post(
        '/api/events/v1/whitelist/create',
        { eventId: secret.id, emails: ['not-an-address'] },
        { token: owner.userToken },
      ),
      'emails.0',
      'Invalid email format',
    );
  });

  it('whitelist v2 lets selected people in by user id', async () => {
    const friend = await buildMember(server);
    await server.api.post(
      '/api/events/v2/whitelist/create',
      { eventId: secret.id, userIds: [friend.userId, 'no-such-user'] },
      { token: owner.userToken },
    );
    expect((await detail(secret.id, friend.userToken)).body.code).toBe(200);
    const list = await server.api.get<Page<{ userId: string }>>('/api/events/v2/whitelist/get', {
      token: owner.userToken,
      query: { eventId: secret.id },
    });
    expect(list.body.data.list.map((entry) => entry.userId)).toEqual([friend.userId]);
    await server.api.post(
      '/api/events/v2/whitelist/delete',
      { eventId: secret.id, userIds: [friend.userId] },
      { token: owner.userToken },
    );
    expectRefused(await detail(secret.id, friend.userToken), 'PrivateEventNotInvited');
    await server.api.post(
      '/api/events/v2/whitelist/create',
      { eventId: secret.id, userIds: [friend.userId] },
      { token: owner.userToken },
    );
    await server.api.post(
      '/api/events/v2/whitelist/clearAll',
      { eventId: secret.id },
      { token: owner.userToken },
    );
    expectRefused(await detail(secret.id, friend.userToken), 'PrivateEventNotInvited');
  });

  it('whitelists are for editors only (11030)', async () => {
    expectRefused(
      await server.api.get('/api/events/v1/whitelist/get', {
        token: adult.userToken,
        query: { eventId: secret.id },
      }),
      'PrivateEventNotInvited',
    );
    const open = await createEventThroughApi(server, owner, { title: 'Open' });
    expectRefused(
      await server.api.post(
        '/api/events/v1/whitelist/create',
        { eventId: open.id, emails: ['x@example.com'] },
        { token: adult.userToken },
      ),
      'NotEventOwner',
    );
  });

  it('opens to anyone through one of its invitation links (sharedLink, enterKey)', async () => {
    const link = await server.api.post<InviteLinkAnswer>(
      '/api/user/v1/inviteLink',
      { eventId: secret.id },
      { token: owner.userToken },
    );
    const guest = await buildGuest(server);
    expect((await entry(secret.id, guest.userToken, { sharedLink: link.body.data.link })).body.code).toBe(
      200,
    );
    expect((await entry(secret.id, adult.userToken, { enterKey: link.body.data.link })).body.code).toBe(200);
    expectRefused(await entry(secret.id, guest.userToken, { sharedLink: 'not-a-real-link' }), 'PrivateEvent');
    const other = await createEventThroughApi(server, owner, {
      title: 'Other secret',
      visibility: 'private',
    });
    expectRefused(
      await entry(other.id, adult.userToken, { sharedLink: link.body.data.link }),
      'PrivateEventNotInvited',
    );
  });

  it('is never listed, and an unlisted event is seen by its address but not listed', async () => {
    const unlisted = await createEventThroughApi(server, owner, {
      title: 'By address',
      visibility: 'unlisted',
    });
    expect((await detail(unlisted.id)).body.data).toMatchObject({ visibility: 'unlisted', isPublic: 0 });
    const listed = await server.api.get<Page<EventView>>('/api/events/v1/listByUserId', {
      query: { userId: owner.userId, pageSize: '100' },
    });
    const ids = listed.body.data.list.map((event) => event.id);
    expect(ids).not.toContain(unlisted.id);
    expect(ids).not.toContain(secret.id);
  });
});

describe('entry: a role, or a ticket and a valid age (spec 000 §4)', () => {
  it("a free event: 'No ticket' until the RSVP, then canEnter and hasTicket", async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Free show', type: 'Free' });
    const before = (await entry(event.id, adult.userToken)).body.data;
    expect(before).toMatchObject({
      ticket: { hasTicket: false, price: 0 },
      canEnter: false,
      restrictionCode: 3,
      restrictionMessage: 'No ticket',
    });
    const answer = await rsvp(event.id, adult.userToken);
    expect(answer.body.data).toEqual({ eventId: event.id, hasTicket: true });
    expectRefused(await rsvp(event.id, adult.userToken), 'TicketAlreadyPurchased');
    const after = (await entry(event.id, adult.userToken)).body.data;
    expect(after).toMatchObject({
      ticket: { hasTicket: true, price: 0 },
      canEnter: true,
      restrictionCode: 0,
    });
    const mine = await server.api.get<UserEventAnswer>('/api/user/v1/event', {
      token: adult.userToken,
      query: { eventId: event.id },
    });
    expect(mine.body.data).toEqual({
      eventId: event.id,
      isOwner: false,
      roles: [],
      hasTicket: true,
      isSaved: false,
      canEdit: false,
      canEnter: true,
    });
    const tickets = await server.api.get<Page<EventView>>('/api/events/v1/myList', {
      token: adult.userToken,
      query: { type: '1' },
    });
    expect(tickets.body.data.list.map((e) => e.id)).toContain(event.id);
  });

  it('a guest may RSVP to a free event too', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Guest free' });
    const guest = await buildGuest(server);
    expect((await rsvp(event.id, guest.userToken)).body.code).toBe(200);
    expect((await entry(event.id, guest.userToken)).body.data.canEnter).toBe(true);
  });

  it("a paid event: RSVP refused (15002), 'The price is to be determined by the creator.' without tiers", async () => {
    // A paid event publishes with a tier; its editor may withdraw every unsold tier afterwards.
    const unpriced = await createEventThroughApi(server, owner, {
      title: 'Unpriced',
      type: 'Paid',
      tickets: [{ type: 'General', price: '15.00', min: 1, max: 2, total: 3 }],
    });
    await server.api.post(
      '/api/events/v1/update',
      { eventId: unpriced.id, tickets: [] },
      { token: owner.userToken },
    );
    expect((await entry(unpriced.id, adult.userToken)).body.data).toMatchObject({
      ticket: { hasTicket: false, price: null },
      restrictionCode: 5,
      restrictionMessage: 'The price is to be determined by the creator.',
    });
    expectRefused(await rsvp(unpriced.id, adult.userToken), 'NotFreeEvent');
    const priced = await createEventThroughApi(server, owner, {
      title: 'Priced',
      type: 'Paid',
      tickets: [{ type: 'General', price: '15.00', min: 1, max: 2, total: 3 }],
    });
    expect((await entry(priced.id, adult.userToken)).body.data).toMatchObject({
      ticket: { price: 15 },
      restrictionMessage: 'No ticket',
    });
    expectRefused(await rsvp(priced.id, adult.userToken), 'NotFreeEvent');
  });

  it("'This event is sold out.' when every tier is sold", async () => {
    const event = await createEventThroughApi(server, owner, {
      title: 'Sold out',
      type: 'Paid',
      tickets: [{ type: 'Only', price: 5, min: 1, max: 1, total: 2 }],
    });
    await server.limelight.db
      .updateTable('eventTiers')
      .set({ sold: 2 })
      .where('eventId', '=', event.id)
      .execute();
    expect((await entry(event.id, adult.userToken)).body.data).toMatchObject({
      restrictionCode: 4,
      restrictionMessage: 'This event is sold out.',
    });
    expectRefused(
      await get(`/api/events/v4/${event.id}/play`, {}, adult.userToken),
      'SoldOut',
      'This event is sold out.',
    );
  });

  describe('age restriction (spec 000 §5)', () => {
    const ageMessage = "We're sorry you are not eligible to join this event due to an age restriction.";
    let adultsOnly: EventView;
    beforeAll(async () => {
      adultsOnly = await createEventThroughApi(server, owner, {
        title: 'Adults only',
        ageRestriction: 18,
        startAt: new Date(nowMs - 60_000).toISOString(),
      });
    });

    it('refuses the under-age even with a ticket, and guests (no birth date)', async () => {
      expectRefused(await rsvp(adultsOnly.id, minor.userToken), 'RoomAgeRestricted', ageMessage);
      await server.limelight.db
        .insertInto('tickets')
        .values({ id: `t-${minor.userId}`, eventId: adultsOnly.id, userId: minor.userId, source: 'rsvp' })
        .execute();
      expect((await detail(adultsOnly.id, minor.userToken)).body.data).toMatchObject({
        hasTicket: true,
        canEnter: false,
        restrictionCode: 1,
        restrictionMessage: ageMessage,
      });
      expectRefused(
        await get(`/api/events/v4/${adultsOnly.id}/play`, {}, minor.userToken),
        'RoomAgeRestricted',
        ageMessage,
      );
      const guest = await buildGuest(server);
      expect((await entry(adultsOnly.id, guest.userToken)).body.data.restrictionMessage).toBe(ageMessage);
    });

    it('lets an adult with a ticket in, and a role holder in whatever the age', async () => {
      await rsvp(adultsOnly.id, adult.userToken);
      expect((await entry(adultsOnly.id, adult.userToken)).body.data.canEnter).toBe(true);
      await grantRole(server, owner, adultsOnly.id, minor, 'star');
      expect((await entry(adultsOnly.id, minor.userToken)).body.data).toMatchObject({
        canEnter: true,
        restrictionCode: 0,
      });
    });
  });

  describe('region restriction (country from the trusted header; unknown is allowed)', () => {
    const regionMessage = 'This content is unavailable in your region.';

    it('blocks a country with allowed: false', async () => {
      const event = await createEventThroughApi(server, owner, { title: 'Not in France' });
      const added = await server.api.post<{ id: string; geoname_id: number | null }>(
        `/api/eventsvc/${event.id}/restrictions`,
        { geoname_id: 3017382, country: 'fr', title: 3017382, allowed: false },
        { token: owner.userToken },
      );
      expect(added.body.data).toMatchObject({
        geoname_id: 3017382,
        country: 'FR',
        title: '3017382',
        allowed: false,
      });
      await rsvp(event.id, adult.userToken);
      expect((await detail(event.id, adult.userToken, 'FR')).body.data).toMatchObject({
        canEnter: false,
        restrictionCode: 2,
        restrictionMessage: regionMessage,
      });
      expect((await detail(event.id, adult.userToken, 'DE')).body.data.canEnter).toBe(true);
      expect((await detail(event.id, adult.userToken)).body.data.canEnter).toBe(true);
      expect((await detail(event.id, adult.userToken, 'XX')).body.data.canEnter).toBe(true);
      const blocked = await server.api.request('POST', '/api/purchase/v1/rsvp', {
        token: adult.userToken,
        body: JSON.stringify({ eventId: event.id }),
        headers: { 'Content-Type': 'application/json', [countryHeader]: 'FR' },
      });
      expectRefused(blocked, 'RestrictedArea', regionMessage);
      // The default header of Cloudflare is not trusted when another one is configured.
      const viaDefault = await server.api.request<EventView>('GET', '/api/events/v1/detail', {
        token: adult.userToken,
        query: { eventId: event.id },
        headers: { 'cf-ipcountry': 'FR' },
      });
      expect(viaDefault.body.data.canEnter).toBe(true);
    });

    it('turns into an allow-list with allowed: true, and age rules apply per country', async () => {
      const event = await createEventThroughApi(server, owner, { title: 'Canada only' });
      await server.api.post(
        `/api/eventsvc/${event.id}/restrictions`,
        { country: 'CA', title: 'Canada', allowed: true },
        { token: owner.userToken },
      );
      const ageRule = await server.api.post<{ id: string }>(
        `/api/eventsvc/${event.id}/restrictions`,
        { country: 'CA', title: 'Canada adults', age: 60 },
        { token: owner.userToken },
      );
      await rsvp(event.id, adult.userToken);
      expect((await detail(event.id, adult.userToken, 'US')).body.data.restrictionCode).toBe(2);
      expect((await detail(event.id, adult.userToken, 'CA')).body.data.restrictionCode).toBe(1);
      await server.api.request('DELETE', `/api/eventsvc/${event.id}/restrictions/${ageRule.body.data.id}`, {
        token: owner.userToken,
      });
      expect((await detail(event.id, adult.userToken, 'CA')).body.data.canEnter).toBe(true);
    });
  });
});

describe('derived fields at the time boundaries (spec 000 §4)', () => {
  const startAt = '2031-03-10T18:00:00.000Z';
  const endAt = '2031-03-10T20:00:00.000Z';
  let event: EventView;
  beforeAll(async () => {
    event = await createEventThroughApi(server, owner, { title: 'On the clock', startAt, endAt });
    await rsvp(event.id, adult.userToken);
  });
  afterAll(() => {
    nowMs = Date.now();
  });

  it.each([
    ['2031-03-10T17:59:59.000Z', 'upcoming', 1],
    ['2031-03-10T17:59:59.500Z', 'upcoming', 1],
    ['2031-03-10T18:00:00.000Z', 'live', 0],
    ['2031-03-10T20:00:00.000Z', 'live', 0],
    ['2031-03-10T20:00:00.001Z', 'past', 0],
  ])('at %s the event is %s with secondsTolive %i', async (now, timeState, secondsTolive) => {
    nowMs = at(now);
    expect((await detail(event.id, adult.userToken)).body.data).toMatchObject({ timeState, secondsTolive });
  });

  it('a tba event has no secondsTolive', async () => {
    const tba = await createEventThroughApi(server, owner, { title: 'Date to come' });
    expect((await detail(tba.id)).body.data).toMatchObject({ timeState: 'tba', secondsTolive: null });
  });

  it("play: 'Event has not started.' before the start for ticket holders, contents once live", async () => {
    await server.api.post(
      `/api/eventsvc/${event.id}/contents`,
      { kind: 'mpd', value: 'https://stream.example.com/live.mpd' },
      { token: owner.userToken },
    );
    nowMs = at('2031-03-10T17:59:59.000Z');
    expectRefused(
      await get(`/api/events/v4/${event.id}/play`, {}, adult.userToken),
      'Forbidden',
      'Event has not started.',
    );
    const early = await get<EventPlayAnswer>(`/api/events/v4/${event.id}/play`, {}, owner.userToken);
    expect(early.body.data).toMatchObject({ host: true, mod: false });
    nowMs = at('2031-03-10T18:00:00.000Z');
    const { body } = await get<EventPlayAnswer>(`/api/events/v4/${event.id}/play`, {}, adult.userToken);
    expect(body.data).toMatchObject({
      eventId: event.id,
      mod: false,
      host: false,
      star: false,
      mpdLink: { webmpdLink: 'https://stream.example.com/live.mpd' },
      isUseRtmp: false,
      drmToken: null,
      isPrivate: false,
    });
    const stranger = await buildMember(server);
    expectRefused(
      await get(`/api/events/v4/${event.id}/play`, {}, stranger.userToken),
      'Forbidden',
      'No ticket',
    );
  });

  it('play/:enterKey opens a private event to whoever holds the link', async () => {
    nowMs = at('2031-03-10T18:30:00.000Z');
    const secret = await createEventThroughApi(server, owner, {
      title: 'Link only',
      visibility: 'private',
      startAt,
      endAt,
    });
    const link = await server.api.post<InviteLinkAnswer>(
      '/api/user/v1/inviteLink',
      { eventId: secret.id },
      { token: owner.userToken },
    );
    const guest = await buildGuest(server);
    expectRefused(await get(`/api/events/v4/${secret.id}/play`, {}, guest.userToken), 'PrivateEvent');
    expectRefused(
      await get(`/api/events/v4/${secret.id}/play/${link.body.data.link}`, {}, guest.userToken),
      'Forbidden',
      'No ticket',
    );
    expectRefused(await rsvp(secret.id, guest.userToken), 'PrivateEvent');
    const ticket = await server.api.post(
      '/api/purchase/v1/rsvp',
      { eventId: secret.id, sharedLink: link.body.data.link },
      { token: guest.userToken },
    );
    expect(ticket.body.code).toBe(200);
    const play = await get<EventPlayAnswer>(
      `/api/events/v4/${secret.id}/play/${link.body.data.link}`,
      {},
      guest.userToken,
    );
    expect(play.body.data).toMatchObject({ eventId: secret.id, isPrivate: true });
    // The ticket keeps the event open without the link (the live page and its socket do not carry it).
    const played = await get<EventPlayAnswer>(`/api/events/v4/${secret.id}/play`, {}, guest.userToken);
    expect(played.body.data).toMatchObject({ eventId: secret.id, isPrivate: true });
  });
});

describe('v4 detail with the X-Utc-Offset header', () => {
  let event: EventView;
  beforeAll(async () => {
    event = await createEventThroughApi(server, owner, {
      title: 'Local times',
      timezone: 'America/New_York',
      startAt: '2030-01-15T18:00:00Z',
      endAt: '2030-07-15T18:00:00Z',
    });
  });
  const v4 = (headers: Record<string, string>) =>
    server.api.request<EventLocalView>('GET', `/api/events/v4/${event.slug}`, { headers });

  it('shows start and end at the viewer’s offset (minutes east of UTC)', async () => {
    const { body } = await v4({ 'X-Utc-Offset': '120' });
    expect(body.data).toMatchObject({
      id: event.id,
      utcOffsetMinutes: 120,
      startAt: '2030-01-15T18:00:00.000Z',
      localStartAt: '2030-01-15T20:00:00.000+02:00',
      localEndAt: '2030-07-15T20:00:00.000+02:00',
    });
  });

  it('without the header, shows them in the event’s time zone, daylight saving included', async () => {
    const { body } = await v4({});
    expect(body.data).toMatchObject({
      utcOffsetMinutes: -300,
      localStartAt: '2030-01-15T13:00:00.000-05:00',
      localEndAt: '2030-07-15T14:00:00.000-04:00',
    });
  });

  it('refuses an offset beyond ±14 hours', async () => {
    expect((await v4({ 'X-Utc-Offset': '900' })).body.code).toBe(4000);
    expect((await v4({ 'X-Utc-Offset': 'abc' })).body.code).toBe(4000);
  });
});
