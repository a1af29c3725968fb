import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomChatDecider, type ReplayStream } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, rsvpToEvent, type TestMember } from '../factories.ts';
import { expectOk } from '../cast/castHarness.ts';
import { probe } from '../live/logProbe.ts';
import { replayCalls } from '../replays/replayCalls.ts';

// The streams call on a replay's timeline and the removal of orphaned recordings
// (docs/decisions/stage-recordings.md), on recording rows laid down at known instants: no media, a fake
// clock. The recordings themselves are the media test's (test/media/stageRecording.test.ts).

const t0 = Date.parse('2031-07-01T10:00:00.000Z');
const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
let nowMs = t0;
let server: TestServer;
let owner: TestMember;
let viewer: TestMember;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(nowMs) });
  [owner, viewer] = await Promise.all([buildMember(server), buildMember(server)]);
});
afterAll(() => server.close());

/** An hour-long event from t0 with log entries each second from t0 + 1 s to t0 + 10 s; the clock past its end. */
async function endedEvent(host: TestMember) {
  nowMs = t0 - 60_000;
  const event = await createEventThroughApi(server, host, {
    title: 'Recorded',
    startAt: iso(t0),
    endAt: iso(t0 + hour),
  });
  for (let n = 1; n <= 10; n++) {
    nowMs = t0 + n * 1_000;
    await server.limelight.roomLog.apply(event.id, null, probe(event.id, n), roomChatDecider);
  }
  nowMs = t0 + 2 * hour;
  return event.id;
}

/** A recording row as the stage recordings feature keeps one (no file behind it). */
async function recorded(eventId: string, userId: string, startMs: number, durationMs: number) {
  const streamId = randomUUID();
  await server.limelight.db
    .insertInto('stageRecordings')
    .values({
      id: randomUUID(),
      eventId,
      userId,
      streamId,
      kind: 'camera',
      startedAt: new Date(startMs),
      endedAt: new Date(startMs + durationMs),
      durationMs,
      mimeType: 'video/webm',
      storageKey: `private/stage/${eventId}/${streamId}.webm`,
      sizeBytes: 1000,
    })
    .execute();
  return streamId;
}

const streamsOf = (query: { eventId: string; replayId?: string }, token: string) =>
  server.api.get<{ list: ReplayStream[] }>('/api/replay/v1/streams', { token, query });
const offsets = (list: ReplayStream[]) => list.map((stream) => [stream.streamId, stream.startOffsetMs]);

describe('a replay lists the streams recorded in its span', () => {
  it("each at its offset from the replay's start: the whole event's and a clip's", async () => {
    const eventId = await endedEvent(owner);
    await rsvpToEvent(server, viewer.userToken, eventId);
    // Before the log's first entry, across a clip's start, inside it, after it.
    const early = await recorded(eventId, owner.userId, t0 + 500, 3_000);
    const middle = await recorded(eventId, owner.userId, t0 + 6_000, 2_000);
    const late = await recorded(eventId, owner.userId, t0 + 9_500, 5_000);

    const whole = await streamsOf({ eventId }, viewer.userToken);
    expectOk(whole);
    expect(offsets(whole.body.data.list)).toEqual([
      [early, -500],
      [middle, 5_000],
      [late, 8_500],
    ]);

    const clip = await replayCalls(server).create(
      { eventId, name: 'Middle', start: iso(t0 + 3_000), end: iso(t0 + 8_000) },
      owner.userToken,
    );
    expectOk(clip);
    const { replayId } = clip.body.data;
    const clipped = await streamsOf({ eventId, replayId }, viewer.userToken);
    expectOk(clipped);
    expect(offsets(clipped.body.data.list)).toEqual([
      [early, -2_500],
      [middle, 3_000],
    ]);
    expect(clipped.body.data.list[0]).toMatchObject({ durationMs: 3_000, mimeType: 'video/webm' });
    expect((await streamsOf({ eventId, replayId: randomUUID() }, viewer.userToken)).body.code).toBe(32000);
  });

  it('no whole-event replay, so no streams, before the event has ended', async () => {
    nowMs = t0 - 60_000;
    const event = await createEventThroughApi(server, owner, {
      title: 'Not over',
      startAt: iso(t0),
      endAt: iso(t0 + hour),
    });
    nowMs = t0 + 60_000;
    await server.limelight.roomLog.apply(event.id, null, probe(event.id, 1), roomChatDecider);
    expect((await streamsOf({ eventId: event.id }, owner.userToken)).body.code).toBe(32000);
  });
});

describe('removeOrphans', () => {
  it("removes the recordings of a deleted person's events, and keeps the others", async () => {
    const leaving = await buildMember(server);
    const goneEvent = await endedEvent(leaving);
    const keptEvent = await endedEvent(owner);
    await recorded(goneEvent, leaving.userId, t0 + 2_000, 1_000);
    // A guest speaker on someone else's stage leaves too: their stream goes, the host's stays.
    await recorded(keptEvent, leaving.userId, t0 + 2_000, 1_000);
    const kept = await recorded(keptEvent, owner.userId, t0 + 3_000, 1_000);
    await server.limelight.db.deleteFrom('users').where('id', '=', leaving.userId).execute();

    expect(await server.limelight.removeOrphanRecordings()).toBe(2);
    expect(await server.limelight.removeOrphanRecordings()).toBe(0);
    const rows = await server.limelight.db
      .selectFrom('stageRecordings')
      .select('streamId')
      .where('eventId', 'in', [goneEvent, keptEvent])
      .execute();
    expect(rows.map((row) => row.streamId)).toEqual([kept]);
  });
});
