import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ChatCommand,
  CommonCommand,
  ConnectionCommand,
  initialRoomLiveState,
  reduceRoom,
  ResponseCode,
  roomChatDecider,
  roomLiveStateSchema,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { openRoomSocket as openMemberSocket } from '../factories.ts';
import { createRoomLogRepo } from '../../src/platform/live/roomLog.repo.ts';
import {
  chatFramesOf,
  chatMessage,
  isRoomSeq,
  newLogRoom,
  newOwnedLogRoom,
  openGuestSocket,
  openRoomSocket,
  probe,
  probeCountOf,
  probeFramesOf,
  seqRange,
  waitForFrames,
} from './logProbe.ts';
import type { TestSocket } from '../socketClient.ts';

let server: TestServer;
/** How far the sockets' clock is ahead: moved to refill a socket's frame budget instead of waiting. */
let socketsAheadMs = 0;
beforeAll(async () => {
  server = await startTestServer({}, { socketClock: () => Date.now() + socketsAheadMs });
});
afterAll(() => server.close());

const waitForProbeFrames = (socket: TestSocket, count: number, timeoutMs?: number) =>
  waitForFrames(socket, count, probeFramesOf, timeoutMs);
const waitForChatFrames = (socket: TestSocket, count: number) => waitForFrames(socket, count, chatFramesOf);

const applyProbes = (roomId: string, count: number, from = 0) =>
  Promise.all(
    seqRange(from, count).map((n) =>
      server.limelight.roomLog.apply(roomId, null, probe(roomId, n), roomChatDecider),
    ),
  );

async function logOf(roomId: string) {
  return server.limelight.db
    .selectFrom('roomLog')
    .select(['seq', 'command', 'publishedAt'])
    .where('roomId', '=', roomId)
    .orderBy('seq')
    .execute();
}

