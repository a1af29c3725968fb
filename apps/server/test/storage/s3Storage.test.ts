import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/platform/config.ts';
import { createS3FileStorage } from '../../src/platform/storage/s3FileStorage.ts';
import { readS3Settings } from '../../src/platform/storage/s3Settings.ts';
import { buildMember, buildOpenRoom } from '../factories.ts';
import { dataOf, makeSampleWebm, recordingCalls, sliceInto } from '../recordings/recordingCalls.ts';
import { startTestServer, type TestServer } from '../testServer.ts';
import { startS3TestServer, type S3TestServer } from './s3TestServer.ts';

// S3 storage (docs/decisions/storage-s3.md), against s3rver: an S3-compatible server the test starts.
let s3: S3TestServer;
let storage: ReturnType<typeof createS3FileStorage>;
beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = createS3FileStorage(readS3Settings(s3.env) ?? expect.fail('S3 settings'));
});
afterAll(async () => {
  storage.close();
  await s3.close();
});

const textOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
};

describe('the S3 file storage', () => {
  it('puts, describes, reads whole and by range, lists and deletes', async () => {
    const url = await storage.put('captions/a.vtt', Buffer.from('WEBVTT\n\nhello'), 'text/vtt');
    expect(url).toBe('/files/captions/a.vtt');
    expect(storage.keyOfUrl(url)).toBe('captions/a.vtt');
    expect(await storage.describe('captions/a.vtt')).toEqual({ contentType: 'text/vtt', sizeBytes: 13 });
    const whole = await storage.read('captions/a.vtt');
    expect(await textOf(whole?.stream ?? Readable.from([]))).toBe('WEBVTT\n\nhello');
    const part = await storage.read('captions/a.vtt', { start: 8, end: 12 });
    expect(part?.sizeBytes).toBe(5);
    expect(await textOf(part?.stream ?? Readable.from([]))).toBe('hello');
    await storage.put('captions/b.vtt', Buffer.from('WEBVTT'), 'text/vtt');
    expect((await storage.list('captions/')).sort()).toEqual(['captions/a.vtt', 'captions/b.vtt']);
    await storage.delete('captions/a.vtt');
    // A missing file is not an error, and reads as none.
    await storage.delete('captions/a.vtt');
    expect(await storage.read('captions/a.vtt')).toBeUndefined();
    expect(await storage.describe('captions/a.vtt')).toBeUndefined();
    expect(await storage.list('captions/')).toEqual(['captions/b.vtt']);
  });

  it('streams a file larger than a part as a multipart upload', async () => {
    const part = Buffer.alloc(5 * 1024 * 1024, 7);
    await storage.putStream('videos/big.mp4', Readable.from([part, part]), 'video/mp4');
    expect(await storage.describe('videos/big.mp4')).toEqual({
      contentType: 'video/mp4',
      sizeBytes: 10 * 1024 * 1024,
    });
  });

  it('leaves nothing behind when the stream fails', async () => {
    async function* failing() {
      yield Buffer.from('partial');
      throw new Error('client went away');
    }
    await expect(storage.putStream('videos/b.mp4', Readable.from(failing()), 'video/mp4')).rejects.toThrow(
      'client went away',
    );
    expect(await storage.describe('videos/b.mp4')).toBeUndefined();
  });

  it('refuses a key whose extension does not name the type', async () => {
    await expect(storage.put('videos/c.mp4', Buffer.from('x'), 'text/vtt')).rejects.toThrow(
      'not a text/vtt name',
    );
  });

  it('answers a presigned address, good for the time asked, that the bucket serves without credentials, with ranges', async () => {
    await storage.put('private/videos/d.webm', Buffer.from('0123456789'), 'video/webm');
    const url = new URL(
      (await storage.directUrlOf('private/videos/d.webm', new Date(Date.now() + 60_000))) ?? '',
    );
    // s3rver checks a presigned address's key and expiry but not its V4 signature (its README): what
    // proves the signing is S3 itself; here the address's shape and the bytes it answers.
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(59);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(60);
    const part = await fetch(url, { headers: { Range: 'bytes=2-5' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('2345');
  });
});

describe('S3_* configuration', () => {
  it('is all five variables or none, with a clear error', () => {
    expect(readS3Settings({})).toBeUndefined();
    expect(() => readS3Settings({ S3_BUCKET: 'files' })).toThrow(
      'S3_BUCKET set but S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION not: S3 storage needs all five',
    );
    expect(() => readS3Settings({ ...s3.env, S3_ENDPOINT: 'ftp://host' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL',
    );
    expect(() => readS3Settings({ ...s3.env, S3_BUCKET: 'My_Bucket' })).toThrow(
      'S3_BUCKET must be a bucket name',
    );
    expect(() => readConfig({ DATA_DIR: path.join(process.cwd(), 'data'), S3_REGION: 'x' })).toThrow(
      'needs all five',
    );
  });
});

describe('the server with S3 configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(s3.env);
  });
  afterAll(() => server.close());

  it('keeps a recording in the bucket, downloads it by range, and redirects its signed address to a presigned one', async () => {
    const calls = recordingCalls(server);
    const owner = await buildMember(server);
    const room = await buildOpenRoom(server, owner);
    const sample = makeSampleWebm();
    const { recordingId } = dataOf(await calls.start(owner.userToken, room.id));
    for (const [index, chunk] of sliceInto(sample, 3).entries())
      dataOf(await calls.save(owner.userToken, recordingId, chunk, index * 4000));
    dataOf(await calls.stop(owner.userToken, recordingId));
    await server.limelight.recordingsProcessed();
    const ready = dataOf(await calls.detail(owner.userToken, recordingId));
    expect(ready.status).toBe('ready');

    const stored = await storage.list('private/recordings/');
    expect(stored).toHaveLength(1);
    // The chunks were joined and went: only the recording is left.
    expect(stored[0]).toMatch(/\.webm$/);

    const part = await calls.download(owner.userToken, recordingId, 'bytes=0-99');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${ready.sizeBytes}`);
    expect(
      Buffer.from(await part.arrayBuffer())
        .subarray(0, 4)
        .toString('hex'),
    ).toBe('1a45dfa3');

    const signed = await fetch(new URL(ready.url ?? '', server.url), { redirect: 'manual' });
    expect(signed.status).toBe(302);
    const presigned = signed.headers.get('location') ?? '';
    expect(presigned.startsWith(`${s3.env.S3_ENDPOINT}/${s3.env.S3_BUCKET}/private/recordings/`)).toBe(true);
    const fromBucket = await fetch(presigned, { headers: { Range: 'bytes=0-99' } });
    expect(fromBucket.status).toBe(206);
    expect(fromBucket.headers.get('content-range')).toBe(`bytes 0-99/${ready.sizeBytes}`);
  });
});
