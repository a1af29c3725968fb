import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppKey, CastCommand, type SocketMessage } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildMember,
  createEventThroughApi,
  openRoomSocket,
  rsvpToEvent,
  type TestMember,
} from '../factories.ts';
import type { TestSocket } from '../socketClient.ts';
import { expectOk } from '../cast/castHarness.ts';
import { replayCalls } from './replayCalls.ts';

// People join and leave a live event at known instants of the platform's fake clock; after the event a
// replay's seek answers the "People here" count a viewer saw at each instant, and fetch windows carry the
// count changes at their offsets (issue 23, docs/decisions/replays.md "Joined counts").

const t0 = Date.parse('2031-06-01T10:00:00.000Z');
let nowMs = t0;
let server: TestServer;
let owner: TestMember;
let viewers: TestMember[];
let eventId: string;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(nowMs) });
  owner = await buildMember(server);
  viewers = await Promise.all([buildMember(server), buildMember(server), buildMember(server)]);
  const event = await createEventThroughApi(server, owner, {
    title: 'Counted night',
    startAt: new Date(t0 + 60_000).toISOString(),
    endAt: new Date(t0 + 3_600_000).toISOString(),
  });
  eventId = event.id;
  for (const viewer of viewers) await rsvpToEvent(server, viewer.userToken, eventId);
});
afterAll(() => server.close());

const isCount = (count: number) => (m: SocketMessage) =>
  m.appKey === AppKey.Cast &&
  m.command === CastCommand.EventJoiningPeople &&
  (m.payload as { count: number }).count === count;

describe('a replay shows the joined count a viewer saw at each instant (issue 23)', () => {
  beforeAll(async () => {
    const chat = async (content: string, at: number) => {
      nowMs = at;
      expectOk(
        await server.api.post('/api/chat/v1/message/send', { eventId, content }, { token: owner.userToken }),
      );
    };
    // The owner's socket stays all along and hears every count; each change is awaited at its instant,
    // so the count (coalesced to one a second in real time) is told while the fake clock stands there.
    const sockets: TestSocket[] = [];
    const join = async (who: TestMember, at: number, count: number) => {
      nowMs = at;
      const socket = await openRoomSocket(server, eventId, who.userToken);
      sockets.push(socket);
      await (sockets[0] ?? socket).waitFor(isCount(count));
      return socket;
    };
    const leave = async (socket: TestSocket, at: number, count: number) => {
      nowMs = at;
      const from = sockets[0]?.received.length ?? 0;
      socket.close();
      await sockets[0]?.waitFor(isCount(count), 5000, from);
    };
    await chat('doors open', t0 + 1_000);
    const [first, second, third] = viewers as [TestMember, TestMember, TestMember];
    await join(owner, t0 + 5_000, 1);
    await join(first, t0 + 10_000, 2);
    const secondSocket = await join(second, t0 + 20_000, 3);
    const thirdSocket = await join(third, t0 + 30_000, 4);
    await leave(secondSocket, t0 + 40_000, 3);
    await leave(thirdSocket, t0 + 45_000, 2);
    await chat('good night', t0 + 60_000);
    for (const socket of sockets) socket.close();
    nowMs = t0 + 2 * 3_600_000;
  });

  it('seek answers the count last told at or before the instant', async () => {
    const replays = replayCalls(server);
    const duration = await replays.duration({ eventId }, owner.userToken);
    expectOk(duration);
    const start = Date.parse(duration.body.data.start);
    expect(start).toBe(t0 + 1_000);
    const expected: [number, number][] = [
      [t0 + 1_000, 0],
      [t0 + 4_999, 0],
      [t0 + 5_000, 1],
      [t0 + 15_000, 2],
      [t0 + 29_999, 3],
      [t0 + 30_000, 4],
      [t0 + 42_000, 3],
      [t0 + 50_000, 2],
      [t0 + 60_000, 2],
    ];
    const seen: [number, number][] = [];
    for (const [at] of expected) {
      const sought = await replays.seek({ eventId, to: at - start }, owner.userToken);
      expectOk(sought);
      seen.push([at, sought.body.data.joinedCount]);
    }
    expect(seen).toEqual(expected);
  });

  it('fetch windows carry the count changes at their offsets, in time order', async () => {
    const replays = replayCalls(server);
    const first = await replays.fetch({ eventId, from: 0, to: 20_000 }, viewers[0]?.userToken);
    expectOk(first);
    expect(first.body.data.joinedCounts).toEqual([
      { start: 4_000, count: 1 },
      { start: 9_000, count: 2 },
      { start: 19_000, count: 3 },
    ]);
    const second = await replays.fetch({ eventId, from: 20_000, to: 59_000 }, viewers[0]?.userToken);
    expectOk(second);
    expect(second.body.data.joinedCounts).toEqual([
      { start: 29_000, count: 4 },
      { start: 39_000, count: 3 },
      { start: 44_000, count: 2 },
    ]);
  });
});
