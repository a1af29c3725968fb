import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckSpecialAnswer,
  EventIdAndSlugAnswer,
  EventOptions,
  EventView,
  Page,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildGuest,
  buildMember,
  createEventThroughApi,
  grantRole,
  verifyEmail,
  type TestMember,
} from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
let owner: TestMember;
let other: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([buildMember(server), buildMember(server)]);
});
afterAll(() => server.close());

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const detail = (eventId: string, token?: string) =>
  server.api.get<EventView>('/api/events/v1/detail', { token, query: { eventId } });

describe('POST /api/events/v1/create (spec 000 §3 event)', () => {
  it('creates an unpublished event of the caller with every field of spec 000 §3', async () => {
    const { body } = await server.api.post<EventView>(
      '/api/events/v1/create',
      {
        title: 'Jazz night',
        label: 'Music',
        description: 'Live from the club',
        copyright: '2025 The Club',
        timezone: 'Europe/Paris',
        startAt: '2030-06-15T20:00:00+02:00',
        endAt: '2030-06-15T22:00:00+02:00',
        ageRestriction: 18,
        type: 'Paid',
        visibility: 'unlisted',
        cover: 'https://cdn.example.com/cover.jpg',
        tags: ['jazz', 'live'],
        options: { hideChat: true, waitingRoom: true },
        tickets: [
          { type: 'General', price: '12.5', min: '1', max: '4', total: '100' },
          { type: 'VIP', price: 40, min: 1, max: 2, total: 10 },
        ],
      },
      { token: owner.userToken },
    );
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      title: 'Jazz night',
      label: 'Music',
      description: 'Live from the club',
      copyright: '2025 The Club',
      timezone: 'Europe/Paris',
      startAt: '2030-06-15T18:00:00.000Z',
      endAt: '2030-06-15T20:00:00.000Z',
      ageRestriction: 18,
      type: 'Paid',
      visibility: 'unlisted',
      isPublic: 0,
      published: 0,
      deleted: 0,
      cover: 'https://cdn.example.com/cover.jpg',
      tags: ['jazz', 'live'],
      creatorId: owner.userId,
      price: 12.5,
      canEdit: true,
      canEnter: true,
      hasTicket: false,
      timeState: 'upcoming',
    });
    expect(body.data.channel).toMatchObject({ slug: owner.userId, userId: owner.userId });
    const full = await server.api.get<{ options: EventOptions; tiers: { price: number; amount: number }[] }>(
      '/api/events/v3/detail',
      { token: owner.userToken, query: { eventId: body.data.id } },
    );
    expect(full.body.data.options).toMatchObject({ hideChat: true, waitingRoom: true, hideDonation: false });
    expect(full.body.data.tiers).toMatchObject([
      { type: 'General', price: 12.5, min: 1, max: 4, total: 100, amount: 100 },
      { type: 'VIP', price: 40, min: 1, max: 2, total: 10, amount: 10 },
    ]);
  });

  it('refuses a title with characters outside spec 000 §5', async () => {
    expectInvalid(
      await server.api.post('/api/events/v1/create', { title: 'Café!' }, { token: owner.userToken }),
      'title',
      'Only letters, numbers, emoji, spaces, underscores and dashes are allowed',
    );
  });

  it("refuses a description over 500 characters ('Description must be at most 500 characters')", async () => {
    expectInvalid(
      await server.api.post(
        '/api/events/v1/create',
        { title: 'Long', description: 'x'.repeat(501) },
        { token: owner.userToken },
      ),
      'description',
      'Description must be at most 500 characters',
    );
  });

  it('refuses more than 5 tags, an unknown time zone and an end before the start', async () => {
    const create = (fields: object) =>
      server.api.post('/api/events/v1/create', { title: 'X', ...fields }, { token: owner.userToken });
    expectInvalid(
      await create({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      'tags',
      'You can add at most 5 tags',
    );
    expectInvalid(await create({ timezone: 'Mars/Olympus' }), 'timezone', 'Please choose a valid time zone');
    expectInvalid(
      await create({ startAt: '2030-01-02T10:00:00Z', endAt: '2030-01-02T09:00:00Z' }),
      'endAt',
      'The end must be after the start',
    );
  });

  it('normalises ticket tiers as spec 000 §5 says and refuses a bad price', async () => {
    const create = (tickets: object[]) =>
      server.api.post<EventView>(
        '/api/events/v1/create',
        { title: 'Tiers', tickets },
        { token: owner.userToken },
      );
    expectInvalid(
      await create([{ type: 'A', price: 'abc', min: 1, max: 1, total: 1 }]),
      'tickets.0.price',
      'Please enter a valid price',
    );
    expectInvalid(
      await create([{ type: 'A', price: 1, min: 3, max: 2, total: 5 }]),
      'tickets.0.min',
      'The minimum cannot be more than the maximum',
    );
    const { body } = await create([{ type: 'A', price: '9.99', min: '1.7', max: '3.2', total: '50.9' }]);
    const tiers = await server.api.get<Page<{ price: number; min: number; max: number; total: number }>>(
      `/api/eventsvc/${body.data.id}/tiers`,
      { token: owner.userToken },
    );
    expect(tiers.body.data.list).toMatchObject([{ price: 9.99, min: 1, max: 3, total: 50 }]);
  });

  it('is for members only', async () => {
    const guest = await buildGuest(server);
    expectRefused(
      await server.api.post('/api/events/v1/create', { title: 'Guest event' }, { token: guest.userToken }),
      'LoginRequired',
    );
  });
});

