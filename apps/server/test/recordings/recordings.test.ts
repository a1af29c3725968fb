import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingLimit, type PlayV2Payload } from '@limelight/protocol';
import { roomSyncCalls } from '@limelight/protocol/http';
import { expectRefused } from '../expectations.ts';
import { buildMember, buildOpenRoom, createEventThroughApi, type TestMember } from '../factories.ts';
import { startTestServer, type TestServer } from '../testServer.ts';
import { cuesBeforeClusters, dataOf, makeSampleWebm, recordingCalls, sliceInto } from './recordingCalls.ts';

// A moderator's own recordings (spec 000 §4 "Recording", §7 saveStream, myRecordings, downloadRecording;
// docs/decisions/recordings.md). The sample is a real WebM cut in slices, as MediaRecorder's chunks are.
let server: TestServer;
let calls: ReturnType<typeof recordingCalls>;
let sample: Buffer;
beforeAll(async () => {
  sample = makeSampleWebm();
  server = await startTestServer();
  calls = recordingCalls(server);
});
afterAll(() => server.close());

/** A room whose owner (a moderator) records, and a member of the audience. */
async function roomWithOwner() {
  const owner = await buildMember(server);
  const room = await buildOpenRoom(server, owner);
  return { owner, roomId: room.id };
}

/** A recording of the whole sample in three chunks, stopped. */
async function recordSample(owner: TestMember, roomId: string) {
  const started = dataOf(await calls.start(owner.userToken, roomId));
  for (const [index, chunk] of sliceInto(sample, 3).entries())
    dataOf(
      await calls.save(owner.userToken, started.recordingId, chunk, index * RecordingLimit.chunkIntervalMs),
    );
  const stopped = dataOf(await calls.stop(owner.userToken, started.recordingId));
  expect(stopped.status).toBe('processing');
  return processed(owner, started.recordingId);
}

/** The recording once the jobs under way (its assembly, a trim) are done. */
async function processed(owner: TestMember, recordingId: string) {
  await server.limelight.recordingsProcessed();
  return dataOf(await calls.detail(owner.userToken, recordingId));
}

const recordingFlagOf = async (roomId: string, token: string) =>
  (
    await server.api.get<{ play: PlayV2Payload }>(roomSyncCalls.state.path, {
      token,
      query: { eventId: roomId },
    })
  ).body.data.play.recording;

describe('starting and stopping (spec 000 §4; the sync flag of spec 001 §4)', () => {
  it('a moderator starts one: it is under way and the room’s recording flag is on; stop turns it off', async () => {
    const { owner, roomId } = await roomWithOwner();
    const started = dataOf(await calls.start(owner.userToken, roomId, 'Friday show'));
    expect(started).toMatchObject({ type: 'room', roomId, name: 'Friday show', status: 'recording' });
    expect(started.endedAt).toBeNull();
    expect(await recordingFlagOf(roomId, owner.userToken)).toBe(true);
    // The stop answers at once: the recording is processing (a job assembles its file), the flag is off.
    const stopped = dataOf(await calls.stop(owner.userToken, started.recordingId));
    expect(stopped.status).toBe('processing');
    expect(stopped.url).toBeNull();
    expect(await recordingFlagOf(roomId, owner.userToken)).toBe(false);
    const ready = await processed(owner, started.recordingId);
    expect(ready.status).toBe('ready');
    expect(ready.endedAt).not.toBeNull();
    // A stop sent again answers the recording as it is.
    expect(dataOf(await calls.stop(owner.userToken, started.recordingId)).status).toBe('ready');
  });

  it('only a moderator of the room may start one (4003); an unknown room is not found', async () => {
    const { roomId } = await roomWithOwner();
    const member = await buildMember(server);
    expectRefused(await calls.start(member.userToken, roomId), 'Forbidden');
    expect([11002, 4004]).toContain((await calls.start(member.userToken, 'no-such-room')).body.code);
  });

  it('an event’s creator records the event (type event)', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const started = dataOf(await calls.start(owner.userToken, event.id));
    expect(started).toMatchObject({ type: 'event', roomId: event.id });
  });

  it('starting again finishes the recording the owner left under way (a closed tab)', async () => {
    const { owner, roomId } = await roomWithOwner();
    const left = dataOf(await calls.start(owner.userToken, roomId));
    dataOf(await calls.save(owner.userToken, left.recordingId, sample, 0));
    const next = dataOf(await calls.start(owner.userToken, roomId));
    expect(await processed(owner, left.recordingId)).toMatchObject({
      status: 'ready',
      sizeBytes: expect.any(Number),
    });
    expect(dataOf(await calls.detail(owner.userToken, next.recordingId)).status).toBe('recording');
  });
});

