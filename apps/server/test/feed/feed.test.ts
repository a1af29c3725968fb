import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventView, ForYouEvent, Page } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, createEventThroughApi, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const hour = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
/** Times of an event in each period (spec 000 §4): live now, upcoming, past, and to be announced. */
const times = {
  live: { startAt: at(-hour), endAt: at(hour) },
  upcoming: { startAt: at(24 * hour), endAt: at(26 * hour) },
  later: { startAt: at(48 * hour), endAt: at(50 * hour) },
  past: { startAt: at(-48 * hour), endAt: at(-47 * hour) },
  tba: { startAt: null, endAt: null },
};

const homepage = (token: string | undefined, period: string, pageSize = '100') =>
  server.api.get<Page<EventView>>('/api/events/v1/homepage', { token, query: { period, pageSize } });
const save = (member: { userToken: string }, eventId: string, isSaved: boolean) =>
  server.api.post('/api/events/v1/save', { eventId, save: isSaved }, { token: member.userToken });
const forYou = (member: { userToken: string }) =>
  server.api.get<Page<ForYouEvent>>('/api/user/forYou/v1/home', {
    token: member.userToken,
    query: { pageSize: '100' },
  });
/** The ids of `mine` as they appear in a list, in its order. */
const inOrder = (list: readonly { id: string }[], mine: readonly { id: string }[]) =>
  list.map((event) => event.id).filter((id) => mine.some((event) => event.id === id));

describe('home feed by period: live, upcoming, past (spec 000 §1, §4, §7 homepage)', () => {
  it('lists public published events in their period, each read the way people read it', async () => {
    const owner = await buildMember(server);
    const live = await createEventThroughApi(server, owner, times.live);
    const later = await createEventThroughApi(server, owner, times.later);
    const upcoming = await createEventThroughApi(server, owner, times.upcoming);
    const tba = await createEventThroughApi(server, owner, times.tba);
    const past = await createEventThroughApi(server, owner, times.past);
    const hidden = [
      await createEventThroughApi(server, owner, times.live, { publish: false }),
      await createEventThroughApi(server, owner, { ...times.live, visibility: 'unlisted' }),
      await createEventThroughApi(server, owner, { ...times.live, visibility: 'private' }),
    ];
    const mine = [live, later, upcoming, tba, past, ...hidden];
    const guest = await buildGuest(server);

    expect(inOrder((await homepage(guest.userToken, 'live')).body.data.list, mine)).toEqual([live.id]);
    // Soonest first; to be announced lists with the upcoming ones, last (spec 000 §4 tba lists as upcoming).
    expect(inOrder((await homepage(guest.userToken, 'upcoming')).body.data.list, mine)).toEqual([
      upcoming.id,
      later.id,
      tba.id,
    ]);
    expect(inOrder((await homepage(undefined, 'past')).body.data.list, mine)).toEqual([past.id]);
    const [view] = (await homepage(guest.userToken, 'live')).body.data.list.filter((e) => e.id === live.id);
    expect(view).toMatchObject({ timeState: 'live', published: 1, isPublic: 1, isSaved: false });
  });

  it('pages the feed', async () => {
    const owner = await buildMember(server);
    for (let i = 0; i < 3; i += 1) await createEventThroughApi(server, owner, times.past);
    const { body } = await server.api.get<Page<EventView>>('/api/events/v1/homepage', {
      query: { period: 'past', page: '2', pageSize: '2' },
    });
    expect(body.data.pagination).toMatchObject({ page: 2, pageSize: 2 });
    expect(body.data.pagination.total).toBeGreaterThanOrEqual(3);
    expect(body.data.list.length).toBeLessThanOrEqual(2);
  });
});

describe('saved events (spec 000 §7 save; home feed "saved")', () => {
  it('keeps what a member saves, newest feed first, until unsaved', async () => {
    const owner = await buildMember(server);
    const [first, second] = [
      await createEventThroughApi(server, owner, times.upcoming),
      await createEventThroughApi(server, owner, times.past),
    ];
    const fan = await buildMember(server);
    expect((await save(fan, first.slug, true)).body.data).toEqual({ eventId: first.id, isSaved: true });
    await save(fan, second.id, true);
    await save(fan, second.id, true);
    const saved = (await homepage(fan.userToken, 'saved')).body.data;
    expect(saved.list.map((event) => event.id).sort()).toEqual([first.id, second.id].sort());
    expect(saved.list.every((event) => event.isSaved)).toBe(true);
    await save(fan, first.id, false);
    expect((await homepage(fan.userToken, 'saved')).body.data.list.map((event) => event.id)).toEqual([
      second.id,
    ]);
  });

  it('is for members: a guest saves nothing (10002) and has no saved list', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner, times.upcoming);
    const guest = await buildGuest(server);
    expectRefused(await save(guest, event.id, true), 'LoginRequired');
    expect((await homepage(guest.userToken, 'saved')).body.data.list).toEqual([]);
  });

  it('refuses saving an event the member may not see: a draft (4004), a private event (11078)', async () => {
    const owner = await buildMember(server);
    const draft = await createEventThroughApi(server, owner, times.upcoming, { publish: false });
    const secret = await createEventThroughApi(server, owner, { ...times.upcoming, visibility: 'private' });
    const fan = await buildMember(server);
    expectRefused(await save(fan, draft.id, true), 'NotFound');
    expectRefused(await save(fan, secret.id, true), 'PrivateEventNotInvited');
    expectRefused(await save(fan, 'no-such-event', true), 'NotFound');
  });
});

describe('For-You home (spec 000 §7 forYou: live and upcoming, followed channels first)', () => {
  async function channelWithEvents(): Promise<{ member: TestMember; live: EventView; upcoming: EventView }> {
    const member = await buildMember(server);
    const upcoming = await createEventThroughApi(server, member, times.upcoming);
    const live = await createEventThroughApi(server, member, times.live);
    return { member, live, upcoming };
  }

  it('ranks the channels the caller follows first, then live before upcoming; leaves out the past and their own', async () => {
    const followed = await channelWithEvents();
    const other = await channelWithEvents();
    const otherPast = await createEventThroughApi(server, other.member, times.past);
    const viewer = await buildMember(server);
    const own = await createEventThroughApi(server, viewer, times.live);
    await server.api.post(
      '/api/user/v2/follow',
      { followingId: followed.member.userId },
      { token: viewer.userToken },
    );

    const { body } = await forYou(viewer);
    const mine = [followed.live, followed.upcoming, other.live, other.upcoming, otherPast, own];
    expect(inOrder(body.data.list, mine)).toEqual([
      followed.live.id,
      followed.upcoming.id,
      other.live.id,
      other.upcoming.id,
    ]);
    expect(body.data.list.slice(0, 2).map((event) => [event.id, event.isFollowingChannel])).toEqual([
      [followed.live.id, true],
      [followed.upcoming.id, true],
    ]);
    expect(body.data.list.find((event) => event.id === other.live.id)?.isFollowingChannel).toBe(false);
  });

  it('answers guests too, without followed channels', async () => {
    const channel = await channelWithEvents();
    const guest = await buildGuest(server);
    const { body } = await forYou(guest);
    expect(inOrder(body.data.list, [channel.live, channel.upcoming])).toEqual([
      channel.live.id,
      channel.upcoming.id,
    ]);
    expect(body.data.pagination).toMatchObject({ page: 1, pageSize: 100 });
  });
});