describe('slugs (spec 000 §2: resolvable from id or slug, unique, stable)', () => {
  it('makes a slug from the title and resolves both id and slug', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Summer Beats 2030' });
    expect(event.slug).toBe('summer-beats-2030');
    for (const eventIdOrSlug of [event.id, event.slug, 'SUMMER-BEATS-2030']) {
      const { body } = await server.api.get<EventIdAndSlugAnswer>('/api/events/v1/getEventIdAndSlug', {
        query: { eventIdOrSlug },
      });
      expect(body.data).toEqual({ eventId: event.id, slug: event.slug });
    }
    expect((await detail(event.slug)).body.data.id).toBe(event.id);
  });

  it('gives the same title a different slug each time', async () => {
    const [a, b] = [
      await createEventThroughApi(server, owner, { title: 'Same Title' }),
      await createEventThroughApi(server, other, { title: 'Same Title' }),
    ];
    expect(a.slug).toBe('same-title');
    expect(b.slug).toMatch(/^same-title-[0-9a-z]{6}$/);
  });

  it('keeps the slug when the title changes', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Before Rename' });
    const { body } = await server.api.post<EventView>(
      '/api/events/v1/update',
      { eventId: event.id, title: 'After Rename' },
      { token: owner.userToken },
    );
    expect(body.data).toMatchObject({ title: 'After Rename', slug: event.slug });
  });

  it('answers 4004 for an unknown id or slug', async () => {
    expectRefused(
      await server.api.get('/api/events/v1/getEventIdAndSlug', { query: { eventIdOrSlug: 'no-such-event' } }),
      'NotFound',
    );
  });
});

describe('POST /api/events/v1/update', () => {
  it('changes only the fields sent, checking the end against the stored start', async () => {
    const event = await createEventThroughApi(server, owner, {
      title: 'Update me',
      description: 'kept',
      startAt: '2030-03-01T10:00:00Z',
    });
    const { body } = await server.api.post<EventView>(
      '/api/events/v1/update',
      { eventId: event.id, label: 'New label', endAt: '2030-03-01T12:00:00Z' },
      { token: owner.userToken },
    );
    expect(body.data).toMatchObject({
      label: 'New label',
      description: 'kept',
      endAt: '2030-03-01T12:00:00.000Z',
    });
    expectInvalid(
      await server.api.post(
        '/api/events/v1/update',
        { eventId: event.id, endAt: '2030-03-01T09:00:00Z' },
        { token: owner.userToken },
      ),
      'endAt',
      'The end must be after the start',
    );
  });

  it("answers 11030 'not the owner for this event' to a member without canEdit", async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Not yours' });
    expectRefused(
      await server.api.post(
        '/api/events/v1/update',
        { eventId: event.id, title: 'Taken over' },
        { token: other.userToken },
      ),
      'NotEventOwner',
    );
  });

  it('lets a host edit (canEdit = owner or host) but not a star', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Hosted' });
    const [host, star] = await Promise.all([buildMember(server), buildMember(server)]);
    await grantRole(server, owner, event.id, host, 'host');
    await grantRole(server, owner, event.id, star, 'star');
    const byHost = await server.api.post<EventView>(
      '/api/events/v1/update',
      { eventId: event.id, label: 'By host' },
      { token: host.userToken },
    );
    expect(byHost.body.data).toMatchObject({ label: 'By host', canEdit: true });
    expect((await detail(event.id, star.userToken)).body.data.canEdit).toBe(false);
    expectRefused(
      await server.api.post(
        '/api/events/v1/update',
        { eventId: event.id, label: 'x' },
        { token: star.userToken },
      ),
      'NotEventOwner',
    );
  });
});