describe('saveStream: chunks in order, each kept once', () => {
  it('joins chunks by X-Timestamp whatever their arrival order; a retried chunk is not written twice', async () => {
    const { owner, roomId } = await roomWithOwner();
    const { recordingId } = dataOf(await calls.start(owner.userToken, roomId));
    const [first, second, third] = sliceInto(sample, 3) as [Buffer, Buffer, Buffer];
    dataOf(await calls.save(owner.userToken, recordingId, third, 8000));
    dataOf(await calls.save(owner.userToken, recordingId, first, 0));
    const saved = dataOf(await calls.save(owner.userToken, recordingId, second, 4000));
    expect(saved).toMatchObject({ chunkCount: 3, sizeBytes: sample.length, isDuplicate: false });
    const retried = dataOf(await calls.save(owner.userToken, recordingId, second, 4000));
    expect(retried).toMatchObject({ chunkCount: 3, sizeBytes: sample.length, isDuplicate: true });

    dataOf(await calls.stop(owner.userToken, recordingId));
    expectRefused(await calls.save(owner.userToken, recordingId, first, 12000), 'RecordingStopped');
    const ready = await processed(owner, recordingId);
    // The joined chunks are the sample again: ffmpeg reads its six seconds.
    expect(ready.durationMs).toBeGreaterThanOrEqual(5500);
    expect(ready.durationMs).toBeLessThanOrEqual(6500);
    expect(ready.sizeBytes).toBeGreaterThan(0);
    expectRefused(await calls.save(owner.userToken, recordingId, first, 12000), 'RecordingStopped');
  });

  it('refuses a chunk without a file or with a bad X-Timestamp (4000)', async () => {
    const { owner, roomId } = await roomWithOwner();
    const { recordingId } = dataOf(await calls.start(owner.userToken, roomId));
    expect((await calls.save(owner.userToken, recordingId, sample, 'soon')).body.code).toBe(4000);
    const empty = await server.api.request('POST', '/api/events/v1/saveStream', {
      token: owner.userToken,
      query: { recordingId },
      body: new FormData(),
    });
    expect(empty.body.code).toBe(4000);
    // Without the header, the chunk is the first.
    expect(dataOf(await calls.save(owner.userToken, recordingId, sample)).timestampMs).toBe(0);
  });
});

