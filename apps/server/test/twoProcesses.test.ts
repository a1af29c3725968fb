import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppKey, SocketCloseCode, type SocketMessage } from '@limelight/protocol';
import { ApiClient } from './apiClient.ts';
import { TestSocket } from './socketClient.ts';
import { startServerProcess, type ServerProcess } from './processes.ts';

// Scale-out needs Redis: REDIS_URL, or the local Redis every Limelight machine and CI runs.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: ServerProcess;
let second: ServerProcess;
beforeAll(async () => {
  const shared = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    AUTH_SECRET: 'two-process-secret-of-thirty-two-characters',
    PGLITE_DIR: 'memory://',
  };
  [first, second] = await Promise.all([
    startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-p1-')) }),
    startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-p2-')) }),
  ]);
}, 180_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

async function joinRoom(server: ServerProcess, roomId: string): Promise<TestSocket> {
  const api = new ApiClient(server.url);
  const guest = await api.post<{ userToken: string }>('/api/user/v1/createGuest', { eventId: roomId });
  const { body } = await api.post<{ token: string }>(
    '/api/socket/v1/getConnectionToken',
    { eventId: roomId },
    { token: guest.body.data.userToken },
  );
  return TestSocket.open(server.url, body.data.token);
}

const peopleInRoom = (count: number) => (m: SocketMessage) =>
  m.appKey === AppKey.Cast &&
  m.command === 'eventJoiningPeople' &&
  (m.payload as { count: number }).count === count;

describe('two server processes on one Redis', () => {
  it('both processes run on the Redis bus', async () => {
    for (const server of [first, second]) {
      const { body } = await new ApiClient(server.url).get<{ bus: string }>('/api/health');
      expect(body.data.bus).toBe('redis');
    }
  });

  it('delivers a room message caused by a socket on one process to a socket on the other', async () => {
    const roomId = randomUUID();
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
  });

  it('closes sockets with the shutdown code when a process stops gracefully', async () => {
    const onSecond = await joinRoom(second, randomUUID());
    expect(await second.stop()).toBe(0);
    expect((await onSecond.closed).code).toBe(SocketCloseCode.ServerShutdown);
  });
});