describe('publish and delete (0/1 flags on the wire)', () => {
  it('hides a draft from everyone without a role (4004) until it is published', async () => {
    const draft = await createEventThroughApi(server, owner, { title: 'Draft' }, { publish: false });
    expect((await detail(draft.id, owner.userToken)).body.data.published).toBe(0);
    expectRefused(await detail(draft.id, other.userToken), 'NotFound');
    const { body } = await server.api.post<EventView>(
      '/api/events/v1/publish',
      { eventId: draft.id, published: 1 },
      { token: owner.userToken },
    );
    expect(body.data).toMatchObject({ published: 1 });
    expect(body.data.publishedAt).not.toBeNull();
    expect((await detail(draft.id, other.userToken)).body.code).toBe(200);
  });

  it('deletes for the owner only, gone for everyone (4004), and restores with deleted 0', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Delete me' });
    expectRefused(
      await server.api.post(
        '/api/events/v1/delete',
        { eventId: event.id, deleted: 1 },
        { token: other.userToken },
      ),
      'NotEventOwner',
    );
    const deleted = await server.api.post(
      '/api/events/v1/delete',
      { eventId: event.id, deleted: 1 },
      { token: owner.userToken },
    );
    expect(deleted.body.data).toEqual({ eventId: event.id, deleted: 1 });
    expectRefused(await detail(event.id, owner.userToken), 'NotFound');
    expectRefused(await detail(event.id, other.userToken), 'NotFound');
    const restored = await server.api.post(
      '/api/events/v1/delete',
      { eventId: event.id, deleted: '0' },
      { token: owner.userToken },
    );
    expect(restored.body.data).toEqual({ eventId: event.id, deleted: 0 });
    expect((await detail(event.id, other.userToken)).body.data.deleted).toBe(0);
  });
});

describe('lists', () => {
  let lister: TestMember;
  let live: EventView;
  let upcoming: EventView;
  let past: EventView;
  let tba: EventView;
  beforeAll(async () => {
    lister = await buildMember(server);
    live = await createEventThroughApi(server, lister, {
      title: 'Lister live',
      startAt: inHours(-1),
      endAt: inHours(1),
    });
    upcoming = await createEventThroughApi(server, lister, { title: 'Lister upcoming', startAt: inHours(5) });
    past = await createEventThroughApi(server, lister, {
      title: 'Lister past',
      startAt: inHours(-5),
      endAt: inHours(-4),
    });
    tba = await createEventThroughApi(server, lister, { title: 'Lister tba' });
    await createEventThroughApi(server, lister, { title: 'Lister private', visibility: 'private' });
    await createEventThroughApi(server, lister, { title: 'Lister unlisted', visibility: 'unlisted' });
    await createEventThroughApi(server, lister, { title: 'Lister draft' }, { publish: false });
  });

  const ids = (page: Page<EventView>) => page.list.map((event) => event.id);

  it('listByUserId: only public published events of that person', async () => {
    const { body } = await server.api.get<Page<EventView>>('/api/events/v1/listByUserId', {
      query: { userId: lister.userId },
    });
    expect(new Set(ids(body.data))).toEqual(new Set([live.id, upcoming.id, past.id, tba.id]));
    expect(body.data.pagination).toEqual({ page: 1, pageSize: 20, total: 4, hasNextPage: false });
  });

  it('homepage by period: live, upcoming (tba included), past; saved for members', async () => {
    const period = async (value: string, token?: string) =>
      ids(
        (
          await server.api.get<Page<EventView>>('/api/events/v1/homepage', {
            token,
            query: { period: value, pageSize: '100' },
          })
        ).body.data,
      );
    expect(await period('live')).toContain(live.id);
    expect(await period('live')).not.toContain(upcoming.id);
    const upcomingIds = await period('upcoming');
    expect(upcomingIds).toEqual(expect.arrayContaining([upcoming.id, tba.id]));
    expect(upcomingIds).not.toContain(past.id);
    expect(await period('past')).toContain(past.id);

    const saver = await buildMember(server);
    const saved = await server.api.post(
      '/api/events/v1/save',
      { eventId: upcoming.id, save: true },
      { token: saver.userToken },
    );
    expect(saved.body.data).toEqual({ eventId: upcoming.id, isSaved: true });
    expect(await period('saved', saver.userToken)).toEqual([upcoming.id]);
    expect((await detail(upcoming.id, saver.userToken)).body.data.isSaved).toBe(true);
    await server.api.post(
      '/api/events/v1/save',
      { eventId: upcoming.id, save: 0 },
      { token: saver.userToken },
    );
    expect(await period('saved', saver.userToken)).toEqual([]);
    expect(await period('saved')).toEqual([]);
  });

  it('list: public events by state (upcoming=1, live=2, past=3) and title', async () => {
    const list = async (query: Record<string, string>) =>
      ids(
        (
          await server.api.get<Page<EventView>>('/api/events/v1/list', {
            query: { pageSize: '100', ...query },
          })
        ).body.data,
      );
    expect(await list({ state: '2' })).toContain(live.id);
    expect(await list({ state: '3' })).toContain(past.id);
    expect(await list({ title: 'lister UPCOMING' })).toEqual([upcoming.id]);
    // Private, unlisted and draft events are never listed.
    expect(new Set(await list({ title: 'Lister' }))).toEqual(
      new Set([live.id, upcoming.id, past.id, tba.id]),
    );
  });

  it('myList: the caller’s own events, drafts and private ones included; published filter', async () => {
    const mine = await server.api.get<Page<EventView>>('/api/events/v1/myList', { token: lister.userToken });
    expect(mine.body.data.pagination.total).toBe(7);
    const drafts = await server.api.get<Page<EventView>>('/api/events/v1/myList', {
      token: lister.userToken,
      query: { published: '0' },
    });
    expect(drafts.body.data.list.map((event) => event.title)).toEqual(['Lister draft']);
  });

  it('getEventAds: the channel’s other upcoming events', async () => {
    const { body } = await server.api.get<Page<EventView>>('/api/events/v1/getEventAds', {
      query: { eventId: live.id },
    });
    expect(new Set(ids(body.data))).toEqual(new Set([upcoming.id, tba.id]));
  });

  it('pages with page and pageSize', async () => {
    const { body } = await server.api.get<Page<EventView>>('/api/events/v1/listByUserId', {
      query: { userId: lister.userId, page: '2', pageSize: '3' },
    });
    expect(body.data.list).toHaveLength(1);
    expect(body.data.pagination).toEqual({ page: 2, pageSize: 3, total: 4, hasNextPage: false });
  });
});

