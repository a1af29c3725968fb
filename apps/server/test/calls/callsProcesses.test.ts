import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FriendCommand } from '@limelight/protocol';
import { ApiClient } from '../apiClient.ts';
import { buildMember, type ApiHost } from '../factories.ts';
import { startServerProcess, type ServerProcess } from '../processes.ts';
import { befriend, openFriendSocket } from '../friends/friendKit.ts';
import { callApi, callDeclined, callLeft, callSignal, incomingCall, offer } from './callKit.ts';

// Two real server processes sharing one PostgreSQL schema and one Redis: a call started on one process
// rings, is answered and signalled on the other, and a call nobody answers is missed once although both
// processes check the ring time.
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ringTimeoutMs = 2000;

let first: ServerProcess;
let second: ServerProcess;
beforeAll(async () => {
  if (!databaseUrl) return;
  const shared = {
    DATABASE_URL: databaseUrl,
    // test_ schemas are dropped by the next run's global setup.
    DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}`,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    AUTH_SECRET: 'calls-secret-of-at-least-thirty-two-characters',
    CALL_RING_TIMEOUT_MS: String(ringTimeoutMs),
  };
  const start = (name: string) =>
    startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), `limelight-${name}-`)) });
  // One after the other: the first migrates the shared schema.
  first = await start('c1');
  second = await start('c2');
}, 180_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

const hostOf = (server: ServerProcess): ApiHost => ({ url: server.url, api: new ApiClient(server.url) });

describe.skipIf(!databaseUrl)('friend calls across two server processes (PostgreSQL + Redis)', () => {
  it('a call started on A rings the callee on B; the answer and signals cross processes', async () => {
    const [hostA, hostB] = [hostOf(first), hostOf(second)];
    const a = await buildMember(hostA);
    const b = await buildMember(hostA);
    const chatId = await befriend(hostA, a, b);
    const aSocket = await openFriendSocket(hostA, a);
    const bSocket = await openFriendSocket(hostB, b);
    const started = await callApi(hostA).initVideo(a, { chatId });
    expect(started.body.code).toBe(200);
    expect(await incomingCall(bSocket, { chatId, state: 'init' }, 10_000)).toMatchObject({
      from: { userId: a.userId },
    });
    expect((await callApi(hostB).vidConnect(b, { chatId })).body.data.joined).toHaveLength(2);
    await callApi(hostB).sendSdp(b, { toId: a.userId, chatId, info: offer, fromJoin: true });
    expect(await callSignal(aSocket, { chatId, fromId: b.userId }, 10_000)).toMatchObject({
      description: offer,
    });
    await callApi(hostA).hangup(a, { chatId });
    expect(await callLeft(bSocket, { chatId, isCallOver: true }, 10_000)).toMatchObject({ userId: a.userId });
    aSocket.close();
    bSocket.close();
  });

  it('a call nobody answers is missed once, although both processes check the ring time', async () => {
    const [hostA, hostB] = [hostOf(first), hostOf(second)];
    const a = await buildMember(hostA);
    const b = await buildMember(hostB);
    const chatId = await befriend(hostA, a, b);
    const aSocket = await openFriendSocket(hostB, a);
    await callApi(hostA).initVideo(a, { chatId });
    await callDeclined(aSocket, { chatId, reason: 'missed' }, ringTimeoutMs + 10_000);
    await callLeft(aSocket, { chatId, isCallOver: true }, 10_000);
    // Both processes check several times a second: give them time to send anything twice.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const count = (command: string) => aSocket.received.filter((m) => m.command === command).length;
    expect(count(FriendCommand.DeclineVidChat)).toBe(1);
    expect(count(FriendCommand.EndVidChat)).toBe(1);
    aSocket.close();
  }, 30_000);
});
