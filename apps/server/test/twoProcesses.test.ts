import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  CastCommand,
  ConnectionCommand,
  KickoutCode,
  SocketCloseCode,
  type SocketMessage,
} from '@limelight/protocol';
import { ApiClient } from './apiClient.ts';
import type { TestSocket } from './socketClient.ts';
import { startServerProcess, type ServerProcess } from './processes.ts';
import {
  buildGuest,
  buildMember,
  buildOpenRoom,
  createEventThroughApi,
  grantRole,
  openRoomSocket,
  type ApiHost,
} from './factories.ts';

// Scale-out needs Redis: REDIS_URL, or the local Redis every Limelight machine and CI runs.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Socket tokens are issued for rooms and events that exist: two processes share them only on PostgreSQL
// (CI's second pass, DATABASE_URL); on PGlite each process has a database of its own.
const sharesDatabase = Boolean(process.env.DATABASE_URL);

let first: ServerProcess;
let second: ServerProcess;
beforeAll(async () => {
  const shared = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    AUTH_SECRET: 'two-process-secret-of-thirty-two-characters',
    PGLITE_DIR: 'memory://',
    ...(sharesDatabase ? { DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}` } : {}),
  };
  const start = (name: string) =>
    startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), `limelight-${name}-`)) });
  // One after the other on a shared database, so that the second finds the schema migrated.
  first = await start('p1');
  second = await start('p2');
}, 180_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

const hostOf = (server: ServerProcess): ApiHost => ({ url: server.url, api: new ApiClient(server.url) });

/** A guest of `server` in a room, by a socket that process holds. */
async function joinRoom(server: ServerProcess, roomId: string): Promise<TestSocket> {
  const host = hostOf(server);
  return openRoomSocket(host, roomId, (await buildGuest(host, roomId)).userToken);
}

const peopleInRoom = (count: number) => (m: SocketMessage) =>
  m.appKey === AppKey.Cast &&
  m.command === CastCommand.EventJoiningPeople &&
  (m.payload as { count: number }).count === count;

describe('two server processes on one Redis', () => {
  it('both processes run on the Redis bus', async () => {
    for (const server of [first, second]) {
      const { body } = await new ApiClient(server.url).get<{ bus: string }>('/api/health');
      expect(body.data.bus).toBe('redis');
    }
  });

  it.runIf(sharesDatabase)(
    'delivers a room message caused by a socket on one process to a socket on the other',
    async () => {
      const roomId = (await buildOpenRoom(hostOf(first))).id;
      const onFirst = await joinRoom(first, roomId);
      await onFirst.waitFor(peopleInRoom(1));

      const onSecond = await joinRoom(second, roomId);
      // Published by the second process when its socket joined; delivered by the first to its socket.
      await onFirst.waitFor(peopleInRoom(2));
      await onSecond.waitFor(peopleInRoom(2));

      // And when it leaves, the second process tells the first one's socket.
      const mark = onFirst.received.length;
      onSecond.close();
      await onFirst.waitFor(peopleInRoom(1), 5000, mark);
      onFirst.close();
    },
  );

  it.runIf(sharesDatabase)(
    "a moderator's socket on one process is closed (multiConn, kick code 4) when they open one on the other",
    async () => {
      const owner = await buildMember(hostOf(first));
      const moderator = await buildMember(hostOf(first));
      const event = await createEventThroughApi(hostOf(first), owner, { title: 'Two process show' });
      await grantRole(hostOf(first), owner, event.id, moderator, 'mod');
      const onFirst = await openRoomSocket(hostOf(first), event.id, moderator.userToken);
      const onSecond = await openRoomSocket(hostOf(second), event.id, moderator.userToken);
      await onFirst.waitFor((m) => m.appKey === AppKey.Cast && m.command === CastCommand.MultiConn);
      const kick = await onFirst.waitFor(
        (m) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick,
      );
      expect(kick.payload).toEqual({ code: KickoutCode.ConnectionKick });
      expect((await onFirst.closed).code).toBe(SocketCloseCode.Kicked);
      onSecond.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
      await onSecond.waitFor((m) => m.command === ConnectionCommand.Pong);
      expect(onSecond.received.some((m) => m.command === ConnectionCommand.Kick)).toBe(false);
      onSecond.close();
    },
  );

  it('closes sockets with the shutdown code when a process stops gracefully', async () => {
    const onSecond = await joinRoom(second, (await buildOpenRoom(hostOf(second))).id);
    expect(await second.stop()).toBe(0);
    expect((await onSecond.closed).code).toBe(SocketCloseCode.ServerShutdown);
  });
});
