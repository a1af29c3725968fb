import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomChatDecider, type TokenAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildMember,
  createEventThroughApi,
  grantRole,
  memberPassword,
  rsvpToEvent,
  type TestMember,
} from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { expectOk } from '../cast/castHarness.ts';
import { probe } from '../live/logProbe.ts';
import { replayCalls } from './replayCalls.ts';

// Every replay call and code (packages/protocol/src/http/replays.calls.ts): who may watch (the event's
// entry rules), who may create and seek, spans, windows, lists, and replays going with their event.

const t0 = Date.parse('2031-06-01T10:00:00.000Z');
let nowMs = t0;
let server: TestServer;
let owner: TestMember;
let viewer: TestMember;
let moderator: TestMember;
let minor: TestMember;
let replays: ReturnType<typeof replayCalls>;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(nowMs) });
  replays = replayCalls(server);
  [owner, viewer, moderator] = await Promise.all([
    buildMember(server),
    buildMember(server),
    buildMember(server),
  ]);
  const fifteen = new Date(t0);
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

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * An event that ran from `start` for an hour with `entries` log entries one second apart from start + 1 s;
 * the clock is left past its end.
 */
async function endedEvent(start: number, entries: number, fields: Record<string, unknown> = {}) {
  nowMs = start - 60_000;
  const event = await createEventThroughApi(server, owner, {
    title: 'Replayable',
    startAt: iso(start),
    endAt: iso(start + hour),
    ...fields,
  });
  for (let n = 1; n <= entries; n++) {
    nowMs = start + n * 1_000;
    await server.limelight.roomLog.apply(event.id, null, probe(event.id, n), roomChatDecider);
  }
  nowMs = start + 2 * hour;
  return event.id;
}

