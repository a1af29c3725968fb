import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelAboutAnswer, ChannelEventsAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, createEventThroughApi, nameMember, type TestMember } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const hour = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const live = { startAt: at(-hour), endAt: at(hour) };
const past = { startAt: at(-48 * hour), endAt: at(-47 * hour) };
const upcomingIn = (hours: number) => ({ startAt: at(hours * hour), endAt: at((hours + 1) * hour) });

const channelEvents = (query: Record<string, string>, token?: string) =>
  server.api.get<ChannelEventsAnswer>('/api/channel/v1/events', { token, query });
const about = (query: Record<string, string>, token: string) =>
  server.api.get<ChannelAboutAnswer>('/api/channel/v1/about', { token, query });

async function withCyaId(member: TestMember): Promise<string> {
  const cyaId = `chan_${randomUUID().slice(0, 8)}`;
  const { body } = await server.api.post(
    '/api/passport/v1/updateCyaId',
    { updatedCyaId: cyaId },
    { token: member.userToken },
  );
  if (body.code !== 200) throw new Error(`cyaId not set: ${body.code}`);
  return cyaId;
}

describe('channel events (spec 000 §3: per period live, upcoming, past; pagination; filter title)', () => {
  it('pages a period 20 at a time (spec 000 §9 channel page size), soonest first', async () => {
    const creator = await buildMember(server);
    const created = [];
    for (let i = 1; i <= 23; i += 1)
      created.push(await createEventThroughApi(server, creator, upcomingIn(i)));
    const first = await channelEvents({ channelId: creator.userId, period: 'upcoming' });
    expect(first.body.data.events.map((event) => event.id)).toEqual(
      created.slice(0, 20).map((event) => event.id),
    );
    expect(first.body.data.pagination).toEqual({ page: 1, hasNextPage: true });
    expect(first.body.data.filter).toEqual({ title: null });
    const second = await channelEvents({ channelId: creator.userId, period: 'upcoming', page: '2' });
    expect(second.body.data.events.map((event) => event.id)).toEqual(
      created.slice(20).map((event) => event.id),
    );
    expect(second.body.data.pagination).toEqual({ page: 2, hasNextPage: false });
  });

  it('filters by title and answers the filter; keeps each period apart; by cyaId slug in any case', async () => {
    const creator = await buildMember(server);
    const cyaId = await withCyaId(creator);
    const jazz = await createEventThroughApi(server, creator, {
      ...upcomingIn(2),
      title: 'Late Jazz Session',
    });
    await createEventThroughApi(server, creator, { ...upcomingIn(3), title: 'Rock Hour' });
    const onNow = await createEventThroughApi(server, creator, { ...live, title: 'Jazz Live' });
    const gone = await createEventThroughApi(server, creator, { ...past, title: 'Old Jazz' });
    await createEventThroughApi(
      server,
      creator,
      { ...upcomingIn(2), title: 'Jazz Draft' },
      { publish: false },
    );
    await createEventThroughApi(server, creator, {
      ...upcomingIn(2),
      title: 'Jazz Secret',
      visibility: 'private',
    });

    const filtered = await channelEvents({
      channelSlug: cyaId.toUpperCase(),
      period: 'upcoming',
      title: 'jazz',
    });
    expect(filtered.body.data).toMatchObject({
      events: [{ id: jazz.id, title: 'Late Jazz Session', channel: { slug: cyaId, userId: creator.userId } }],
      pagination: { page: 1, hasNextPage: false },
      filter: { title: 'jazz' },
    });
    const ids = async (period: string) =>
      (await channelEvents({ channelSlug: cyaId, period, title: 'Jazz' })).body.data.events.map((e) => e.id);
    expect(await ids('live')).toEqual([onNow.id]);
    expect(await ids('past')).toEqual([gone.id]);
  });

  it('refuses an unknown channel (4004) and a query naming none', async () => {
    expectRefused(await channelEvents({ channelSlug: 'nobody-here', period: 'live' }), 'NotFound');
    const guest = await buildGuest(server);
    expectRefused(await channelEvents({ channelId: guest.uuid, period: 'live' }), 'NotFound');
    expectInvalid(await channelEvents({ period: 'live' }), 'channelId', 'This field is required');
  });
});

describe('channel about (the ABOUT tab: the creator and the channel in numbers)', () => {
  it("answers the creator's profile, the caller's follow status and the events per period", async () => {
    const creator = await nameMember(server, await buildMember(server), 'Cleo');
    const cyaId = await withCyaId(creator);
    await createEventThroughApi(server, creator, live);
    await createEventThroughApi(server, creator, upcomingIn(5));
    await createEventThroughApi(server, creator, upcomingIn(6));
    await createEventThroughApi(server, creator, past);
    await createEventThroughApi(server, creator, upcomingIn(5), { publish: false });
    const fan = await buildMember(server);
    await server.api.post('/api/user/v2/follow', { followingId: creator.userId }, { token: fan.userToken });

    const { body } = await about({ channelSlug: cyaId }, fan.userToken);
    expect(body.data).toMatchObject({
      channelId: creator.userId,
      channelSlug: cyaId,
      profile: {
        userId: creator.userId,
        displayName: 'Cleo',
        cyaId,
        followersCount: 1,
        status: 'HAS_FOLLOWED',
      },
      counts: { live: 1, upcoming: 2, past: 1 },
    });
    const guest = await buildGuest(server);
    expect((await about({ channelId: creator.userId }, guest.userToken)).body.data.profile.status).toBe(
      'NOT_FOLLOW',
    );
    expectRefused(await about({ channelSlug: 'nobody-here' }, guest.userToken), 'NotFound');
  });
});