describe('downloadRecording/{id}: the file, with range requests', () => {
  it('answers the WebM whole, or the bytes asked for (206), or 416 past its end', async () => {
    const { owner, roomId } = await roomWithOwner();
    const ready = await recordSample(owner, roomId);
    const whole = await calls.download(owner.userToken, ready.recordingId);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toContain('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe(ready.sizeBytes);
    // The EBML magic number opens every WebM.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    // The seek index (Cues) comes before the first Cluster: a browser seeks before it has the whole file.
    expect(cuesBeforeClusters(bytes)).toBe(true);
    const part = await calls.download(owner.userToken, ready.recordingId, 'bytes=0-99');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${ready.sizeBytes}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(0, 100));
    const past = await calls.download(owner.userToken, ready.recordingId, `bytes=${ready.sizeBytes + 10}-`);
    expect(past.status).toBe(416);
  });

  it('a ready recording carries a signed address a <video> plays with ranges, no token; a forged one is not found', async () => {
    const { owner, roomId } = await roomWithOwner();
    const ready = await recordSample(owner, roomId);
    expect(ready.url).toMatch(/^\/files\/private\/recordings\/.+\.webm\?expires=\d+&signature=/);
    const url = ready.url ?? '';
    const part = await fetch(new URL(url, server.url), { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${ready.sizeBytes}`);
    expect(
      Buffer.from(await part.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('1a45dfa3');
    const listed = dataOf(await calls.mine(owner.userToken)).list[0];
    expect(listed?.url).toMatch(/signature=/);
    const forged = await fetch(new URL(url.replace(/signature=[^&]+/, 'signature=forged'), server.url));
    expect(forged.status).toBe(404);
    const unsigned = await fetch(new URL(url.split('?')[0] ?? '', server.url));
    expect(unsigned.status).toBe(404);
    const underWay = dataOf(await calls.start(owner.userToken, roomId));
    expect(underWay.url).toBeNull();
  });

  it('a recording under way cannot be downloaded yet (32012)', async () => {
    const { owner, roomId } = await roomWithOwner();
    const { recordingId } = dataOf(await calls.start(owner.userToken, roomId));
    const answer = await calls.download(owner.userToken, recordingId);
    expect(((await answer.json()) as { code: number }).code).toBe(32012);
  });
});

describe('recordings belong to their owner', () => {
  it('nobody else lists, opens, downloads, feeds, stops, edits or deletes them (4004)', async () => {
    const { owner, roomId } = await roomWithOwner();
    const other = await buildMember(server);
    const ready = await recordSample(owner, roomId);
    const { recordingId } = ready;
    expect(dataOf(await calls.mine(other.userToken)).list).toEqual([]);
    expectRefused(await calls.detail(other.userToken, recordingId), 'NotFound');
    const download = await calls.download(other.userToken, recordingId);
    expect(download.status).toBe(404);
    expectRefused(await calls.rename(other.userToken, recordingId, 'Mine now'), 'NotFound');
    expectRefused(await calls.trim(other.userToken, recordingId, 0, 1000), 'NotFound');
    expectRefused(await calls.remove(other.userToken, recordingId), 'NotFound');
    expectRefused(await calls.stop(other.userToken, recordingId), 'NotFound');
    expectRefused(await calls.save(other.userToken, recordingId, sample, 99_000), 'NotFound');
    expect(dataOf(await calls.detail(owner.userToken, recordingId)).name).toBe(ready.name);
  });
});

describe('myRecordings (spec 000 §7: page 1, page size 5)', () => {
  it('lists the owner’s recordings newest first, five to a page', async () => {
    const { owner, roomId } = await roomWithOwner();
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const started = dataOf(await calls.start(owner.userToken, roomId, `Take ${index}`));
      ids.push(dataOf(await calls.stop(owner.userToken, started.recordingId)).recordingId);
    }
    const first = dataOf(await calls.mine(owner.userToken));
    expect(first.list).toHaveLength(5);
    expect(first.pagination).toEqual({ page: 1, pageSize: 5, total: 6, hasNextPage: true });
    expect(first.list[0]?.name).toBe('Take 5');
    const second = dataOf(await calls.mine(owner.userToken, { page: '2' }));
    expect(second.list.map((recording) => recording.name)).toEqual(['Take 0']);
    expect(second.pagination.hasNextPage).toBe(false);
  });
});

describe('editing: rename, trim, delete', () => {
  it('renames', async () => {
    const { owner, roomId } = await roomWithOwner();
    const ready = await recordSample(owner, roomId);
    expect(dataOf(await calls.rename(owner.userToken, ready.recordingId, '  Best of  ')).name).toBe(
      'Best of',
    );
    expect((await calls.rename(owner.userToken, ready.recordingId, ' ')).body.code).toBe(4000);
  });

  it('trims to [start, end) with ffmpeg -c copy, cut at key frames', async () => {
    const { owner, roomId } = await roomWithOwner();
    const ready = await recordSample(owner, roomId);
    const trimming = dataOf(await calls.trim(owner.userToken, ready.recordingId, 2000, 5000));
    expect(trimming.status).toBe('processing');
    // A second edit while one is processing is refused as a recording not ready.
    expectRefused(await calls.trim(owner.userToken, ready.recordingId, 0, 1000), 'RecordingInProgress');
    const trimmed = await processed(owner, ready.recordingId);
    expect(trimmed).toMatchObject({ trimStartMs: 2000, trimEndMs: 5000 });
    // Key frames every second: the cut keeps about three seconds.
    expect(trimmed.durationMs).toBeGreaterThanOrEqual(2500);
    expect(trimmed.durationMs).toBeLessThanOrEqual(4100);
    expect(trimmed.sizeBytes).toBeLessThan(ready.sizeBytes);
    dataOf(await calls.trim(owner.userToken, ready.recordingId, 1000, 2000));
    const again = await processed(owner, ready.recordingId);
    // Offsets count from the original start.
    expect(again).toMatchObject({ trimStartMs: 3000, trimEndMs: 4000 });
    const file = await calls.download(owner.userToken, ready.recordingId);
    expect(Number(file.headers.get('content-length'))).toBe(again.sizeBytes);
  });

  it('refuses a cut that keeps nothing (4000) and one of a recording under way (32012)', async () => {
    const { owner, roomId } = await roomWithOwner();
    const ready = await recordSample(owner, roomId);
    expect((await calls.trim(owner.userToken, ready.recordingId, 3000, 3000)).body.code).toBe(4000);
    expect((await calls.trim(owner.userToken, ready.recordingId, 60_000, 70_000)).body.code).toBe(4000);
    const { recordingId } = dataOf(await calls.start(owner.userToken, roomId));
    expectRefused(await calls.trim(owner.userToken, recordingId, 0, 1000), 'RecordingInProgress');
  });

  it('says so when the server has no ffmpeg (32013)', async () => {
    const { owner, roomId } = await roomWithOwner();
    const ready = await recordSample(owner, roomId);
    // The server runs in this process: without ffmpeg on its PATH, it cannot cut.
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expectRefused(
        await calls.trim(owner.userToken, ready.recordingId, 0, 1000),
        'RecordingEditUnavailable',
      );
    } finally {
      process.env.PATH = path;
    }
  });

  it('deletes: the recording is gone, its storage is free', async () => {
    const { owner, roomId } = await roomWithOwner();
    const ready = await recordSample(owner, roomId);
    expect(dataOf(await calls.remove(owner.userToken, ready.recordingId))).toMatchObject({ deleted: true });
    expectRefused(await calls.detail(owner.userToken, ready.recordingId), 'NotFound');
    expect(dataOf(await calls.mine(owner.userToken)).pagination.total).toBe(0);
  });
});

describe('a deleted event’s recordings go with it', () => {
  it('are gone for their owner at once, and purged with their files', async () => {
    const owner = await buildMember(server);
    const event = await createEventThroughApi(server, owner);
    const ready = await recordSample(owner, event.id);
    const deleted = await server.api.post(
      '/api/events/v1/delete',
      { eventId: event.id, deleted: 1 },
      { token: owner.userToken },
    );
    expect(deleted.body.code).toBe(200);
    expect(dataOf(await calls.mine(owner.userToken)).list).toEqual([]);
    expectRefused(await calls.detail(owner.userToken, ready.recordingId), 'NotFound');
    expect(await server.limelight.purgeRecordings()).toBeGreaterThanOrEqual(1);
    const rows = await server.limelight.db
      .selectFrom('recordings')
      .select('id')
      .where('id', '=', ready.recordingId)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('storage quota (RECORDING_QUOTA_BYTES)', () => {
  const quotaBytes = 10_000;
  let small: TestServer;
  let smallCalls: ReturnType<typeof recordingCalls>;
  beforeAll(async () => {
    small = await startTestServer({ RECORDING_QUOTA_BYTES: String(quotaBytes) });
    smallCalls = recordingCalls(small);
  });
  afterAll(() => small.close());

  it('refuses a chunk past the owner’s quota and a new recording once it is full (32010)', async () => {
    const owner = await buildMember(small);
    const room = await buildOpenRoom(small, owner);
    const { recordingId } = dataOf(await smallCalls.start(owner.userToken, room.id));
    // Bytes no player reads: the file keeps them as they are, so the sizes are exact.
    const bytes = (size: number) => Buffer.alloc(size, 7);
    dataOf(await smallCalls.save(owner.userToken, recordingId, bytes(6000), 0));
    expectRefused(
      await smallCalls.save(owner.userToken, recordingId, bytes(5000), 4000),
      'RecordingQuotaReached',
    );
    expect(dataOf(await smallCalls.save(owner.userToken, recordingId, bytes(4000), 4000)).sizeBytes).toBe(
      quotaBytes,
    );
    expect(dataOf(await smallCalls.stop(owner.userToken, recordingId)).sizeBytes).toBe(quotaBytes);
    expectRefused(await smallCalls.start(owner.userToken, room.id), 'RecordingQuotaReached');
    dataOf(await smallCalls.remove(owner.userToken, recordingId));
    expect(dataOf(await smallCalls.start(owner.userToken, room.id)).status).toBe('recording');
  });
});