describe('the whole-event replay and clips', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await endedEvent(t0, 10);
    await rsvpToEvent(server, viewer.userToken, eventId);
    await grantRole(server, owner, eventId, moderator, 'mod');
  });

  it('an ended event with entries has its whole-event replay, the log from first to last entry', async () => {
    const duration = await replays.duration({ eventId }, viewer.userToken);
    expectOk(duration);
    expect(duration.body.data).toEqual({
      durationMs: 9_000,
      start: iso(t0 + 1_000),
      end: iso(t0 + 10_000),
      canSeek: false,
    });
    const whole = await replays.get(eventId, eventId, viewer.userToken);
    expect(whole.body.data).toMatchObject({
      replayId: eventId,
      type: 'event',
      name: 'Replayable',
      durationMs: 9_000,
    });
    expect((await replays.duration({ eventId }, moderator.userToken)).body.data.canSeek).toBe(true);
  });

  it('moderators and the owner create clips inside the log; others 4003; outside the log 32002', async () => {
    const clip = { eventId, name: 'Best bit', start: iso(t0 + 3_000), end: iso(t0 + 6_000) };
    const created = await replays.create(clip, moderator.userToken);
    expectOk(created);
    expect(created.body.data).toMatchObject({ type: 'clip', name: 'Best bit', durationMs: 3_000 });
    expectRefused(await replays.create(clip, viewer.userToken), 'Forbidden');
    expectRefused(
      await replays.create({ ...clip, end: iso(t0 + 11_000) }, owner.userToken),
      'ReplaySpanInvalid',
    );
    expectRefused(await replays.create({ ...clip, start: iso(t0) }, owner.userToken), 'ReplaySpanInvalid');
    expectRefused(
      await replays.create({ ...clip, start: iso(t0 + 7_000) }, owner.userToken),
      'ReplaySpanInvalid',
    );
    expectRefused(
      await replays.create({ ...clip, eventId: 'no-such-event' }, owner.userToken),
      'ReplayNotFound',
    );

    const replayId = created.body.data.replayId;
    expect((await replays.get(eventId, replayId, viewer.userToken)).body.data).toEqual(created.body.data);
    const fetched = await replays.fetch({ eventId, replayId, from: 0, to: 60_000 }, viewer.userToken);
    expect(fetched.body.data.list.map((entry) => [entry.start, entry.seq])).toEqual([
      [0, 3],
      [1_000, 4],
      [2_000, 5],
      [3_000, 6],
    ]);
    // A clip's start is the room as it was then: the entries before it are folded in.
    const first = await replays.seek({ eventId, replayId, to: 0 }, viewer.userToken);
    expect(first.body.data.seq).toBe(3);
    const late = await replays.seek({ eventId, replayId, to: 999_999 }, moderator.userToken);
    expect(late.body.data).toMatchObject({ to: 3_000, seq: 6 });
  });

  it('lists an event and a channel newest first, a page at a time; an unknown channel is 4004', async () => {
    const clip = { eventId, name: 'Second clip', start: iso(t0 + 1_000), end: iso(t0 + 2_000) };
    nowMs += 1_000;
    expectOk(await replays.create(clip, owner.userToken));
    const listed = await replays.list({ eventId });
    expectOk(listed);
    expect(listed.body.data.list.map((replay) => replay.name)).toEqual([
      'Second clip',
      'Best bit',
      'Replayable',
    ]);
    const channel = await replays.list({ channelSlug: owner.userId, page: 2, pageSize: 2 });
    expect(channel.body.data.list.map((replay) => replay.name)).toEqual(['Replayable']);
    expect(channel.body.data.pagination).toMatchObject({
      page: 2,
      pageSize: 2,
      total: 3,
      hasNextPage: false,
    });
    expectRefused(await replays.list({ channelSlug: 'nobody-here' }), 'NotFound');
  });

  it('missing replays and events answer 32000; windows over 60 s answer 4000', async () => {
    expectRefused(await replays.get(eventId, 'no-such-replay', viewer.userToken), 'ReplayNotFound');
    expectRefused(await replays.duration({ eventId: 'no-such-event' }, viewer.userToken), 'ReplayNotFound');
    expectRefused(
      await replays.seek({ eventId: 'no-such-event', to: 0 }, viewer.userToken),
      'ReplayNotFound',
    );
    const wide = await replays.fetch({ eventId, from: 0, to: 60_001 }, viewer.userToken);
    expect(wide.body.code).toBe(4000);
  });

  it("a deleted event's replays go with it", async () => {
    const gone = await endedEvent(t0 + 10 * hour, 3);
    const clip = {
      eventId: gone,
      name: 'Doomed',
      start: iso(t0 + 10 * hour + 1_000),
      end: iso(t0 + 10 * hour + 2_000),
    };
    const created = await replays.create(clip, owner.userToken);
    expectOk(created);
    expectOk(
      await server.api.post(
        '/api/events/v1/delete',
        { eventId: gone, deleted: 1 },
        { token: owner.userToken },
      ),
    );
    expectRefused(await replays.get(gone, created.body.data.replayId, owner.userToken), 'ReplayNotFound');
    expect((await replays.list({ eventId: gone })).body.data.list).toEqual([]);
    await server.limelight.db.deleteFrom('events').where('id', '=', gone).execute();
    const rows = await server.limelight.db
      .selectFrom('replays')
      .where('eventId', '=', gone)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("a seek's chat, read back a page at a time (not a fixed span)", () => {
  it('answers the chat entries at or before the offset, newest first, 100 a page, whatever time they span', async () => {
    const start = t0 + 20 * hour;
    nowMs = start - 60_000;
    const event = await createEventThroughApi(server, owner, {
      title: 'Long chat',
      startAt: iso(start),
      endAt: iso(start + hour),
    });
    // 150 chat entries 20 s apart: 50 minutes of chat, far more than the 10 minutes a seek read before.
    for (let n = 1; n <= 150; n++) {
      nowMs = start + n * 20_000;
      await server.limelight.roomLog.apply(event.id, null, probe(event.id, n), roomChatDecider);
    }
    nowMs = start + 2 * hour;
    await grantRole(server, owner, event.id, moderator, 'mod');
    // The replay starts at the first entry (n = 1): entry n is at (n - 1) × 20 s.
    const at = (n: number) => (n - 1) * 20_000;
    const first = await replays.chat({ eventId: event.id, to: at(150) }, moderator.userToken);
    expect(first.body.code).toBe(200);
    const seqsOf = (page: typeof first) => page.body.data.list.map((entry) => entry.seq);
    expect(seqsOf(first)).toEqual(Array.from({ length: 100 }, (_, i) => 150 - i));
    expect(first.body.data.list[99]?.start).toBe(at(51));
    expect(first.body.data.nextBefore).toBe(51);
    const second = await replays.chat(
      { eventId: event.id, to: at(150), before: first.body.data.nextBefore ?? 0 },
      moderator.userToken,
    );
    expect(seqsOf(second)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
    expect(second.body.data.nextBefore).toBeNull();
    // At an earlier offset: only what was said by then.
    const middle = await replays.chat({ eventId: event.id, to: at(40) + 10_000 }, moderator.userToken);
    expect(seqsOf(middle)[0]).toBe(40);
    expect(seqsOf(middle)).toHaveLength(40);
    // Past the start, as seek: moderators only.
    await rsvpToEvent(server, viewer.userToken, event.id);
    expectRefused(
      await replays.chat({ eventId: event.id, to: at(40) }, viewer.userToken),
      'ReplaySeekNotAllowed',
    );
    expect((await replays.chat({ eventId: event.id, to: 0 }, viewer.userToken)).body.data.list).toHaveLength(
      1,
    );
  });
});

describe('watching needs what entering the event needs', () => {
  it('no whole-event replay before the event ends', async () => {
    const eventId = await endedEvent(t0 + 20 * hour, 2);
    nowMs = t0 + 20 * hour + 30_000;
    expectRefused(await replays.duration({ eventId }, owner.userToken), 'ReplayNotFound');
    expect((await replays.list({ eventId })).body.data.list).toEqual([]);
  });

  it('a paid event without a ticket or role is 4003; signed out too', async () => {
    const eventId = await endedEvent(t0 + 30 * hour, 2, {
      type: 'Paid',
      tickets: [{ type: 'General', price: '15.00', min: 1, max: 2, total: 3 }],
    });
    const refused = await replays.duration({ eventId }, viewer.userToken);
    expect(refused.body.code).toBe(4003);
    expect((await replays.duration({ eventId })).body.code).toBe(4003);
    expectOk(await replays.duration({ eventId }, owner.userToken));
  });

  it('an age-restricted event refuses the under-age with 10011', async () => {
    const eventId = await endedEvent(t0 + 40 * hour, 2, { ageRestriction: 18 });
    expect((await replays.seek({ eventId, to: 0 }, minor.userToken)).body.code).toBe(10011);
  });

  it('a private event is 4003 to those not invited', async () => {
    const eventId = await endedEvent(t0 + 50 * hour, 2, { visibility: 'private' });
    expect((await replays.fetch({ eventId, from: 0, to: 1_000 }, viewer.userToken)).body.code).toBe(4003);
    expect((await replays.list({ eventId })).body.data.list).toEqual([]);
  });
});
