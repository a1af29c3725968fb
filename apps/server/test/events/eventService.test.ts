import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentView, EventView, Page, ServiceView, TierView } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
let owner: TestMember;
let other: TestMember;
let event: EventView;
beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([buildMember(server), buildMember(server)]);
  event = await createEventThroughApi(server, owner, { title: 'Service event' });
});
afterAll(() => server.close());

const put = <T>(path: string, body: unknown, token: string) =>
  server.api.request<T>('PUT', path, { token, body: JSON.stringify(body) });
const del = <T>(path: string, token: string) => server.api.request<T>('DELETE', path, { token });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe('POST /api/eventsvc/create {event} and PUT /api/eventsvc/:id', () => {
  it('creates and updates with the same rules as v1', async () => {
    const created = await server.api.post<EventView>(
      '/api/eventsvc/create',
      { event: { title: 'From the service', type: 'Donate' } },
      { token: owner.userToken },
    );
    expect(created.body.data).toMatchObject({
      title: 'From the service',
      type: 'Donate',
      published: 0,
      price: 0,
    });
    const updated = await put<EventView>(
      `/api/eventsvc/${created.body.data.id}`,
      { event: { description: 'Now described' } },
      owner.userToken,
    );
    expect(updated.body.data).toMatchObject({ title: 'From the service', description: 'Now described' });
    expectRefused(
      await put(`/api/eventsvc/${created.body.data.id}`, { event: { title: 'Hijack' } }, other.userToken),
      'NotFound',
    );
    expectInvalid(
      await server.api.post('/api/eventsvc/create', { event: { title: '' } }, { token: owner.userToken }),
      'event.title',
      'This field is required',
    );
  });
});

describe('contents (spec 000 §3: data, MPD, HLS, image URL, YouTube id, DRM)', () => {
  it('adds, lists and deletes contents; editors only', async () => {
    const add = (body: object, token = owner.userToken) =>
      server.api.post<ContentView>(`/api/eventsvc/${event.id}/contents`, body, { token });
    const youtube = await add({ kind: 'youtube', value: 'dQw4w9WgXcQ', name: 'Intro' });
    expect(youtube.body.data).toMatchObject({
      kind: 'youtube',
      value: 'dQw4w9WgXcQ',
      name: 'Intro',
      drmToken: null,
    });
    const hls = await add({ kind: 'hls', value: 'https://cdn.example.com/live.m3u8' });
    expect(hls.body.data).toMatchObject({ kind: 'hls', drmToken: null });
    expectInvalid(
      await add({ kind: 'youtube', value: 'short' }),
      'value',
      'Please enter a valid YouTube video id',
    );
    expectInvalid(
      await add({ kind: 'image', value: 'not a url' }),
      'value',
      'Please enter an https address or a file of this platform',
    );
    expectRefused(
      await add({ kind: 'data', value: 'https://x.example.com/d.json' }, other.userToken),
      'NotEventOwner',
    );

    const list = await server.api.get<Page<ContentView>>(`/api/eventsvc/${event.id}/contents`, {
      token: owner.userToken,
    });
    expect(list.body.data.list.map((content) => content.kind)).toEqual(['youtube', 'hls']);
    expectRefused(
      await server.api.get(`/api/eventsvc/${event.id}/contents`, { token: other.userToken }),
      'NotEventOwner',
    );
    expect(
      (await del(`/api/eventsvc/${event.id}/contents/${youtube.body.data.id}`, owner.userToken)).body.data,
    ).toEqual({
      deleted: true,
    });
    expectRefused(
      await del(`/api/eventsvc/${event.id}/contents/${youtube.body.data.id}`, owner.userToken),
      'NotFound',
    );
  });
});