describe('private create, options, checkSpecial, submitCheck', () => {
  it('private/create makes a private event with its whitelists', async () => {
    const invited = await verifyEmail(server, await buildMember(server));
    const { body } = await server.api.post<EventView>(
      '/api/events/v1/private/create',
      { title: 'Secret', emails: [invited.email.toUpperCase()] },
      { token: owner.userToken },
    );
    expect(body.data).toMatchObject({ visibility: 'private', isPublic: 0 });
    await server.api.post(
      '/api/events/v1/publish',
      { eventId: body.data.id, published: 1 },
      { token: owner.userToken },
    );
    expect((await detail(body.data.id, invited.userToken)).body.code).toBe(200);
  });

  it('getOptions answers the event options of spec 001 §3', async () => {
    const event = await createEventThroughApi(server, owner, {
      title: 'Options',
      options: { hideDonation: true },
    });
    const { body } = await server.api.get<EventOptions>('/api/events/v1/getOptions', {
      query: { eventId: event.id },
    });
    expect(body.data).toEqual({
      eventId: event.id,
      hideJoinNumber: false,
      hideDonation: true,
      hideChat: false,
      hideJoinStage: false,
      chatModApprove: false,
      waitingRoom: false,
      hideFriendChat: false,
    });
  });

  it('checkSpecial: host or moderator is special, a star or a viewer is not', async () => {
    const event = await createEventThroughApi(server, owner, { title: 'Special' });
    const [mod, star] = await Promise.all([buildMember(server), buildMember(server)]);
    await grantRole(server, owner, event.id, mod, 'mod');
    await grantRole(server, owner, event.id, star, 'star');
    const check = async (token?: string) =>
      (
        await server.api.get<CheckSpecialAnswer>('/api/events/v1/checkSpecial', {
          token,
          query: { eventId: event.id },
        })
      ).body.data;
    expect(await check(owner.userToken)).toMatchObject({ isSpecial: true, isOwner: true, isHost: true });
    expect(await check(mod.userToken)).toMatchObject({ isSpecial: true, isMod: true, isHost: false });
    expect(await check(star.userToken)).toMatchObject({ isSpecial: false, isStar: true });
    expect(await check()).toMatchObject({ isSpecial: false, isOwner: false });
  });

  it('submitCheck validates without saving', async () => {
    const ok = await server.api.post(
      '/api/events2/v1/submitCheck',
      { title: 'Fine title' },
      { token: owner.userToken },
    );
    expect(ok.body.data).toEqual({ valid: true });
    expectInvalid(
      await server.api.post(
        '/api/events2/v1/submitCheck',
        { description: 'no title' },
        { token: owner.userToken },
      ),
      'title',
      'This field is required',
    );
    const event = await createEventThroughApi(server, owner, {
      title: 'Checked',
      startAt: '2030-05-01T10:00:00Z',
    });
    expectInvalid(
      await server.api.post(
        '/api/events2/v1/submitCheck',
        { eventId: event.id, endAt: '2030-05-01T09:00:00Z' },
        { token: owner.userToken },
      ),
      'endAt',
      'The end must be after the start',
    );
    expect((await detail(event.id)).body.data.endAt).toBeNull();
  });
});
