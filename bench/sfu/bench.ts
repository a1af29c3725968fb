import { mkdtempSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { PubRegisterAnswer, SubRegisterAnswer, CastTokenAnswer } from '@limelight/protocol';
import { startServerProcess } from '../../apps/server/test/processes.ts';
import { ApiClient } from '../../apps/server/test/apiClient.ts';
import {
  buildMember,
  createEventThroughApi,
  grantRole,
  rsvpToEvent,
  type TestMember,
} from '../../apps/server/test/factories.ts';
import { eventually, openPublisher, openSubscriber } from '../../apps/server/test/media/mediaPeers.ts';
import { cpuSeconds, sfuPid } from './sfuProcessCpu.ts';

// bench/sfu: a 4-publisher stage with N subscribers through the embedded werift SFU (its own process).
// Reports forwarded RTP packets per second per core of the SFU's process, subscriber sessions per core,
// and GET /api/health's p99 with that stage running against the same server idle, in one run.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const viewers = Number(process.env.BENCH_SFU_VIEWERS ?? 10);
const packetIntervalMs = Number(process.env.BENCH_SFU_PACKET_MS ?? 10);
// The API's latency is read at a steady rate a busy platform's process sees, not at saturation: a
// saturating generator measures how much CPU it leaves the API, not what the media costs it.
const requestsPerSecond = Number(process.env.BENCH_SFU_RATE ?? 1000);
const publishersCount = 4;
/**
 * The server's processes go before this one's peers. On one 2-core machine, the 4 publishers and dozens of
 * subscribers (werift in TypeScript, decrypting every packet) would otherwise take the cores the API and
 * the SFU need, and the bench would measure its own peers, as it did in session 6 (RESULTS.md). Priority
 * stands in for the peers being other people's computers. Needs root (CI and this machine run as root).
 */
function putFirst(pid: number): boolean {
  try {
    setPriority(pid, -10);
    return true;
  } catch {
    return false;
  }
}

async function healthP99(url: string): Promise<{ p99Ms: number; requestsPerSecond: number }> {
  // The load generator runs in a worker thread: the peers' RTP on this process's loop must not count as
  // the API's latency.
  const options = {
    url: `${url}/api/health?v=43`,
    headers: { 'x-client': 'web-43' },
    connections: 10,
    workers: 1,
    overallRate: requestsPerSecond,
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`health: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { p99Ms: result.latency.p99, requestsPerSecond: result.requests.average };
}

const server = await startServerProcess({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limelight-bench-')),
  PGLITE_DIR: 'memory://',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
  SFU_ICE_ADDRESSES: '127.0.0.1',
  STUN_URLS: 'none',
});
const host = { api: new ApiClient(server.url), url: server.url };
const closers: (() => Promise<unknown>)[] = [];
try {
  if (server.pid !== undefined) putFirst(server.pid);
  const idle = await healthP99(server.url);

  const owner = await buildMember(host);
  const event = await createEventThroughApi(host, owner, { title: 'Bench stage' });
  const speakers: TestMember[] = [owner];
  for (let i = 1; i < publishersCount; i += 1) {
    const star = await buildMember(host);
    await grantRole(host, owner, event.id, star, 'star');
    speakers.push(star);
  }
  const token = async (person: TestMember, tokenType: 'pub' | 'sub') =>
    (
      await host.api.get<CastTokenAnswer>('/api/cast/v1/subToken', {
        token: person.userToken,
        query: { eventId: event.id, tokenType },
      })
    ).body.data.lToken;
  const pubIds: string[] = [];
  for (const speaker of speakers) {
    const peer = await openPublisher(['video']);
    const answer = await host.api.post<PubRegisterAnswer>(
      '/api/cast/v1/pub/register',
      { eventId: event.id, token: await token(speaker, 'pub'), tracks: { video: 'v' }, sdp: peer.offer },
      { token: speaker.userToken },
    );
    await peer.accept(answer.body.data);
    peer.sendVideo(packetIntervalMs);
    pubIds.push(answer.body.data.pubId);
    closers.push(() => peer.close());
  }
  const received: { packets: number }[] = [];
  for (let i = 0; i < viewers; i += 1) {
    const viewer = await buildMember(host);
    await rsvpToEvent(host, viewer.userToken, event.id);
    const lToken = await token(viewer, 'sub');
    for (const pubId of pubIds) {
      // A stream is subscribable once its media arrived (onNewStreamV2): retry until then.
      let registered: SubRegisterAnswer | undefined;
      for (let attempt = 0; !registered && attempt < 100; attempt += 1) {
        const answer = await host.api.post<SubRegisterAnswer>(
          '/api/cast/v1/sub/register',
          { eventId: event.id, token: lToken, pubId },
          { token: viewer.userToken },
        );
        if (answer.body.code === 200) registered = answer.body.data;
        else await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (!registered) throw new Error('stream never became subscribable');
      const subscriber = await openSubscriber(registered);
      await host.api.post(
        '/api/cast/v1/addSubSDP',
        { eventId: event.id, subId: registered.subId, sdp: subscriber.answer },
        { token: viewer.userToken },
      );
      received.push(subscriber.received);
      closers.push(() => subscriber.close());
    }
  }
  await eventually(() => received.every((r) => r.packets > 0), 60_000, 'RTP at every subscriber');

  const sfu = server.pid === undefined ? undefined : sfuPid(server.pid);
  if (!sfu || !server.pid) throw new Error('no SFU process found');
  const isPrioritized = putFirst(server.pid) && putFirst(sfu);
  const packetsBefore = received.reduce((sum, r) => sum + r.packets, 0);
  const [sfuCpuBefore, apiCpuBefore, startedAt] = [cpuSeconds(sfu), cpuSeconds(server.pid), Date.now()];
  const loaded = await healthP99(server.url);
  const elapsed = (Date.now() - startedAt) / 1000;
  const packets = received.reduce((sum, r) => sum + r.packets, 0) - packetsBefore;
  const sfuCores = (cpuSeconds(sfu) - sfuCpuBefore) / elapsed;
  const apiCores = (cpuSeconds(server.pid) - apiCpuBefore) / elapsed;
  const forwardedPerSecond = packets / elapsed;
  const subscriptions = received.length;

  const rows = [
    ['publishers × viewers (subscriber sessions)', `${publishersCount} × ${viewers} (${subscriptions})`],
    ['RTP packets forwarded and received per second', forwardedPerSecond.toFixed(0)],
    ['SFU process CPU (cores)', sfuCores.toFixed(2)],
    ['forwarded packets per second per SFU core', (forwardedPerSecond / sfuCores).toFixed(0)],
    ['subscriber sessions per SFU core (at this rate)', (subscriptions / sfuCores).toFixed(0)],
    ['API process CPU during the measure (cores)', apiCores.toFixed(2)],
    ['GET /api/health p99 idle (ms)', String(idle.p99Ms)],
    ['GET /api/health p99 with the stage (ms)', String(loaded.p99Ms)],
    ['p99 ratio stage / idle', (loaded.p99Ms / Math.max(idle.p99Ms, 1)).toFixed(2)],
    [
      'GET /api/health req/s idle → with the stage',
      `${idle.requestsPerSecond.toFixed(0)} → ${loaded.requestsPerSecond.toFixed(0)}`,
    ],
  ];
  process.stdout.write(
    `\nbench/sfu — ${seconds} s, one video packet every ${packetIntervalMs} ms per publisher, ` +
      `GET /api/health at ${requestsPerSecond}/s, server before peers: ${isPrioritized ? 'yes' : 'no (not root)'}\n\n`,
  );
  process.stdout.write('| measure | value |\n|---|---:|\n');
  for (const [name, value] of rows) process.stdout.write(`| ${name} | ${value} |\n`);
} finally {
  for (const close of closers) await close().catch(() => undefined);
  await server.stop();
}
