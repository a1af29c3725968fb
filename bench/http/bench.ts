import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  startNodeProcess,
  startServerProcess,
  type ServerProcess,
} from '../../apps/server/test/processes.ts';

// bench/http: requests per second and latency of JSON routes through the full stack (Fastify, hooks,
// rate limit, auth with a database lookup, zod, envelope) against bare node:http, measured in one run.
// Servers run in their own processes so that the load generator does not share their event loop.
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

interface Measure {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Measure> {
  await autocannon({ ...options, duration: 2, connections }); // warm-up
  const result = await autocannon({ ...options, duration: durationSeconds, connections });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

const bare = await startNodeProcess(path.join(import.meta.dirname, 'bareServer.ts'), {}, '/');
const platform: ServerProcess = await startServerProcess({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-bench-')),
  PGLITE_DIR: 'memory://',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
});
try {
  const guest = (await (
    await fetch(`${platform.url}/api/user/v1/createGuest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as {
    data: { userToken: string };
  };
  // Tokens are issued for rooms people may enter: a member's public room, asked for by a guest.
  const postJson = async <T>(route: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${platform.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const owner = await postJson<{ userToken: string }>('/api/passport/v1/register', {
    email: `bench-${Date.now()}@example.com`,
    password: 'bench password of the room owner',
    dob: '1990-01-01',
  });
  const room = await postJson<{ id: string }>(
    '/api/room/v1/createRoom',
    { title: 'Bench room' },
    owner.userToken,
  );
  const baseline = await measure('node:http (baseline)', { url: `${bare.url}/` });
  const health = await measure('GET /api/health', {
    url: `${platform.url}/api/health?v=43`,
    headers: { 'x-client': 'web-43' },
  });
  const token = await measure(
    'POST /api/socket/v1/getConnectionToken (bearer verify + account state + zod + room access + JWT sign)',
    {
      url: `${platform.url}/api/socket/v1/getConnectionToken?v=43`,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client': 'web-43',
        authorization: `Bearer ${guest.data.userToken}`,
      },
      body: JSON.stringify({ eventId: room.id }),
    },
  );

  console.log(
    `\n### bench/http — ${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${durationSeconds} s each\n`,
  );
  console.log('| target | req/s | p50 ms | p99 ms | ratio to baseline |');
  console.log('|---|---:|---:|---:|---:|');
  for (const m of [baseline, health, token]) {
    const ratio = (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    console.log(`| ${m.name} | ${Math.round(m.requestsPerSecond)} | ${m.p50Ms} | ${m.p99Ms} | ${ratio} |`);
  }
} finally {
  await Promise.all([bare.stop(), platform.stop()]);
}
