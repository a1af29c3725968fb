import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnalyticsDashboard,
  AnalyticsEventRow,
  AnalyticsRegistrantRow,
  AnalyticsRoleRow,
  AnalyticsSessionRow,
  AnalyticsStageRow,
  Page,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { analyticsGet, playHistory, type FakeClock, type History } from './analyticsHistory.ts';

const dayMs = 24 * 60 * 60_000;
const clock: FakeClock = { nowMs: Date.now() };
let server: TestServer;
let history: History;
let channel: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(clock.nowMs) });
  history = await playHistory(server, clock);
  channel = { channelId: history.owner.userId, range: '1' };
}, 60_000);
afterAll(() => server.close());

const dashboard = async (query: Record<string, string>, as: TestMember = history.owner) => {
  const { body } = await analyticsGet<AnalyticsDashboard>(server, as, 'dashboard', { ...channel, ...query });
  expect(body.code).toBe(200);
  return body.data;
};

describe('dashboard figures from the scripted history (issue 25)', () => {
  it('counts registrants, attendees, peak, watch time, revenue by source, chat and the stage', async () => {
    const data = await dashboard({});
    expect(data.role).toBe('owner');
    expect(data.figures).toEqual({
      registrants: 6,
      attendees: 4,
      peakViewers: 4,
      averageWatchSeconds: 230,
      revenue: {
        ticketsCents: 2500,
        donationsCents: 500,
        filmsCents: 1250,
        storeCents: 3998,
        totalCents: 8248,
      },
      chatMessages: 2,
      questions: 1,
      stageApplications: 1,
      stageApprovals: 1,
    });
    expect(data.platforms).toEqual([
      { platform: 'android', sessions: 1 },
      { platform: 'ios', sessions: 1 },
      { platform: 'web', sessions: 2 },
    ]);
    expect(data.days.reduce((sum, day) => sum + day.joins, 0)).toBe(4);
    expect(data.days.reduce((sum, day) => sum + day.revenueCents, 0)).toBe(8248);
  });

  it('narrows the sessions figures to one platform', async () => {
    const ios = await dashboard({ platform: 'ios' });
    expect(ios.figures).toMatchObject({ attendees: 1, peakViewers: 1, averageWatchSeconds: 240 });
    expect(ios.figures.revenue.totalCents).toBe(8248);
  });

  it('reads one event: peak 3 and 300 s per attendee at the Concert', async () => {
    const concert = await dashboard({ eventId: history.concert.id });
    expect(concert.figures).toMatchObject({
      registrants: 3,
      attendees: 3,
      peakViewers: 3,
      averageWatchSeconds: 300,
      revenue: {
        ticketsCents: 2500,
        donationsCents: 0,
        filmsCents: 1250,
        storeCents: 3998,
        totalCents: 7748,
      },
    });
  });

  it('follows the time filter: 7 days ten days later is empty, 15 days holds it all', async () => {
    const now = clock.nowMs;
    clock.nowMs = history.startMs + 10 * dayMs;
    try {
      const week = await dashboard({ range: '7' });
      expect(week.figures).toMatchObject({ registrants: 0, attendees: 0, peakViewers: 0, chatMessages: 0 });
      expect(week.figures.revenue.totalCents).toBe(0);
      const fortnight = await dashboard({ range: '15' });
      expect(fortnight.figures).toMatchObject({ registrants: 6, attendees: 4, peakViewers: 4 });
      const all = await dashboard({ range: 'all' });
      expect(all.figures.revenue.totalCents).toBe(8248);
      // A custom span of the first two minutes: buyer 0 alone, then buyer 1 from 60 s.
      const custom = await dashboard({
        range: 'custom',
        from: new Date(history.startMs).toISOString(),
        to: new Date(history.startMs + 120_000).toISOString(),
      });
      expect(custom.figures).toMatchObject({ attendees: 2, peakViewers: 2, averageWatchSeconds: 90 });
    } finally {
      clock.nowMs = now;
    }
  });

  it('refuses a custom span without its ends with 4000', async () => {
    const { body } = await analyticsGet(server, history.owner, 'dashboard', { ...channel, range: 'custom' });
    expect(body.code).toBe(4000);
  });
});

