import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CastTokenAnswer, PubRegisterAnswer } from '@limelight/protocol';
import { startServerProcess } from '../../apps/server/test/processes.ts';
import { ApiClient } from '../../apps/server/test/apiClient.ts';
import {
  buildMember,
  createEventThroughApi,
  grantRole,
  type TestMember,
} from '../../apps/server/test/factories.ts';
import { eventually } from '../../apps/server/test/media/mediaPeers.ts';
import { openFfmpegPublisher } from '../../apps/server/test/media/ffmpegPublisher.ts';
import { cpuSeconds, sfuPid } from '../sfu/sfuProcessCpu.ts';

// bench/media/recordingCost: what recording the stage costs the SFU (docs/decisions/stage-recordings.md).
// 1 and 4 publishers, each a werift peer fed by ffmpeg (VP8 320x240 at 15 fps, 200 kbit/s, and Opus), send
// for BENCH_SECONDS on an event without a time (not recorded) and on a live event (each stream recorded to
// WebM); the SFU process's CPU over the sending is compared. No subscribers: the SFU only receives.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const publisherCounts = (process.env.BENCH_PUBLISHERS ?? '1,4').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 2);
const dataDir = mkdtempSync(path.join(tmpdir(), 'limelight-bench-'));
const server = await startServerProcess({
  DATA_DIR: dataDir,
  PGLITE_DIR: 'memory://',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
  SFU_ICE_ADDRESSES: '127.0.0.1',
  STUN_URLS: 'none',
});
const host = { api: new ApiClient(server.url), url: server.url };
const minute = 60_000;
type Camera = Awaited<ReturnType<typeof openFfmpegPublisher>>;

/**
 * The SFU's CPU (ms) and the RTP packets sent while `count` ffmpeg cameras send for `seconds` on an event
 * recorded or not.
 */
async function measure(count: number, recorded: boolean): Promise<{ cpuMs: number; packets: number }> {
  const owner = await buildMember(host);
  const now = Date.now();
  const times = recorded
    ? { startAt: new Date(now - minute).toISOString(), endAt: new Date(now + 60 * minute).toISOString() }
    : {};
  const event = await createEventThroughApi(host, owner, { title: 'Recording bench', ...times });
  const speakers: TestMember[] = [owner];
  for (let i = 1; i < count; i += 1) {
    const star = await buildMember(host);
    await grantRole(host, owner, event.id, star, 'star');
    speakers.push(star);
  }
  const cameras: { camera: Camera; speaker: TestMember; pubId: string }[] = [];
  for (const speaker of speakers) {
    const camera = await openFfmpegPublisher();
    const token = await host.api.get<CastTokenAnswer>('/api/cast/v1/subToken', {
      token: speaker.userToken,
      query: { eventId: event.id, tokenType: 'pub' },
    });
    const answer = await host.api.post<PubRegisterAnswer>(
      '/api/cast/v1/pub/register',
      {
        eventId: event.id,
        token: token.body.data.lToken,
        tracks: { audio: 'mic', video: 'camera' },
        sdp: camera.offer,
        kind: 'camera',
      },
      { token: speaker.userToken },
    );
    if (answer.body.code !== 200) throw new Error(`publish refused: ${answer.body.code}`);
    await camera.accept(answer.body.data);
    cameras.push({ camera, speaker, pubId: answer.body.data.pubId });
  }
  await eventually(
    () => cameras.every(({ camera }) => camera.pc.connectionState === 'connected'),
    30_000,
    'every camera connected',
  );
  const sfu = server.pid === undefined ? undefined : sfuPid(server.pid);
  if (!sfu) throw new Error('no SFU process found');
  const before = cpuSeconds(sfu);
  await Promise.all(cameras.map(({ camera }) => camera.send(seconds)));
  const cpuMs = (cpuSeconds(sfu) - before) * 1000;
  const packets = cameras.reduce((sum, { camera }) => sum + camera.sent.packets, 0);
  for (const { camera, speaker, pubId } of cameras) {
    await host.api.post('/api/cast/v1/pub/close', { eventId: event.id, pubId }, { token: speaker.userToken });
    await camera.close();
  }
  return { cpuMs, packets };
}

try {
  const rows: string[] = [];
  for (const count of publisherCounts) {
    // Interleaved runs, summed: /proc counts CPU in 10 ms ticks, a few dozen of them per run.
    const sums = { plain: { cpuMs: 0, packets: 0 }, recorded: { cpuMs: 0, packets: 0 } };
    for (let run = 0; run < runs; run += 1) {
      for (const mode of ['plain', 'recorded'] as const) {
        const one = await measure(count, mode === 'recorded');
        sums[mode].cpuMs += one.cpuMs;
        sums[mode].packets += one.packets;
      }
    }
    const perThousand = (sum: { cpuMs: number; packets: number }) => (sum.cpuMs / sum.packets) * 1000;
    const { plain, recorded } = sums;
    const cores = (sum: { cpuMs: number }) => sum.cpuMs / (runs * seconds * 1000);
    rows.push(
      `| ${count} | ${(plain.packets / (runs * seconds)).toFixed(0)} | ${cores(plain).toFixed(3)} | ` +
        `${cores(recorded).toFixed(3)} | ${perThousand(plain).toFixed(1)} | ` +
        `${perThousand(recorded).toFixed(1)} | ${(perThousand(recorded) / perThousand(plain)).toFixed(2)} |`,
    );
  }
  process.stdout.write(
    `\nbench/media/recordingCost — ${runs} × ${seconds} s of ffmpeg VP8 320x240 15 fps 200 kbit/s + Opus per publisher\n\n`,
  );
  process.stdout.write(
    '| publishers | RTP packets/s in | SFU cores, not recorded | SFU cores, recorded | SFU CPU ms per 1,000 packets, not recorded | recorded | ratio |\n' +
      '|---:|---:|---:|---:|---:|---:|---:|\n',
  );
  process.stdout.write(`${rows.join('\n')}\n`);
} finally {
  await server.stop();
}
