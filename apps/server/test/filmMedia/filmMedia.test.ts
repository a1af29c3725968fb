import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FilmLimit, ResponseCode, type FilmMedia } from '@limelight/protocol';
import { ApiError } from '../../src/platform/http/apiError.ts';
import { workFolderPrefix } from '../../src/features/filmMedia/filmWorkLeftovers.ts';
import { startFilmMediaServer, type FilmMediaServer } from './filmMediaServer.ts';

const tus = { 'Tus-Resumable': '1.0.0' };
const metadataOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

let server: FilmMediaServer;
let work: string;
let clip: Buffer;
const creator = randomUUID();
const stranger = randomUUID();
/** Films the creator may upload to; the test films feature's answer. */
const films = new Map<string, string>();

async function tokenOf(userId: string) {
  return { Authorization: `Bearer ${await server.tokenOf(userId)}` };
}

async function createUpload(userId: string, filmId: string, length: number, filename = 'film.mp4') {
  return fetch(`${server.url}${FilmLimit.uploadPath}`, {
    method: 'POST',
    headers: {
      ...tus,
      ...(await tokenOf(userId)),
      'Upload-Length': String(length),
      'Upload-Metadata': metadataOf({ filmId, filename, filetype: 'video/mp4' }),
    },
  });
}

async function patch(userId: string, location: string, offset: number, bytes: Uint8Array) {
  return fetch(new URL(location, server.url), {
    method: 'PATCH',
    headers: {
      ...tus,
      ...(await tokenOf(userId)),
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
}

async function head(userId: string, location: string) {
  return fetch(new URL(location, server.url), {
    method: 'HEAD',
    headers: { ...tus, ...(await tokenOf(userId)) },
  });
}

/** A new film of the creator, uploaded in one PATCH; answers its id. */
async function uploadWhole(bytes: Uint8Array): Promise<string> {
  const filmId = randomUUID();
  films.set(filmId, creator);
  const created = await createUpload(creator, filmId, bytes.length);
  expect(created.status).toBe(201);
  expect((await patch(creator, created.headers.get('Location') ?? '', 0, bytes)).status).toBe(204);
  return filmId;
}

async function mediaOf(filmId: string) {
  const media = (await server.filmMedia.mediaOf([filmId])).get(filmId);
  if (!media) throw new Error('no media');
  return media;
}

/** The envelope's code of a refusal. */
const codeOf = async (answer: Response) => ((await answer.json()) as { code: number }).code;

const entriesOf = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));
const durationsOf = (playlist: string) =>
  [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((match) => Number(match[1]));

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'limelight-film-clip-'));
  const clipFile = path.join(work, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x480:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '10'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clipFile],
  ]);
  clip = readFileSync(clipFile);
  server = await startFilmMediaServer({
    mayUpload: async (userId, filmId) => films.get(filmId) === userId,
    isCreator: async (userId, filmId) => {
      const owner = films.get(filmId);
      if (!owner) throw new ApiError('NotFound');
      return owner === userId;
    },
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a film uploaded with tus, interrupted and resumed, is transcoded to an HLS ladder', () => {
  const filmId = randomUUID();
  let pushed: unknown[];

  it('takes half the video, tells where it stopped, and takes the rest', async () => {
    films.set(filmId, creator);
    pushed = await server.listen(creator);
    const created = await createUpload(creator, filmId, clip.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('Location') ?? '';
    expect(location).toContain(FilmLimit.uploadPath);
    const half = Math.floor(clip.length / 2);
    const first = await patch(creator, location, 0, clip.subarray(0, half));
    expect(first.status).toBe(204);
    expect((await mediaOf(filmId)).state).toBe('uploading');
    // Someone else cannot resume it, or even find it.
    expect((await head(stranger, location)).status).toBe(404);

    const resumed = await head(creator, location);
    expect(resumed.headers.get('Upload-Offset')).toBe(String(half));
    await vi.waitFor(async () => expect((await mediaOf(filmId)).percent).toBe(50), { timeout: 5000 });
    const rest = await patch(creator, location, half, clip.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('Upload-Offset')).toBe(String(clip.length));
    expect(await mediaOf(filmId)).toMatchObject({ state: 'queued', percent: 0 });
    expect(await server.filmMedia.hasVideo(filmId)).toBe(true);
  });

  it('transcodes it: master playlist with 480 and 360, segments of 4 to 6 s, poster and thumbnail', async () => {
    expect(await server.filmMedia.runTranscodes()).toBe(1);
    const media = await mediaOf(filmId);
    expect(media).toMatchObject({ state: 'ready', percent: 100, error: null, heights: [480, 360] });
    expect(media.runtimeS).toBeCloseTo(10, 0);

    const grant = await server.filmMedia.playbackGrant(filmId, creator);
    const cookie = `${grant.cookie.name}=${grant.cookie.value}`;
    const read = (name: string) =>
      fetch(new URL(`${grant.cookie.path}${name}`, server.url), { headers: { Cookie: cookie } });
    const master = await (await read('master.m3u8')).text();
    expect(master).toContain('RESOLUTION=640x480');
    expect(master).toContain('RESOLUTION=480x360');
    expect(entriesOf(master)).toEqual(['480/index.m3u8', '360/index.m3u8']);
    for (const rendition of entriesOf(master)) {
      const playlist = await (await read(rendition)).text();
      const durations = durationsOf(playlist);
      for (const seconds of durations.slice(0, -1)) {
        expect(seconds).toBeGreaterThanOrEqual(4);
        expect(seconds).toBeLessThanOrEqual(6);
      }
      expect(durations.at(-1)).toBeLessThanOrEqual(6);
      expect(durations.reduce((a, b) => a + b, 0)).toBeCloseTo(10, 0);
    }
    for (const still of [media.posterUrl, media.thumbnailUrl]) {
      const answer = await fetch(new URL(still ?? '', server.url));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Content-Type')).toBe('image/jpeg');
    }
  }, 90_000);

  it('pushed the upload and the transcode to the uploader, up to ready at 100', () => {
    const states = (pushed as FilmMedia[]).map((media) => media.state);
    expect(states).toContain('uploading');
    expect(states).toContain('queued');
    expect(states).toContain('transcoding');
    expect(pushed.at(-1)).toMatchObject({ filmId, state: 'ready', percent: 100, heights: [480, 360] });
    const transcoding = (pushed as FilmMedia[]).filter((media) => media.state === 'transcoding');
    const percents = transcoding.map((media) => media.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  describe('serving: only with the cookie of that film, before it expires', () => {
    it('plays with the cookie, and answers byte ranges of a segment', async () => {
      const grant = await server.filmMedia.playbackGrant(filmId, stranger);
      expect(grant.playlistUrl).toBe(`${grant.cookie.path}master.m3u8`);
      expect(grant.cookie.maxAgeS).toBe(FilmLimit.playbackUrlTtlS);
      const cookie = `${grant.cookie.name}=${grant.cookie.value}`;
      const master = await fetch(new URL(grant.playlistUrl, server.url), { headers: { Cookie: cookie } });
      expect(master.status).toBe(200);
      expect(master.headers.get('Content-Type')).toContain('mpegurl');
      const segment = await fetch(new URL(`${grant.cookie.path}360/seg-00000.ts`, server.url), {
        headers: { Cookie: cookie, Range: 'bytes=0-187' },
      });
      expect(segment.status).toBe(206);
      expect((await segment.arrayBuffer()).byteLength).toBe(188);
    });

    it('refuses without the cookie, with another film’s cookie, and once it expired', async () => {
      const grant = await server.filmMedia.playbackGrant(filmId, stranger);
      const cookie = `${grant.cookie.name}=${grant.cookie.value}`;
      const url = new URL(grant.playlistUrl, server.url);
      expect((await fetch(url)).status).toBe(403);
      const otherFilm = new URL(`${FilmLimit.mediaPath}/${randomUUID()}/master.m3u8`, server.url);
      expect((await fetch(otherFilm, { headers: { Cookie: cookie } })).status).toBe(403);
      const forged = `${grant.cookie.name}=${grant.cookie.value.slice(0, -2)}xx`;
      expect((await fetch(url, { headers: { Cookie: forged } })).status).toBe(403);
      server.advanceClock((FilmLimit.playbackUrlTtlS + 1) * 1000);
      try {
        expect((await fetch(url, { headers: { Cookie: cookie } })).status).toBe(403);
      } finally {
        server.advanceClock(-(FilmLimit.playbackUrlTtlS + 1) * 1000);
      }
    });

    it('refuses a second upload of a film that has its video (33003)', async () => {
      const again = await createUpload(creator, filmId, clip.length);
      expect(again.status).toBe(409);
      expect(await codeOf(again)).toBe(ResponseCode.FilmAlreadyUploaded);
    });

    it('removes the media: files and row', async () => {
      const grant = await server.filmMedia.playbackGrant(filmId, creator);
      const { posterUrl } = await mediaOf(filmId);
      await server.filmMedia.removeMedia(filmId);
      expect(await mediaOf(filmId)).toMatchObject({ state: 'awaitingUpload', heights: [], posterUrl: null });
      const cookie = `${grant.cookie.name}=${grant.cookie.value}`;
      expect(
        (await fetch(new URL(grant.playlistUrl, server.url), { headers: { Cookie: cookie } })).status,
      ).toBe(404);
      expect((await fetch(new URL(posterUrl ?? '', server.url))).status).toBe(404);
      await expect(server.filmMedia.playbackGrant(filmId, creator)).rejects.toMatchObject({
        code: ResponseCode.FilmNotReady,
      });
    });
  });
});

describe('refused uploads', () => {
  it('past the size limit: 413', async () => {
    const filmId = randomUUID();
    films.set(filmId, creator);
    const answer = await createUpload(creator, filmId, FilmLimit.maxSourceBytes + 1);
    expect(answer.status).toBe(413);
  });

  it('by someone the films feature does not let upload: 403; without a token: 401', async () => {
    const filmId = randomUUID();
    films.set(filmId, creator);
    const answer = await createUpload(stranger, filmId, clip.length);
    expect(answer.status).toBe(403);
    expect(await codeOf(answer)).toBe(ResponseCode.Forbidden);
    const anonymous = await fetch(`${server.url}${FilmLimit.uploadPath}`, {
      method: 'POST',
      headers: { ...tus, 'Upload-Length': '10', 'Upload-Metadata': metadataOf({ filmId }) },
    });
    expect(anonymous.status).toBe(401);
    expect((await mediaOf(filmId)).state).toBe('awaitingUpload');
  });

  it(`past ${FilmLimit.uploadsInProgressPerUser} unfinished uploads of one member: 3000 until one ends`, async () => {
    const member = randomUUID();
    const answers = [];
    for (let i = 0; i <= FilmLimit.uploadsInProgressPerUser; i += 1) {
      const filmId = randomUUID();
      films.set(filmId, member);
      answers.push(await createUpload(member, filmId, clip.length));
    }
    const refused = answers.at(-1);
    expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(
      Array(FilmLimit.uploadsInProgressPerUser).fill(201),
    );
    expect(refused?.status).toBe(429);
    expect(refused && (await codeOf(refused))).toBe(ResponseCode.TryAgainLater);
  });

  it('that is not a video by its first bytes: 33002, and the film waits for its video again', async () => {
    const filmId = randomUUID();
    films.set(filmId, creator);
    const bytes = Buffer.from('this is a text file, not a film at all');
    const created = await createUpload(creator, filmId, bytes.length);
    const location = created.headers.get('Location') ?? '';
    const answer = await patch(creator, location, 0, bytes);
    expect(answer.status).toBe(400);
    expect(await codeOf(answer)).toBe(ResponseCode.FilmSourceUnsupported);
    expect((await mediaOf(filmId)).state).toBe('awaitingUpload');
    expect((await head(creator, location)).status).toBe(404);
  });
});

describe('a transcode that fails is tried once more, then failed with ffmpeg’s reason', () => {
  it('fails twice, then POST /common/v1/transcode starts it again for its creator only', async () => {
    // An MP4 header (it passes the magic bytes) followed by noise.
    const corrupt = Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), randomBytes(64 * 1024)]);
    const filmId = await uploadWhole(corrupt);
    expect(await server.filmMedia.runTranscodes()).toBe(1);
    expect(await mediaOf(filmId)).toMatchObject({ state: 'queued', error: null });
    expect(await server.filmMedia.runTranscodes()).toBe(1);
    const failed = await mediaOf(filmId);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/\S/);
    expect(await server.filmMedia.runTranscodes()).toBe(0);

    const call = async (userId: string, id: string) =>
      server.api.post<FilmMedia>(
        '/api/common/v1/transcode',
        { filmId: id },
        { token: await server.tokenOf(userId) },
      );
    expect((await call(stranger, filmId)).body.code).toBe(ResponseCode.NotEventOwner);
    expect((await call(creator, randomUUID())).body.code).toBe(ResponseCode.NotFound);
    const restarted = await call(creator, filmId);
    expect(restarted.body).toMatchObject({ code: 200, data: { filmId, state: 'queued', error: null } });
    expect((await call(creator, filmId)).body.data.state).toBe('queued');
    expect(await server.filmMedia.runTranscodes()).toBe(1);
    expect((await mediaOf(filmId)).state).toBe('queued');
    expect(await server.filmMedia.runTranscodes()).toBe(1);
    expect((await mediaOf(filmId)).state).toBe('failed');

    // A failed film may be uploaded again; a new upload that is no video leaves it failed, with the reason.
    const text = Buffer.from('still not a film');
    const created = await createUpload(creator, filmId, text.length);
    expect(created.status).toBe(201);
    expect((await mediaOf(filmId)).state).toBe('uploading');
    const refused = await patch(creator, created.headers.get('Location') ?? '', 0, text);
    expect(await codeOf(refused)).toBe(ResponseCode.FilmSourceUnsupported);
    expect(await mediaOf(filmId)).toMatchObject({
      state: 'failed',
      error: 'Upload an MP4, MOV or MKV video of at most 300 MB.',
    });
  });

  it('a film that was never uploaded reports that it waits for its video', async () => {
    const filmId = randomUUID();
    films.set(filmId, creator);
    const answer = await server.api.post<FilmMedia>(
      '/api/common/v1/transcode',
      { filmId },
      { token: await server.tokenOf(creator) },
    );
    expect(answer.body.data).toEqual({
      filmId,
      state: 'awaitingUpload',
      percent: 0,
      error: null,
      heights: [],
      runtimeS: null,
    });
  });
});