describe('services (the apps of spec 000 §1)', () => {
  it('adds each app once, lists them for viewers, deletes for editors', async () => {
    const add = (service: string) =>
      server.api.post<ServiceView>(
        `/api/eventsvc/${event.id}/services`,
        { service },
        { token: owner.userToken },
      );
    const youtube = await add('youtube');
    expect(youtube.body.data).toMatchObject({ eventId: event.id, service: 'youtube' });
    expect((await add('youtube')).body.data.id).toBe(youtube.body.data.id);
    await add('screen share');
    expect((await add('myspace')).body.code).toBe(4000);
    const list = await server.api.get<Page<ServiceView>>(`/api/eventsvc/${event.id}/services`);
    expect(list.body.data.list.map((service) => service.service)).toEqual(['youtube', 'screen share']);
    expectRefused(
      await del(`/api/eventsvc/${event.id}/services/${youtube.body.data.id}`, other.userToken),
      'NotEventOwner',
    );
    await del(`/api/eventsvc/${event.id}/services/${youtube.body.data.id}`, owner.userToken);
    const after = await server.api.get<Page<ServiceView>>(`/api/eventsvc/${event.id}/services`);
    expect(after.body.data.list.map((service) => service.service)).toEqual(['screen share']);
  });
});

describe('tiers (spec 000 §3 type, amount, price, min, max, total)', () => {
  it('adds tiers with prices in units (cents in the database) and keeps sold ones', async () => {
    const tier = await server.api.post<TierView>(
      `/api/eventsvc/${event.id}/tiers`,
      { type: 'Early bird', price: '19.99', min: 1, max: 4, total: 50 },
      { token: owner.userToken },
    );
    expect(tier.body.data).toMatchObject({
      type: 'Early bird',
      price: 19.99,
      amount: 50,
      min: 1,
      max: 4,
      total: 50,
    });
    const stored = await server.limelight.db
      .selectFrom('eventTiers')
      .select('priceCents')
      .where('id', '=', tier.body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored.priceCents).toBe(1999);

    await server.limelight.db
      .updateTable('eventTiers')
      .set({ sold: 3 })
      .where('id', '=', tier.body.data.id)
      .execute();
    const list = await server.api.get<Page<TierView>>(`/api/eventsvc/${event.id}/tiers`);
    expect(list.body.data.list).toMatchObject([{ id: tier.body.data.id, amount: 47 }]);
    expectRefused(
      await del(`/api/eventsvc/${event.id}/tiers/${tier.body.data.id}`, owner.userToken),
      'Conflict',
      'Tickets of this tier were sold: it cannot be deleted',
    );
    const unsold = await server.api.post<TierView>(
      `/api/eventsvc/${event.id}/tiers`,
      { type: 'Door', price: 25, min: 1, max: 1, total: 10 },
      { token: owner.userToken },
    );
    expect(
      (await del(`/api/eventsvc/${event.id}/tiers/${unsold.body.data.id}`, owner.userToken)).body.code,
    ).toBe(200);
    expectRefused(
      await server.api.post(
        `/api/eventsvc/${event.id}/tiers`,
        { type: 'Mine', price: 1, min: 1, max: 1, total: 1 },
        { token: other.userToken },
      ),
      'NotEventOwner',
    );
  });
});

describe('restrictions', () => {
  it("refuses a country that is not two letters ('Please choose a country') and deletes by id", async () => {
    expectInvalid(
      await server.api.post(
        `/api/eventsvc/${event.id}/restrictions`,
        { country: 'France', title: 'France', allowed: false },
        { token: owner.userToken },
      ),
      'country',
      'Please choose a country',
    );
    const added = await server.api.post<{ id: string }>(
      `/api/eventsvc/${event.id}/restrictions`,
      { country: 'FR', title: 'France', allowed: false },
      { token: owner.userToken },
    );
    expectRefused(
      await del(`/api/eventsvc/${event.id}/restrictions/${added.body.data.id}`, other.userToken),
      'NotEventOwner',
    );
    expect(
      (await del(`/api/eventsvc/${event.id}/restrictions/${added.body.data.id}`, owner.userToken)).body.code,
    ).toBe(200);
    expectRefused(
      await del(`/api/eventsvc/${event.id}/restrictions/${added.body.data.id}`, owner.userToken),
      'NotFound',
    );
  });
});