describe('commands sent in order on one socket', () => {
  it('are applied and pushed in that order, with gap-free seq and server times in seq order', async () => {
    const { roomId, owner } = await newOwnedLogRoom(server.url);
    // The owner sends: a moderator is not held to the per-sender chat rate (ChatRate), only to the socket's.
    const sender = await openMemberSocket(server, roomId, owner.userToken);
    const watcher = await openRoomSocket(server.url, roomId);
    // 100 chat messages in bursts of 20 a second, within the socket's frame budget (20 a second).
    for (let burst = 0; burst < 5; burst++) {
      for (const n of seqRange(burst * 20, 20)) sender.send(chatMessage(roomId, n));
      await waitForChatFrames(watcher, (burst + 1) * 20);
      // The budget refills in a second of the sockets' clock.
      socketsAheadMs += 1000;
    }
    for (const socket of [sender, watcher]) {
      const frames = chatFramesOf(socket);
      expect(frames.map((f) => f.n)).toEqual(seqRange(0, 100));
      expect(frames.map((f) => f.seq)).toEqual(seqRange(1, 100));
      const times = frames.map((f) => Date.parse(f.serverTime));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect((await logOf(roomId)).map((e) => e.seq)).toEqual(seqRange(1, 100));
    sender.close();
    watcher.close();
  });

  it('tells a joining socket the seq its room frames continue from', async () => {
    const roomId = await newLogRoom(server.url);
    await applyProbes(roomId, 3);
    const socket = await openRoomSocket(server.url, roomId);
    expect(socket.received.find(isRoomSeq)?.payload).toEqual({ roomId, seq: 3 });
    await applyProbes(roomId, 1, 3);
    await waitForProbeFrames(socket, 1);
    expect(probeFramesOf(socket).map((f) => f.seq)).toEqual([4]);
    socket.close();
  });

  it('refuses a command its reducer refuses: an error reply, no state change, no log entry', async () => {
    const { roomId, owner } = await newOwnedLogRoom(server.url);
    const { socket, userId } = await openGuestSocket(server.url, roomId);
    const blocked = await server.api.post(
      '/api/chat/v1/user/block',
      { eventId: roomId, operatedUserId: userId, isBlock: 1 },
      { token: owner.userToken },
    );
    expect(blocked.body.code).toBe(200);
    const before = await server.limelight.roomLog.readState(roomId);
    socket.send(chatMessage(roomId, 1));
    const error = await socket.waitFor((m) => m.command === CommonCommand.Error);
    expect(error).toMatchObject({ appKey: AppKey.Chat });
    expect(error.payload).toMatchObject({
      code: ResponseCode.ChatUserBlocked,
      command: ChatCommand.SendMessage,
    });
    expect(await server.limelight.roomLog.readState(roomId)).toEqual(before);
    expect((await logOf(roomId)).map((e) => e.command)).toEqual([ChatCommand.BlockUser]);
    socket.close();
  });
});

describe('concurrent changes to one room', () => {
  it('50 concurrent applies give 50 gap-free entries, each on the state before it, pushed to every socket in one order', async () => {
    const roomId = await newLogRoom(server.url);
    const sockets = await Promise.all([1, 2, 3].map(() => openRoomSocket(server.url, roomId)));
    const applied = await applyProbes(roomId, 50);
    expect(applied.map((a) => a.seq).sort((a, b) => a - b)).toEqual(seqRange(1, 50));
    // Each change added one to the state it read: every change read the one before it.
    for (const change of applied) expect(probeCountOf(change.state)).toBe(change.seq);
    expect((await logOf(roomId)).map((e) => e.seq)).toEqual(seqRange(1, 50));
    const orders = [];
    for (const socket of sockets) {
      await waitForProbeFrames(socket, 50);
      const frames = probeFramesOf(socket);
      expect(frames.map((f) => f.seq)).toEqual(seqRange(1, 50));
      orders.push(frames.map((f) => f.n));
      socket.close();
    }
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
    expect(probeCountOf((await server.limelight.roomLog.readState(roomId)).state)).toBe(50);
  });
});

describe('resume after a reconnect (cya_connection resume)', () => {
  it('a socket that missed 20 pushes gets exactly those 20, in order, then the live ones', async () => {
    const roomId = await newLogRoom(server.url);
    await applyProbes(roomId, 5);
    const first = await openRoomSocket(server.url, roomId);
    await applyProbes(roomId, 1, 5);
    await waitForProbeFrames(first, 1);
    const lastSeq = probeFramesOf(first).at(-1)!.seq;
    first.close();
    await first.closed;
    for (let n = 6; n < 26; n++) await applyProbes(roomId, 1, n);

    const again = await openRoomSocket(server.url, roomId);
    again.send({ appKey: AppKey.Connection, command: ConnectionCommand.Resume, payload: { lastSeq } });
    await waitForProbeFrames(again, 20);
    await applyProbes(roomId, 1, 26);
    // One more after: frames arrive in order, so a replayed one sent twice would be in before it.
    await applyProbes(roomId, 1, 27);
    await waitForProbeFrames(again, 22);
    const frames = probeFramesOf(again);
    expect(frames.map((f) => f.seq)).toEqual(seqRange(lastSeq + 1, 22));
    expect(frames.map((f) => f.n)).toEqual(seqRange(6, 22));
    again.close();
  });

  it('answers resync with the state when more than 200 were missed or the seq is ahead of the room', async () => {
    const roomId = await newLogRoom(server.url);
    for (let i = 0; i < 5; i++) await applyProbes(roomId, 50, i * 50);
    const socket = await openRoomSocket(server.url, roomId);
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Resume, payload: { lastSeq: 49 } });
    const resync = await socket.waitFor((m) => m.command === ConnectionCommand.Resync);
    const stored = await server.limelight.roomLog.readState(roomId);
    expect(probeCountOf(stored.state)).toBe(250);
    expect(resync).toEqual({
      appKey: AppKey.Connection,
      command: ConnectionCommand.Resync,
      payload: { seq: 250, state: stored.state },
    });
    // 200 missed is still replayed.
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Resume, payload: { lastSeq: 50 } });
    await waitForProbeFrames(socket, 200);
    expect(probeFramesOf(socket).map((f) => f.seq)).toEqual(seqRange(51, 200));

    const mark = socket.received.length;
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Resume, payload: { lastSeq: 300 } });
    const ahead = await socket.waitFor((m) => m.command === ConnectionCommand.Resync, 5000, mark);
    expect(ahead.payload).toEqual({ seq: 250, state: stored.state });
    await applyProbes(roomId, 1, 250);
    await waitForProbeFrames(socket, 201);
    expect(probeFramesOf(socket).at(-1)?.seq).toBe(251);
    socket.close();
  });

  it('refuses a resume without a valid lastSeq', async () => {
    const socket = await openRoomSocket(server.url, await newLogRoom(server.url));
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Resume, payload: { lastSeq: -1 } });
    const error = await socket.waitFor((m) => m.command === CommonCommand.Error);
    expect(error.payload).toMatchObject({
      code: ResponseCode.InvalidRequest,
      command: ConnectionCommand.Resume,
    });
    socket.close();
  });
});

describe('publishing from the log', () => {
  // A process that crashed between the commit and the publish, simulated by committing through the repo.
  const commitWithoutPublishing = (roomId: string, n: number) =>
    createRoomLogRepo(server.limelight.db).changeState(roomId, initialRoomLiveState, (stored) => {
      const at = Date.now();
      const reduced = reduceRoom(roomChatDecider, roomLiveStateSchema.parse(stored), probe(roomId, n), at);
      if ('refusal' in reduced) throw new Error(reduced.refusal);
      const { appKey, command, payload } = reduced.entry;
      return { state: reduced.state, actorId: null, appKey, command, payload, at };
    });

  it('the sweeper publishes an entry committed but never published, and marks it published', async () => {
    const roomId = await newLogRoom(server.url);
    const socket = await openRoomSocket(server.url, roomId);
    await commitWithoutPublishing(roomId, 0);
    expect((await logOf(roomId))[0]?.publishedAt).toBeNull();
    await waitForProbeFrames(socket, 1, 8000);
    expect(probeFramesOf(socket).map((f) => f.seq)).toEqual([1]);
    await expect.poll(async () => (await logOf(roomId))[0]?.publishedAt).not.toBeNull();
    socket.close();
  });

  it('a socket that sees seq N+1 without N gets N from the log, in order, before the sweeper runs', async () => {
    const roomId = await newLogRoom(server.url);
    const socket = await openRoomSocket(server.url, roomId);
    await commitWithoutPublishing(roomId, 0);
    const startedAt = Date.now();
    await applyProbes(roomId, 1, 1);
    await waitForProbeFrames(socket, 2);
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(probeFramesOf(socket).map((f) => f.seq)).toEqual([1, 2]);
    socket.close();
  });
});
