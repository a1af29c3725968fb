import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { UploadAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';

const dayMs = 24 * 60 * 60_000;
const cap = 3;
// Collection goes by this clock and is started by the test (the interval is off).
let nowMs = Date.now();
let server: TestServer;
let png: Buffer;
beforeAll(async () => {
  server = await startTestServer(
    { UPLOAD_COLLECT_INTERVAL_MS: '0', UNATTACHED_UPLOADS_PER_PERSON: String(cap) },
    { clock: () => new Date(nowMs) },
  );
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(() => server.close());

function upload(member: TestMember, fields: Record<string, string> = { type: 'cover' }) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([png]), 'cover.png');
  return server.api.postForm<UploadAnswer>('/api/common/v1/upload', data, { token: member.userToken });
}
async function uploadedUrl(member: TestMember, fields?: Record<string, string>): Promise<string> {
  const { body } = await upload(member, fields);
  if (body.code !== 200) throw new Error(`upload failed: ${body.code} ${body.message}`);
  return body.data.url;
}
const statusOf = async (url: string) => (await fetch(new URL(url, server.url))).status;
const collect = () => server.limelight.uploads.collectUnattached();

describe('uploads nothing references are collected after a day (issue 9)', () => {
  it('deletes the file and record of an unattached upload older than a day, and keeps attached ones', async () => {
    const member = await buildMember(server);
    const forgotten = await uploadedUrl(member);
    const namedInCreate = await uploadedUrl(member);
    const event = await createEventThroughApi(server, member, { title: 'Kept cover', cover: namedInCreate });
    const setOnEvent = await uploadedUrl(member, { type: 'poster', eventId: event.id });
    const content = await uploadedUrl(member, { type: 'contentImage' });
    const added = await server.api.post(
      `/api/eventsvc/${event.id}/contents`,
      { kind: 'image', value: content },
      { token: member.userToken },
    );
    expect(added.body.code).toBe(200);
    const avatar = await uploadedUrl(member);
    await server.api.post('/api/user/v1/updateProfile', { avatar }, { token: member.userToken });

    nowMs += dayMs - 60_000;
    const young = await uploadedUrl(member);
    await collect();
    expect(await statusOf(forgotten)).toBe(200);

    nowMs += 2 * 60_000;
    expect(await collect()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(forgotten)).toBe(404);
    for (const kept of [namedInCreate, setOnEvent, content, avatar, young])
      expect(await statusOf(kept)).toBe(200);
    const keys = (await server.limelight.db.selectFrom('uploads').select('key').execute()).map(
      (row) => row.key,
    );
    expect(keys.some((key) => forgotten.endsWith(key))).toBe(false);
    expect(keys.some((key) => namedInCreate.endsWith(key))).toBe(true);
  });

  it('lets two collectors run at once without deleting anything twice', async () => {
    const member = await buildMember(server);
    const urls = await Promise.all([uploadedUrl(member), uploadedUrl(member), uploadedUrl(member)]);
    nowMs += dayMs + 60_000;
    const counts = await Promise.all([collect(), collect()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(urls.length);
    for (const url of urls) expect(await statusOf(url)).toBe(404);
  });
});

describe("each person's unattached uploads are capped: 171115", () => {
  it('refuses the upload past the cap, and takes one again once an upload is attached or collected', async () => {
    const member = await buildMember(server);
    const urls = [];
    for (let i = 0; i < cap; i += 1) urls.push(await uploadedUrl(member));
    expectRefused(await upload(member), 'AssetLimitReached');
    // An upload onto an event is attached at once, so the cap does not apply.
    const event = await createEventThroughApi(server, member, { title: 'Capped', cover: urls[0] });
    expect((await upload(member, { type: 'thumbnail', eventId: event.id })).body.code).toBe(200);
    // Naming one in the event freed a place.
    expect((await upload(member)).body.code).toBe(200);
    expectRefused(await upload(member), 'AssetLimitReached');
    // Others are not affected.
    expect((await upload(await buildMember(server))).body.code).toBe(200);
    nowMs += dayMs + 60_000;
    await collect();
    expect((await upload(member)).body.code).toBe(200);
  });
});
