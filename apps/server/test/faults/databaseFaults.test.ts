import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../apiClient.ts';
import { buildMember, buildOpenRoom, sendRoomChat, type ApiHost } from '../factories.ts';
import { sharedDatabaseUrl } from '../processPair.ts';
import { startServerProcess, type ServerProcess } from '../processes.ts';
import { startProxy, type CuttableProxy } from './faultyServices.ts';

// docs/decisions/resilience.md: PostgreSQL restarted, requests answer 5000 quickly and succeed after. The
// server reaches PostgreSQL through a proxy the test cuts (every connection dropped, new ones refused) and
// restores: a restart as the server sees it, without touching the shared server.
let proxy: CuttableProxy;
let server: ServerProcess;
let host: ApiHost;
beforeAll(async () => {
  if (!sharedDatabaseUrl) return;
  const target = new URL(sharedDatabaseUrl);
  proxy = await startProxy(target.hostname, Number(target.port || 5432));
  target.host = `127.0.0.1:${proxy.port}`;
  server = await startServerProcess({
    DATABASE_URL: target.toString(),
    // test_ schemas are dropped by the next run's global setup.
    DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}`,
    REDIS_URL: '',
    AUTH_SECRET: `db-faults-${randomBytes(16).toString('hex')}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-db-faults-')),
  });
  host = { url: server.url, api: new ApiClient(server.url) };
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
});

/** How long an answer may take while the database is away: the pool's connect timeout is 2 s. */
const quickAnswerMs = 2500;

async function timedCode(
  call: () => Promise<{ body: { code: number } }>,
): Promise<{ code: number; ms: number }> {
  const startedAt = performance.now();
  const { body } = await call();
  return { code: body.code, ms: performance.now() - startedAt };
}

describe.runIf(sharedDatabaseUrl)('PostgreSQL restarted (resilience.md)', () => {
  it('answers 5000 quickly while it is away, readiness 503, then serves again and keeps every acknowledged post', async () => {
    const owner = await buildMember(host);
    const room = await buildOpenRoom(host, owner);
    const acknowledged: string[] = [];
    const post = async (content: string) => {
      const answer = await timedCode(() => sendRoomChat(host, room.id, content, owner.userToken));
      if (answer.code === 200) acknowledged.push(content);
      return answer;
    };
    await post('before');

    await proxy.cut();
    const during: { code: number; ms: number }[] = [];
    let readiness: { status: number; body: { code: number; data: unknown } };
    try {
      const until = Date.now() + 2000;
      for (let round = 0; Date.now() < until; round++) {
        during.push(
          ...(await Promise.all([
            timedCode(() => host.api.get('/api/events/v1/list')),
            post(`during-${round}`),
          ])),
        );
      }
      readiness = await new ApiClient(host.url).get('/api/health/ready');
    } finally {
      await proxy.restore();
    }
    console.warn('database away', {
      answers: during.length,
      codes: [...new Set(during.map((answer) => answer.code))],
      maxMs: Math.round(Math.max(...during.map((answer) => answer.ms))),
    });
    expect(during.every((answer) => answer.code === 200 || answer.code === 5000)).toBe(true);
    expect(during.some((answer) => answer.code === 5000)).toBe(true);
    expect(Math.max(...during.map((answer) => answer.ms))).toBeLessThan(quickAnswerMs);
    expect(readiness.status).toBe(503);
    expect(readiness.body).toMatchObject({ code: 5003, data: { database: 'down' } });

    // Back: the pool opens new connections.
    const until = Date.now() + 10_000;
    while ((await new ApiClient(host.url).get('/api/health/ready')).body.code !== 200)
      if (Date.now() > until) throw new Error('not ready again');
    expect((await post('after')).code).toBe(200);
    const { body } = await host.api.get<{ list: { content: string }[] }>(
      `/api/chat/v1/message/history?eventId=${room.id}&pageSize=50`,
      { token: owner.userToken },
    );
    expect(body.data.list.map((message) => message.content)).toEqual(expect.arrayContaining(acknowledged));
  }, 40_000);
});
