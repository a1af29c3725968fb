import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PubRegisterAnswer } from '@limelight/protocol';
import { noteFinished } from '../../src/platform/media/finishedRecordings.ts';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi } from '../factories.ts';
import { makeSampleWebm } from '../recordings/recordingCalls.ts';
import { eventually } from './mediaPeers.ts';
import { openFfmpegPublisher } from './ffmpegPublisher.ts';

// Stage recordings across a stop and a crash (docs/decisions/stage-recordings.md): the server's stop
// (limelight.close()) finishes and keeps the files under way; a file the SFU finished after its server
// died (its note still beside it) is kept at the next start. Two servers in turn on one data folder and
// one database (PGlite on disk, or one PostgreSQL schema).
const minute = 60_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'limelight-restart-'));
const env = {
  DATA_DIR: dataDir,
  PGLITE_DIR: path.join(dataDir, 'db'),
  ...(process.env.DATABASE_URL ? { DATABASE_SCHEMA: `test_${randomBytes(6).toString('hex')}` } : {}),
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A stage stream of ffmpeg published by the event's owner, connected. */
async function publish(server: TestServer, userToken: string, eventId: string) {
  const publisher = await openFfmpegPublisher();
  const token = await server.api.get<{ lToken: string }>('/api/cast/v1/subToken', {
    token: userToken,
    query: { eventId, tokenType: 'pub' },
  });
  const published = await server.api.post<PubRegisterAnswer>(
    '/api/cast/v1/pub/register',
    {
      eventId,
      token: token.body.data.lToken,
      tracks: { audio: 'mic', video: 'camera' },
      sdp: publisher.offer,
      kind: 'camera',
    },
    { token: userToken },
  );
  expect(published.body.code).toBe(200);
  await publisher.accept(published.body.data);
  await eventually(() => publisher.pc.connectionState === 'connected', 30_000, 'the publisher connected');
  return { publisher, pubId: published.body.data.pubId };
}

describe('stage recordings at a stop and after a crash', () => {
  it('the stop finishes the files under way; files the SFU finished after a crash are kept at the next start', async () => {
    const first = await startTestServer(env);
    const owner = await buildMember(first);
    const now = Date.now();
    const event = await createEventThroughApi(first, owner, {
      title: 'Crash night',
      startAt: new Date(now - minute).toISOString(),
      endAt: new Date(now + 60 * minute).toISOString(),
    });
    const camera = await publish(first, owner.userToken, event.id);
    await camera.publisher.send(2);
    // A stream whose file the server never heard of: the SFU finished it after its server died.
    const leftId = randomUUID();
    await first.limelight.db
      .insertInto('mediaSessions')
      .values({
        id: leftId,
        roomId: event.id,
        userId: owner.userId,
        role: 'publisher',
        kind: 'camera',
        publisherId: null,
        tokenId: randomUUID(),
        status: 'live',
        sdp: '',
        processId: 'a-process-that-died',
      })
      .execute();
    // The stop (not the test server's close: the folder stays for the next start).
    await first.limelight.close();
    await camera.publisher.close();
    const stageFolder = path.join(dataDir, 'files', 'private', 'stage', event.id);
    expect(existsSync(stageFolder) ? readdirSync(stageFolder) : []).toHaveLength(1);

    const recordingsDir = path.join(dataDir, 'recordings');
    mkdirSync(recordingsDir, { recursive: true });
    const leftFile = path.join(recordingsDir, `${leftId}-1.webm`);
    const sample = makeSampleWebm();
    writeFileSync(leftFile, sample);
    const firstFrameAt = now + 10_000;
    await noteFinished({
      publisherId: leftId,
      path: leftFile,
      mimeType: 'video/webm',
      firstFrameAt,
      durationMs: 6_000,
      sizeBytes: sample.length,
    });

    const second = await startTestServer(env);
    try {
      const rows = await second.limelight.db
        .selectFrom('stageRecordings')
        .selectAll()
        .where('eventId', '=', event.id)
        .orderBy('startedAt')
        .execute();
      expect(rows.map((row) => row.streamId)).toEqual([camera.pubId, leftId]);
      expect(rows[0]?.durationMs).toBeGreaterThan(1_000);
      expect(rows[1]).toMatchObject({ durationMs: 6_000, userId: owner.userId, kind: 'camera' });
      expect(new Date(rows[1]?.startedAt ?? 0).getTime()).toBe(firstFrameAt);
      // The SFU's folder is empty: the file and its note moved into storage.
      expect(readdirSync(recordingsDir)).toEqual([]);
    } finally {
      await second.limelight.close();
    }
  }, 120_000);
});