describe('a crash mid-transcode: at the next start its work folder goes and its attempt ends by the rules', () => {
  // An MP4 header (it passes the magic bytes) followed by noise: ffmpeg fails on it at once.
  const corrupt = Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), randomBytes(16 * 1024)]);
  const workDir = () => path.join(server.dataDir, 'film-work');

  /** What a process that died while transcoding leaves: the film claimed for `attempt`, and its work folder. */
  async function crashDuring(filmId: string, attempt: number) {
    await server.db
      .updateTable('filmMedia')
      .set({ state: 'transcoding', attempts: attempt, percent: 40 })
      .where('filmId', '=', filmId)
      .execute();
    const folder = path.join(workDir(), `${workFolderPrefix('a-process-that-died', filmId, attempt)}k3x9`);
    mkdirSync(path.join(folder, 'hls'), { recursive: true });
    writeFileSync(path.join(folder, 'source'), corrupt);
    writeFileSync(path.join(folder, 'hls', 'seg0.ts'), 'half a ladder');
  }

  async function startAndStop() {
    await server.filmMedia.module.start?.();
    await server.filmMedia.module.stop?.();
  }

  it('in its first attempt: queued again, then transcoded by the queue (here it fails for good)', async () => {
    const filmId = await uploadWhole(corrupt);
    await crashDuring(filmId, 1);
    await startAndStop();
    expect(readdirSync(workDir())).toEqual([]);
    expect(await mediaOf(filmId)).toMatchObject({ state: 'queued', percent: 0 });
    expect(await server.filmMedia.runTranscodes()).toBeGreaterThan(0);
    expect((await mediaOf(filmId)).state).toBe('failed');
  });

  it(`in its last attempt (${FilmLimit.transcodeAttempts}): failed, with the reason`, async () => {
    const filmId = await uploadWhole(corrupt);
    await crashDuring(filmId, FilmLimit.transcodeAttempts);
    await startAndStop();
    expect(readdirSync(workDir())).toEqual([]);
    expect(await mediaOf(filmId)).toMatchObject({
      state: 'failed',
      error: 'The server stopped during the transcode.',
    });
  });
});
