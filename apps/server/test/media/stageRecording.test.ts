import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PubRegisterAnswer, ReplayStream } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember } from '../factories.ts';
import { buyTicket, createPaidEvent } from '../commerce/purchaseKit.ts';
import { eventually } from './mediaPeers.ts';
import { openFfmpegPublisher } from './ffmpegPublisher.ts';

// The stage on video in replays (docs/decisions/stage-recordings.md): a speaker publishes real VP8 and
// Opus (ffmpeg) for a few seconds on a live paid event; the SFU's recording is stored, decodes, lasts what
// was sent and starts at its first frame's time; the streams call lists it to a ticket holder only.
// Media needs real time (4 s); nothing else waits on a clock.
const run = promisify(execFile);
const minute = 60_000;
const sentSeconds = 4;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function probe(file: string) {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_name,nb_read_frames'],
    ...['-show_entries', 'format=duration', '-of', 'json', file],
  ]);
  return JSON.parse(stdout) as {
    streams: { codec_name: string; nb_read_frames: string }[];
    format: { duration?: string };
  };
}

describe('a stage stream of a live event is recorded', () => {
  it('is stored as a WebM that decodes, from its first frame, and listed to ticket holders only', async () => {
    const owner = await buildMember(server);
    const event = await createPaidEvent(server, owner, {
      title: 'Recorded night',
      tickets: [{ type: 'General', price: '10', min: 1, max: 1, total: 5 }],
      startAt: new Date(Date.now() - minute).toISOString(),
      endAt: new Date(Date.now() + 60 * minute).toISOString(),
    });
    const eventId = event.id;
    const publisher = await openFfmpegPublisher();
    const token = await server.api.get<{ lToken: string }>('/api/cast/v1/subToken', {
      token: owner.userToken,
      query: { eventId, tokenType: 'pub' },
    });
    const publishedAt = Date.now();
    const published = await server.api.post<PubRegisterAnswer>(
      '/api/cast/v1/pub/register',
      {
        eventId,
        token: token.body.data.lToken,
        tracks: { audio: 'mic', video: 'camera' },
        sdp: publisher.offer,
        kind: 'camera',
      },
      { token: owner.userToken },
    );
    expect(published.body.code).toBe(200);
    await publisher.accept(published.body.data);
    await eventually(() => publisher.pc.connectionState === 'connected', 30_000, 'the publisher connected');
    // A second of nothing: the recording's start is its first frame's, not the publish call's.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await publisher.send(sentSeconds);
    const { pubId } = published.body.data;
    const closed = await server.api.post(
      '/api/cast/v1/pub/close',
      { eventId, pubId },
      { token: owner.userToken },
    );
    expect(closed.body.code).toBe(200);
    await publisher.close();

    const buyer = await buildMember(server);
    expect(
      (await buyTicket(server, buyer, { eventId, rawPrice: 10, finalPrice: 10, stripeToken: 'tok_visa' }))
        .body.code,
    ).toBe(200);
    const streamsOf = (userToken: string) =>
      server.api.get<{ list: ReplayStream[] }>('/api/replay/v1/streams', {
        token: userToken,
        query: { eventId },
      });
    let list: ReplayStream[] = [];
    for (let tries = 0; list.length === 0 && tries < 60; tries += 1) {
      list = (await streamsOf(buyer.userToken)).body.data.list;
      if (list.length === 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(list).toHaveLength(1);
    const [stream] = list;
    if (!stream) throw new Error('no stream');
    expect(stream).toMatchObject({
      streamId: pubId,
      userId: owner.userId,
      kind: 'camera',
      mimeType: 'video/webm',
    });
    expect(stream.durationMs).toBeGreaterThan((sentSeconds - 1.5) * 1000);
    expect(stream.durationMs).toBeLessThan((sentSeconds + 1) * 1000);
    // The replay starts at the event's start: the stream's offset is its first frame's time from there.
    const firstFrameAt = Date.parse(String(event.startAt)) + stream.startOffsetMs;
    const firstSentAt = publisher.sent.firstAt ?? 0;
    expect(firstFrameAt - publishedAt).toBeGreaterThan(900);
    expect(Math.abs(firstFrameAt - firstSentAt)).toBeLessThan(1_000);

    // A stranger of the paid event is refused; the file answers only at its signed address, by ranges.
    expect((await streamsOf((await buildMember(server)).userToken)).body.code).toBe(4003);
    const unsigned = await fetch(`${server.url}${stream.url.split('?')[0]}`);
    expect(unsigned.status).toBe(404);
    const head = await fetch(`${server.url}${stream.url}`, { headers: { Range: 'bytes=0-99' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-type')).toBe('video/webm');
    const whole = await fetch(`${server.url}${stream.url}`);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'stage-recording-')), 'stream.webm');
    writeFileSync(file, Buffer.from(await whole.arrayBuffer()));
    const probed = await probe(file);
    const codecs = probed.streams.map((one) => one.codec_name).sort();
    expect(codecs).toEqual(['opus', 'vp8']);
    const videoFrames = Number(probed.streams.find((one) => one.codec_name === 'vp8')?.nb_read_frames);
    expect(videoFrames).toBeGreaterThan(15 * (sentSeconds - 2));
    expect(Number(probed.format.duration)).toBeGreaterThan(sentSeconds - 1.5);
    // Every frame decodes.
    await run('ffmpeg', ['-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']);
  }, 90_000);
});
