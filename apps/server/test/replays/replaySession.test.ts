import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomLiveState, RoomStateAtSeq } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, rsvpToEvent, type TestMember } from '../factories.ts';
import { bringOnline, castClient, expectOk } from '../cast/castHarness.ts';
import { youtube } from '../roomSync/syncCalls.ts';
import { replayCalls } from './replayCalls.ts';

// A scripted live session of an event (chat, a removed message, a content played and paused, a speaker
// approved and muted) on the platform's fake clock; the room's state row is recorded at three instants,
// and after the event a moderator's seeks to those instants rebuild the same state, slice by slice.

const t0 = Date.parse('2031-05-01T10:00:00.000Z');
let nowMs = t0;
let server: TestServer;
let owner: TestMember;
let speaker: TestMember;
let eventId: string;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(nowMs) });
  [owner, speaker] = await Promise.all([buildMember(server), buildMember(server)]);
  const event = await createEventThroughApi(server, owner, {
    title: 'Replayed night',
    startAt: new Date(t0 + 60_000).toISOString(),
    endAt: new Date(t0 + 3_600_000).toISOString(),
  });
  eventId = event.id;
  await rsvpToEvent(server, speaker.userToken, eventId);
});
afterAll(() => server.close());

const slices: (keyof RoomLiveState)[] = ['settings', 'chat', 'sync', 'post', 'cast', 'media'];

describe('a replay rebuilds what the room was at any instant (issue 23)', () => {
  const recorded: { at: number; state: RoomStateAtSeq }[] = [];
  const record = async (at: number) => {
    nowMs = at;
    recorded.push({ at, state: await server.limelight.roomLog.readState(eventId) });
  };
  const post = async <T>(path: string, body: object, who: TestMember, at: number) => {
    nowMs = at;
    const answer = await server.api.post<T>(path, { eventId, ...body }, { token: who.userToken });
    expectOk(answer);
    return answer.body.data;
  };

  beforeAll(async () => {
    const send = (content: string, who: TestMember, at: number) =>
      post<{ id: string }>('/api/chat/v1/message/send', { content }, who, at);
    await send('hello', speaker, t0 + 1_000);
    const removed = await send('spam', speaker, t0 + 1_500);
    await send('welcome', owner, t0 + 2_000);
    await post('/api/chat/v1/message/remove', { id: removed.id }, owner, t0 + 2_500);
    await post('/api/chat/v1/slowMode', { seconds: 5 }, owner, t0 + 2_700);
    const content = await post<{ contentId: string }>(
      '/api/sync/v2/content/add',
      youtube(7),
      owner,
      t0 + 3_000,
    );
    const play = { contentId: content.contentId, mode: 'youtube', duration: 30 };
    await post('/api/sync/v2/play', { ...play, isPlaying: true, time: 0 }, owner, t0 + 3_500);
    await record(t0 + 4_000);
    await post('/api/sync/v2/play', { ...play, isPlaying: false, time: 6 }, owner, t0 + 10_000);
    nowMs = t0 + 11_000;
    await bringOnline(castClient(server, eventId), owner, speaker);
    await record(t0 + 12_000);
    await post(
      '/api/casta/v1/modmute',
      { castUserId: speaker.userId, modMuteAudio: true },
      owner,
      t0 + 20_000,
    );
    await send('muted you', owner, t0 + 21_000);
    await record(t0 + 22_000);
    // The event is over: its whole-event replay is listed.
    nowMs = t0 + 2 * 3_600_000;
  });

  it('a moderator seeks to each recorded instant and gets the recorded state, every slice', async () => {
    const replays = replayCalls(server);
    const duration = await replays.duration({ eventId }, owner.userToken);
    expectOk(duration);
    expect(duration.body.data.canSeek).toBe(true);
    const start = Date.parse(duration.body.data.start);
    expect(start).toBe(t0 + 1_000);
    expect(new Set(recorded.map(({ state }) => state.seq)).size).toBe(3);
    for (const { at, state } of recorded) {
      const sought = await replays.seek({ eventId, to: at - start }, owner.userToken);
      expectOk(sought);
      expect(sought.body.data.seq).toBe(state.seq);
      for (const slice of slices)
        expect({ slice, value: sought.body.data.state[slice] }).toEqual({ slice, value: state.state[slice] });
    }
  });

  it('fetch answers the entries between two offsets in seq order, each at its offset', async () => {
    const replays = replayCalls(server);
    const window = await replays.fetch({ eventId, from: 0, to: 2_000 }, speaker.userToken);
    expectOk(window);
    const { list } = window.body.data;
    expect(list.map((entry) => entry.start)).toEqual([0, 500, 1_000, 1_500, 1_700]);
    expect(list.map((entry) => entry.command)).toEqual([
      'sendMessage',
      'sendMessage',
      'sendMessage',
      'removeMessage',
      'slowMode',
    ]);
    expect(list.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5]);
    // The replay's end is in its last window.
    const end = await replays.fetch({ eventId, from: 19_000, to: 21_000 }, speaker.userToken);
    expect(end.body.data.list.map((entry) => entry.start)).toEqual([19_000, 20_000]);
  });

  it('a viewer who is not a moderator loads the start but may not seek past it (32001)', async () => {
    const replays = replayCalls(server);
    const duration = await replays.duration({ eventId }, speaker.userToken);
    expect(duration.body.data.canSeek).toBe(false);
    const first = await replays.seek({ eventId, to: 0 }, speaker.userToken);
    expectOk(first);
    expect(first.body.data.seq).toBe(1);
    const refused = await replays.seek({ eventId, to: 5_000 }, speaker.userToken);
    expect(refused.body).toMatchObject({
      code: 32001,
      message: 'You are not allowed to seek since you are not a moderator.',
    });
  });
});
