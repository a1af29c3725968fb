import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { FilmLimit } from '@limelight/protocol';
import { startFilmMediaServer } from '../../apps/server/test/filmMedia/filmMediaServer.ts';

// bench/films/transcode: what a film costs (docs/decisions/films-media.md). (1) The transcode of a 720p
// source (testsrc2 + sine, BENCH_FILM_SECONDS long) to the HLS ladder (720 + 360, veryfast), scaled to a
// minute of source; (2) serving one segment with its playback cookie (Fastify, cookie HMAC, file storage)
// against a bare node:http server streaming the same file, in the same process and run.
const filmSeconds = Number(process.env.BENCH_FILM_SECONDS ?? 24);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 20;

const work = mkdtempSync(path.join(tmpdir(), 'limelight-bench-film-'));
const source = path.join(work, 'source.mp4');
execFileSync('ffmpeg', [
  ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(filmSeconds)],
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', source],
]);
const bytes = readFileSync(source);
const creator = randomUUID();
const filmId = randomUUID();
const server = await startFilmMediaServer({
  mayUpload: async (userId, id) => userId === creator && id === filmId,
  isCreator: async (userId) => userId === creator,
});

async function measure(name: string, url: string, headers: Record<string, string>) {
  await autocannon({ url, headers, duration: 2, connections }); // warm-up
  const result = await autocannon({ url, headers, duration: durationSeconds, connections });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

try {
  const authorization = `Bearer ${await server.tokenOf(creator)}`;
  const metadata = `filmId ${Buffer.from(filmId).toString('base64')},filename ${Buffer.from('film.mp4').toString('base64')}`;
  const created = await fetch(`${server.url}${FilmLimit.uploadPath}`, {
    method: 'POST',
    headers: {
      'Tus-Resumable': '1.0.0',
      authorization,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': metadata,
    },
  });
  const uploaded = await fetch(new URL(created.headers.get('Location') ?? '', server.url), {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      authorization,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    body: bytes,
  });
  if (uploaded.status !== 204) throw new Error(`upload refused: ${uploaded.status}`);

  const startedAt = performance.now();
  await server.filmMedia.runTranscodes();
  const transcodeS = (performance.now() - startedAt) / 1000;
  const media = (await server.filmMedia.mediaOf([filmId])).get(filmId);
  if (media?.state !== 'ready') throw new Error(`transcode ended ${media?.state}: ${media?.error}`);

  const grant = await server.filmMedia.playbackGrant(filmId, creator);
  const segmentUrl = new URL(`${grant.cookie.path}360/seg-00001.ts`, server.url).href;
  const cookie = { cookie: `${grant.cookie.name}=${grant.cookie.value}` };
  const segmentFile = path.join(work, 'segment.ts');
  writeFileSync(segmentFile, Buffer.from(await (await fetch(segmentUrl, { headers: cookie })).arrayBuffer()));
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'video/mp2t' });
    createReadStream(segmentFile).pipe(response);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const baseline = await measure('bare node:http, same file', bareUrl, {});
  const platform = await measure('platform, with playback cookie', segmentUrl, cookie);
  bare.close();

  const segmentKiB = Math.round(readFileSync(segmentFile).length / 1024);
  console.log(`\n## bench/films — ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(`Transcode of a ${filmSeconds} s 1280x720 source to ${media.heights.join(' + ')}:`);
  console.log(`| source (s) | transcode (s) | per minute of source (s) | × realtime |`);
  console.log(`|---:|---:|---:|---:|`);
  console.log(
    `| ${filmSeconds} | ${transcodeS.toFixed(1)} | ${((transcodeS / filmSeconds) * 60).toFixed(1)} | ${(filmSeconds / transcodeS).toFixed(2)} |`,
  );
  console.log(
    `\nServing a 360p segment (${segmentKiB} KiB), ${connections} connections, ${durationSeconds} s:`,
  );
  console.log(`| server | req/s | p50 (ms) | p99 (ms) | ratio |`);
  console.log(`|---|---:|---:|---:|---:|`);
  for (const row of [baseline, platform])
    console.log(
      `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p50Ms} | ${row.p99Ms} | ${(row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)} |`,
    );
} finally {
  await server.close();
  rmSync(work, { recursive: true, force: true });
}