describe('the tables', () => {
  it('lists each event with its figures', async () => {
    const { body } = await analyticsGet<Page<AnalyticsEventRow>>(server, history.owner, 'events', channel);
    const byTitle = Object.fromEntries(body.data.list.map((row) => [row.title, row]));
    expect(byTitle.Concert).toMatchObject({
      registrants: 3,
      attendees: 3,
      peakViewers: 3,
      averageWatchSeconds: 300,
      revenueCents: 7748,
      chatMessages: 2,
    });
    expect(byTitle.Benefit).toMatchObject({
      registrants: 3,
      attendees: 1,
      peakViewers: 1,
      averageWatchSeconds: 20,
      revenueCents: 500,
    });
    expect(body.data.pagination).toMatchObject({ total: 2 });
  });

  it('times the stage: buyer 1 was on stage 60 s after one application and one approval', async () => {
    const { body } = await analyticsGet<Page<AnalyticsStageRow>>(server, history.owner, 'stage', channel);
    expect(body.data.list).toEqual([
      expect.objectContaining({
        eventId: history.concert.id,
        userId: history.buyers[1]!.userId,
        stageSeconds: 60,
        applications: 1,
        approvals: 1,
      }),
    ]);
  });

  it('lists the joins and leaves with their platform, the latest join first', async () => {
    const { body } = await analyticsGet<Page<AnalyticsSessionRow>>(
      server,
      history.owner,
      'sessions',
      channel,
    );
    const at = (iso: string | null) => (iso ? (Date.parse(iso) - history.startMs) / 1000 : null);
    expect(
      body.data.list.map((row) => [
        row.userId,
        row.platform,
        row.client,
        at(row.joinedAt),
        at(row.leftAt),
        row.seconds,
      ]),
    ).toEqual([
      [history.guests[0]!.userId, 'android', 'android-3', 150, 170, 20],
      [history.owner.userId, 'web', 'web-43', 120, 600, 480],
      [history.buyers[1]!.userId, 'ios', 'ios-12', 60, 300, 240],
      [history.buyers[0]!.userId, 'web', 'web-43', 0, 180, 180],
    ]);
  });

  it('lists registrants without any e-mail', async () => {
    const { body } = await analyticsGet<Page<AnalyticsRegistrantRow>>(
      server,
      history.owner,
      'registrants',
      channel,
    );
    expect(body.data.pagination.total).toBe(6);
    expect(body.data.list.filter((row) => row.source === 'rsvp')).toHaveLength(3);
    expect(body.data.list.filter((row) => row.source === 'ticket')).toHaveLength(3);
    expect(body.data.list.every((row) => row.email === null)).toBe(true);
  });
});

describe('analytics roles (spec 001 §6: admins export and manage roles, viewers only view)', () => {
  it('lets a viewer read but refuses their export and role changes with 34001', async () => {
    const viewer = await buildMember(server);
    const admin = await buildMember(server);
    const stranger = await buildMember(server);
    const set = (as: TestMember, userId: string, role: string) =>
      server.api.post<AnalyticsRoleRow>(
        '/api/analytics/v1/roles/set',
        { channelId: history.owner.userId, userId, role },
        { token: as.userToken },
      );
    expect((await set(history.owner, viewer.userId, 'viewer')).body.code).toBe(200);
    expect((await set(history.owner, admin.userId, 'admin')).body.code).toBe(200);

    expect((await dashboard({}, viewer)).role).toBe('viewer');
    const exportAs = (as: TestMember) =>
      server.api.get(`/api/analytics/v1/export/sessions`, { token: as.userToken, query: channel });
    expectRefused(await exportAs(viewer), 'AnalyticsAdminOnly');
    expectRefused(await set(viewer, stranger.userId, 'viewer'), 'AnalyticsAdminOnly');
    expectRefused(
      await server.api.post(
        '/api/analytics/v1/roles/remove',
        { channelId: history.owner.userId, userId: admin.userId },
        { token: viewer.userToken },
      ),
      'AnalyticsAdminOnly',
    );
    expectRefused(await analyticsGet(server, stranger, 'dashboard', channel), 'AnalyticsNotAllowed');
    expectRefused(await set(admin, history.owner.userId, 'viewer'), 'AnalyticsOwnerRole');

    // An admin manages roles and downloads the CSV.
    expect((await set(admin, stranger.userId, 'viewer')).body.code).toBe(200);
    const roles = await analyticsGet<Page<AnalyticsRoleRow>>(server, admin, 'roles', {
      channelId: history.owner.userId,
    });
    expect(roles.body.data.list.map((row) => [row.userId, row.role])).toEqual([
      [history.owner.userId, 'owner'],
      [viewer.userId, 'viewer'],
      [admin.userId, 'admin'],
      [stranger.userId, 'viewer'],
    ]);
    const csv = await fetch(
      `${server.url}/api/analytics/v1/export/sessions?channelId=${history.owner.userId}&range=1`,
      { headers: { Authorization: `Bearer ${admin.userToken}` } },
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('sessionId,eventId,eventTitle,userId,name,platform,client,joinedAt,leftAt,seconds');
    expect(lines).toHaveLength(5);
  });
});
