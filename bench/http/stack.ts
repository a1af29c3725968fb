import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/processes.ts';

// bench/http/stack: the platform's HTTP stack against Fastify alone and bare node:http, all three in one
// server process (stackServer.ts) pinned to one core, wrk (Debian's) pinned to the other. Targets are
// interleaved, BENCH_RUNS rounds; each round's ratios are to that round's baselines.
//   GET /api/health: platform vs bare node:http and vs Fastify alone.
//   GET /api/socket2/v1/friendConnToken (a member's authenticated read that reads no database): platform vs
//   Fastify alone doing the same bearer check, account check and token signature by hand.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverCore = process.env.BENCH_SERVER_CORE ?? '1';
const loadCore = process.env.BENCH_LOAD_CORE ?? '0';

interface WrkResult {
  requestsPerSecond: number;
  /** The server process's CPU time (user + system) per request answered: robust to a shared machine. */
  cpuUsPerRequest: number;
  p50Ms: number;
  p99Ms: number;
}

const msOf = (text: string): number => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) throw new Error(`wrk latency ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  return Number(match[1]) * scale;
};

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 10 ms). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function wrk(url: string, headers: Record<string, string>, durationS: number): WrkResult {
  const cpuBefore = cpuSecondsOf(serverPid);
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const output = execFileSync(
    'taskset',
    ['-c', loadCore, 'wrk', '-t1', `-c${connections}`, `-d${durationS}s`, '--latency', ...headerArgs, url],
    { encoding: 'utf8' },
  );
  if (/Non-2xx|Socket errors/.test(output)) throw new Error(`wrk ${url}:\n${output}`);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const p50 = /\n\s+50%\s+(\S+)/.exec(output)?.[1];
  const p99 = /\n\s+99%\s+(\S+)/.exec(output)?.[1];
  if (!rate || !p50 || !p99) throw new Error(`wrk output:\n${output}`);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const cpuUsPerRequest = ((cpuSecondsOf(serverPid) - cpuBefore) * 1e6) / requests;
  return { requestsPerSecond: Number(rate), cpuUsPerRequest, p50Ms: msOf(p50), p99Ms: msOf(p99) };
}

const port = await freePort();
const server = spawn(process.execPath, [path.join(import.meta.dirname, 'stackServer.ts')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-stack-')),
    PGLITE_DIR: 'memory://',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const urls = await new Promise<{ fastifyUrl: string; bareUrl: string }>((resolve, reject) => {
  server.once('message', (message) => resolve(message as { fastifyUrl: string; bareUrl: string }));
  server.once('exit', (code) => reject(new Error(`stack server exited ${code}`)));
});
const platformUrl = `http://127.0.0.1:${port}`;
const serverPid = server.pid ?? 0;
execFileSync('taskset', ['-a', '-pc', serverCore, String(serverPid)]);

try {
  const register = await fetch(`${platformUrl}/api/passport/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: 'bench password of a member',
      dob: '1990-01-01',
    }),
  });
  const { userToken } = ((await register.json()) as { data: { userToken: string } }).data;
  const member = { authorization: `Bearer ${userToken}`, 'x-client': 'web-43' };
  const targets = [
    { key: 'bare', url: `${urls.bareUrl}/api/health?v=43`, headers: {} },
    { key: 'fastifyHealth', url: `${urls.fastifyUrl}/api/health?v=43`, headers: {} },
    { key: 'health', url: `${platformUrl}/api/health?v=43`, headers: { 'x-client': 'web-43' } },
    { key: 'fastifyToken', url: `${urls.fastifyUrl}/api/socket2/v1/friendConnToken?v=43`, headers: member },
    { key: 'token', url: `${platformUrl}/api/socket2/v1/friendConnToken?v=43`, headers: member },
  ] as const;
  for (const target of targets) wrk(target.url, target.headers, 2); // warm-up, JIT

  const rows: string[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const r = Object.fromEntries(targets.map((t) => [t.key, wrk(t.url, t.headers, seconds)])) as Record<
      (typeof targets)[number]['key'],
      WrkResult
    >;
    const rate = (key: keyof typeof r) => Math.round(r[key].requestsPerSecond);
    const cpu = (key: keyof typeof r) => Math.round(r[key].cpuUsPerRequest);
    // Ratios as throughput: of requests per second, and of requests per CPU second (the inverse of CPU per request).
    const ratio = (a: keyof typeof r, b: keyof typeof r) =>
      `${(r[a].requestsPerSecond / r[b].requestsPerSecond).toFixed(2)} / ` +
      `${(r[b].cpuUsPerRequest / r[a].cpuUsPerRequest).toFixed(2)}`;
    rows.push(
      `| ${run} | ${rate('bare')} (${cpu('bare')}) | ${rate('fastifyHealth')} (${cpu('fastifyHealth')}) | ` +
        `${rate('health')} (${cpu('health')}) | ${ratio('health', 'bare')} | ${ratio('health', 'fastifyHealth')} | ` +
        `${rate('fastifyToken')} (${cpu('fastifyToken')}) | ${rate('token')} (${cpu('token')}) | ` +
        `${ratio('token', 'fastifyToken')} | ${r.health.p99Ms} | ${r.token.p99Ms} |`,
    );
  }
  console.log(
    `\n### bench/http/stack — ${new Date().toISOString().slice(0, 10)}, wrk 1 thread ${connections} connections ` +
      `${seconds} s per target, server on core ${serverCore}, wrk on core ${loadCore}\n`,
  );
  console.log('req/s (server CPU µs per request); ratios: req/s ratio / requests-per-CPU-second ratio\n');
  console.log(
    '| run | bare node:http health | Fastify alone health | platform health | platform / bare | platform / Fastify | ' +
      'Fastify alone friendConnToken | platform friendConnToken | platform / Fastify | health p99 ms | token p99 ms |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
} finally {
  server.kill('SIGTERM');
}