describe('lists: state, limit/offset, ids, channel', () => {
  let host: TestMember;
  let live: EventView;
  let upcoming: EventView;
  let past: EventView;
  beforeAll(async () => {
    host = await buildMember(server);
    await server.api.post(
      '/api/passport/v1/updateCyaId',
      { updatedCyaId: 'JazzClub' },
      { token: host.userToken },
    );
    live = await createEventThroughApi(server, host, {
      title: 'Channel live',
      startAt: inHours(-1),
      endAt: inHours(1),
    });
    upcoming = await createEventThroughApi(server, host, { title: 'Channel upcoming', startAt: inHours(3) });
    past = await createEventThroughApi(server, host, {
      title: 'Channel past',
      startAt: inHours(-3),
      endAt: inHours(-2),
    });
    await createEventThroughApi(server, host, { title: 'Channel private', visibility: 'private' });
  });

  it('GET list ?state= lists public events of one state', async () => {
    const byState = async (state: string) =>
      (
        await server.api.get<Page<EventView>>('/api/eventsvc/list', { query: { state, limit: '100' } })
      ).body.data.list.map((e) => e.id);
    expect(await byState('2')).toContain(live.id);
    expect(await byState('1')).toContain(upcoming.id);
    expect(await byState('3')).toContain(past.id);
    expect(await byState('3')).not.toContain(live.id);
    expect((await server.api.get('/api/eventsvc/list', { query: { state: '4' } })).body.code).toBe(4000);
  });

  it('GET list pages by limit and offset', async () => {
    const list = (query: Record<string, string>) =>
      server.api.get<Page<EventView>>('/api/eventsvc/list', { query });
    const all = (await list({ limit: '100' })).body.data;
    const window = (await list({ limit: '2', offset: '1' })).body.data;
    expect(window.list.map((e) => e.id)).toEqual(all.list.slice(1, 3).map((e) => e.id));
    expect(window.pagination).toEqual({
      page: 1,
      pageSize: 2,
      total: all.pagination.total,
      hasNextPage: all.pagination.total > 3,
    });
  });

  it('GET /channel/:channel by cyaId (any case) or user id, with limit and offset', async () => {
    const first = await server.api.get<Page<EventView>>('/api/eventsvc/channel/jazzclub', {
      query: { limit: '2', offset: '0' },
    });
    expect(first.body.data.pagination).toEqual({ page: 1, pageSize: 2, total: 3, hasNextPage: true });
    expect(first.body.data.list[0]?.channel).toMatchObject({ slug: 'JazzClub', userId: host.userId });
    const second = await server.api.get<Page<EventView>>(`/api/eventsvc/channel/${host.userId}`, {
      query: { limit: '2', offset: '2' },
    });
    expect(second.body.data.list).toHaveLength(1);
    expect(second.body.data.pagination).toMatchObject({ page: 2, hasNextPage: false });
    const all = [...first.body.data.list, ...second.body.data.list].map((e) => e.id);
    expect(new Set(all)).toEqual(new Set([live.id, upcoming.id, past.id]));
    const liveOnly = await server.api.get<Page<EventView>>('/api/eventsvc/channel/JAZZCLUB', {
      query: { state: '2' },
    });
    expect(liveOnly.body.data.list.map((e) => e.id)).toEqual([live.id]);
    expectRefused(await server.api.get('/api/eventsvc/channel/nobody-here'), 'NotFound');
  });

  it('GET /list/:ids answers the visible events of those ids, in that order', async () => {
    const secret = await createEventThroughApi(server, host, { title: 'Not for you', visibility: 'private' });
    const ids = [past.id, secret.id, 'missing', live.id].join(',');
    const { body } = await server.api.get<Page<EventView>>(`/api/eventsvc/list/${ids}`, {
      token: other.userToken,
    });
    expect(body.data.list.map((e) => e.id)).toEqual([past.id, live.id]);
    const asHost = await server.api.get<Page<EventView>>(`/api/eventsvc/list/${ids}`, {
      token: host.userToken,
    });
    expect(asHost.body.data.list.map((e) => e.id)).toEqual([past.id, secret.id, live.id]);
  });
});
