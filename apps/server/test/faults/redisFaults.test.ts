import { ConnectionCommand } from '@limelight/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../apiClient.ts';
import {
  buildGuest,
  buildMember,
  buildOpenRoom,
  openRoomSocket,
  sendRoomChat,
  type ApiHost,
} from '../factories.ts';
import { sharedDatabaseUrl, useProcessPair } from '../processPair.ts';
import { startOwnRedis, type OwnRedis } from './faultyServices.ts';

// docs/decisions/resilience.md: Redis down or frozen, every process answers in its normal time. The test
// runs a Redis of its own (the shared one serves other suites) and freezes, kills and restarts it.
const pairEnv: Record<string, string> = {};
let redis: OwnRedis;
beforeAll(async () => {
  redis = await startOwnRedis();
  pairEnv.REDIS_URL = redis.url;
}, 30_000);
afterAll(() => redis.kill());
const pair = useProcessPair({ withoutSharedDatabase: true, env: pairEnv });

/** An answer's code and how long it took. */
interface Timed {
  what: string;
  code: number;
  ms: number;
}

async function timed(what: string, call: () => Promise<{ body: { code: number } }>): Promise<Timed> {
  const startedAt = performance.now();
  const { body } = await call();
  return { what, code: body.code, ms: performance.now() - startedAt };
}

const outageMs = 2000;
/** A normal answer on the loaded test machine, plus the one bounded Redis command (500 ms) a freeze costs. */
const normalAnswerMs = 1500;

/**
 * For `outageMs`, public lists, guest sign-ins and chat posts through HTTP on both processes (posts into
 * `roomId` on the first); answers every timing and the contents of the posts acknowledged.
 */
async function callThroughOutage(a: ApiHost, b: ApiHost, roomId: string, token: string) {
  const answers: Timed[] = [];
  const posted: string[] = [];
  const until = Date.now() + outageMs;
  for (let round = 0; Date.now() < until; round++) {
    const content = `during-outage-${round}`;
    const results = await Promise.all([
      ...[a, b].map((host) => timed('event list', () => host.api.get('/api/events/v1/list'))),
      ...[a, b].map((host) =>
        timed('guest sign-in', async () => ({
          body: { code: (await buildGuest(host)).userToken ? 200 : 0 },
        })),
      ),
      timed('chat post', () => sendRoomChat(a, roomId, content, token)),
    ]);
    answers.push(...results);
    if (results.at(-1)?.code === 200) posted.push(content);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { answers, posted };
}

const readinessOf = (host: ApiHost) =>
  new ApiClient(host.url).get<{ status: string; redis?: string; database: string }>('/api/health/ready');

async function waitUntilReady(host: ApiHost): Promise<void> {
  const until = Date.now() + 10_000;
  while ((await readinessOf(host)).body.code !== 200) {
    if (Date.now() > until) throw new Error(`${host.url} did not become ready again`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const outageLogsOf = (output: string) => output.split('redis unreachable').length - 1;

/** The chat history of a room as its owner reads it (up to 50 posts). */
async function postsIn(host: ApiHost, roomId: string, token: string): Promise<string[]> {
  const { body } = await host.api.get<{ list: { content: string }[] }>(
    `/api/chat/v1/message/history?eventId=${roomId}&pageSize=50`,
    { token },
  );
  return body.data.list.map((message) => message.content);
}

describe.runIf(pair.runs)('Redis down or frozen: every process keeps answering (resilience.md)', () => {
  it('readiness reports the database, Redis and the SFU up, unlimited and with nothing else', async () => {
    const { a } = pair.get();
    const { status, body } = await readinessOf(a);
    expect(status).toBe(200);
    expect(body.data).toEqual({ status: 'ready', database: 'up', redis: 'up', sfu: 'up' });
  });

  it('Redis frozen (SIGSTOP): answers in their normal time, readiness 503, then recovers', async () => {
    const { a, b, first } = pair.get();
    const owner = await buildMember(a);
    const room = await buildOpenRoom(a, owner);
    const logsBefore = outageLogsOf(first.output());
    redis.freeze();
    let during: Awaited<ReturnType<typeof callThroughOutage>>;
    let readiness: Awaited<ReturnType<typeof readinessOf>>;
    try {
      during = await callThroughOutage(a, b, room.id, owner.userToken);
      readiness = await readinessOf(a);
    } finally {
      redis.thaw();
    }
    console.warn('frozen', summary(during.answers));
    expect(during.answers.filter((answer) => answer.code !== 200)).toEqual([]);
    expect(Math.max(...during.answers.map((answer) => answer.ms))).toBeLessThan(normalAnswerMs);
    expect(readiness.status).toBe(503);
    expect(readiness.body).toMatchObject({ code: 5003, data: { status: 'notReady', redis: 'down' } });
    // Said once in the log, not per request.
    expect(outageLogsOf(first.output()) - logsBefore).toBe(1);

    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
    expect(await postsIn(a, room.id, owner.userToken)).toEqual(expect.arrayContaining(during.posted));
  }, 30_000);

  it('Redis killed: answers in their normal time; restarted: re-subscribes and resends what was held', async () => {
    const { a, b } = pair.get();
    const owner = await buildMember(a);
    const room = await buildOpenRoom(a, owner);
    // On PostgreSQL the room is the other process's too: a socket there hears the posts of the outage.
    const watcher = sharedDatabaseUrl
      ? await openRoomSocket(b, room.id, (await buildGuest(b, room.id)).userToken)
      : undefined;
    // Joined (subscribed, its seq read) before Redis goes.
    await watcher?.waitFor((m) => m.command === ConnectionCommand.RoomSeq);
    await redis.kill();
    let during: Awaited<ReturnType<typeof callThroughOutage>>;
    try {
      during = await callThroughOutage(a, b, room.id, owner.userToken);
    } finally {
      await redis.restart();
    }
    console.warn('down', summary(during.answers));
    expect(during.answers.filter((answer) => answer.code !== 200)).toEqual([]);
    expect(Math.max(...during.answers.map((answer) => answer.ms))).toBeLessThan(normalAnswerMs);

    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
    expect(await postsIn(a, room.id, owner.userToken)).toEqual(expect.arrayContaining(during.posted));
    if (!watcher) return;
    for (const content of during.posted)
      await watcher.waitFor((m) => JSON.stringify(m.payload).includes(`"${content}"`), 8000);
    watcher.close();
  }, 40_000);
});

/** The slowest and the median answer of each kind, for the report. */
function summary(answers: readonly Timed[]): Record<string, string> {
  const kinds = [...new Set(answers.map((answer) => answer.what))];
  return Object.fromEntries(
    kinds.map((kind) => {
      const ms = answers
        .filter((answer) => answer.what === kind)
        .map((answer) => answer.ms)
        .sort((x, y) => x - y);
      return [
        kind,
        `n=${ms.length} median=${ms[ms.length >> 1]?.toFixed(0)} max=${ms.at(-1)?.toFixed(0)} ms`,
      ];
    }),
  );
}
