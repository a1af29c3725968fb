import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { BackgroundImageAnswer, ChangeAvatarAnswer, OwnProfile } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { solidBmp } from '../../src/platform/images/bmpFixture.ts';

let server: TestServer;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(() => server.close());

function formWith(bytes: Uint8Array, fileName: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes]), fileName);
  return form;
}

const changeAvatar = (form: FormData, token: string) =>
  server.api.postForm<ChangeAvatarAnswer>('/api/user/v1/changeAvatar', form, { token });
const changeBackground = (form: FormData, token: string) =>
  server.api.postForm<BackgroundImageAnswer>('/api/user/v1/backgroundImage', form, { token });

async function download(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(new URL(url, server.url));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('changeAvatar (spec 000 §5 profile image)', () => {
  it('resizes a real PNG to a 512×512 JPEG, stores it and sets it on the profile', async () => {
    const member = await buildMember(server);
    const { body } = await changeAvatar(
      formWith(photo, 'me.png', { oldPrefix: 'ignored' }),
      member.userToken,
    );
    expect(body.data.avatar).toMatch(/^\/files\/avatars\/[0-9a-f-]+\.jpg$/);
    const file = await download(body.data.avatar);
    expect(file).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    const profile = await server.api.get<OwnProfile>('/api/user/v1/getProfile', { token: member.userToken });
    expect(profile.body.data.avatar).toBe(body.data.avatar);
  });

  it('removes the avatar file it replaces', async () => {
    const member = await buildMember(server);
    const first = (await changeAvatar(formWith(photo, 'a.png'), member.userToken)).body.data.avatar;
    const second = (await changeAvatar(formWith(photo, 'b.png'), member.userToken)).body.data.avatar;
    expect(second).not.toBe(first);
    expect((await download(first)).status).toBe(404);
    expect((await download(second)).status).toBe(200);
  });

  it("judges by content, not by name: a text file named .png is 'Please upload an image file'", async () => {
    const member = await buildMember(server);
    const answer = await changeAvatar(
      formWith(Buffer.from('definitely not a picture'), 'avatar.png'),
      member.userToken,
    );
    expectRefused(answer, 'InvalidRequest', 'Please upload an image file');
    const profile = await server.api.get<OwnProfile>('/api/user/v1/getProfile', { token: member.userToken });
    expect(profile.body.data.avatar).toBeNull();
  });

  it('takes a BMP (spec 000 §5 lists bmp) whatever its name', async () => {
    const member = await buildMember(server);
    const { body } = await changeAvatar(
      formWith(solidBmp(64, 48, [200, 30, 30]), 'photo.jpg'),
      member.userToken,
    );
    expect(await sharp((await download(body.data.avatar)).bytes).metadata()).toMatchObject({
      width: 512,
      height: 512,
    });
  });

  it('refuses a file over 20,000,000 bytes', async () => {
    const member = await buildMember(server);
    const tooLarge = Buffer.alloc(20_000_001);
    photo.copy(tooLarge);
    expectRefused(
      await changeAvatar(formWith(tooLarge, 'big.png'), member.userToken),
      'InvalidRequest',
      'Images must be at most 20 MB',
    );
  });

  it("refuses a request without a file: 'Please upload an image file'", async () => {
    const member = await buildMember(server);
    const form = new FormData();
    form.append('oldPrefix', 'x');
    expectRefused(
      await changeAvatar(form, member.userToken),
      'InvalidRequest',
      'Please upload an image file',
    );
    const json = await server.api.post('/api/user/v1/changeAvatar', {}, { token: member.userToken });
    expectRefused(json, 'InvalidRequest', 'Please upload an image file');
  });

  it('is for members only', async () => {
    const guest = await buildGuest(server);
    expectRefused(await changeAvatar(formWith(photo, 'me.png'), guest.userToken), 'LoginRequired');
  });
});

describe('backgroundImage', () => {
  it('fits the image within 1920×1080 and sets it on the profile', async () => {
    const member = await buildMember(server);
    const { body } = await changeBackground(
      formWith(photo, 'wide.png', { type: 'profile' }),
      member.userToken,
    );
    expect(body.data.backgroundImageUrl).toMatch(/^\/files\/backgrounds\/[0-9a-f-]+\.jpg$/);
    const file = await download(body.data.backgroundImageUrl);
    expect(await sharp(file.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1620, height: 1080 });
    const profile = await server.api.get<OwnProfile>('/api/user/v1/getProfile', { token: member.userToken });
    expect(profile.body.data.backgroundImageUrl).toBe(body.data.backgroundImageUrl);
  });

  it('refuses what is not an image', async () => {
    const member = await buildMember(server);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectRefused(
      await changeBackground(formWith(html, 'bg.gif'), member.userToken),
      'InvalidRequest',
      'Please upload an image file',
    );
  });
});

describe('stored files', () => {
  it('answers byte ranges (206, Content-Range) so that players seek without downloading the whole file', async () => {
    const member = await buildMember(server);
    const { avatar } = (await changeAvatar(formWith(photo, 'me.png'), member.userToken)).body.data;
    const whole = await download(avatar);
    const size = whole.bytes.length;
    const ranged = await fetch(new URL(avatar, server.url), { headers: { range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
    expect(ranged.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(whole.bytes.subarray(10, 20));
    const tail = await fetch(new URL(avatar, server.url), { headers: { range: 'bytes=-5' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.bytes.subarray(size - 5));
    const past = await fetch(new URL(avatar, server.url), { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('answers 404 for unknown and malformed keys', async () => {
    expect((await download('/files/avatars/nothing-here.jpg')).status).toBe(404);
    expect((await download('/files/..%2f..%2fauth-secret')).status).toBe(404);
  });
});
