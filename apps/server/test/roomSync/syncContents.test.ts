import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  SyncCommand,
  maxRoomContents,
  type ContentChangedPayload,
  type ContentItem,
  type SyncAssetsListAnswer,
  type SyncContentCheckAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, grantRole, rsvpToEvent, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';
import { mp4Bytes, pdfBytes, syncCalls, syncFrame, youtube } from './syncCalls.ts';

// Shared content's list and assets (spec 001 §7, spec 000 171115; docs/decisions/room-sync.md).
let server: TestServer;
let calls: ReturnType<typeof syncCalls>;
let png: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  calls = syncCalls(server);
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(() => server.close());

describe('the content list (spec 001 §7 content add, update, del, listUpdate, list, delAll)', () => {
  it('adds, updates and reorders with contentChanged carrying the whole list', async () => {
    const { owner, member, roomId, memberSocket, close } = await calls.roomWithPeople();
    const first = (await calls.addContent(roomId, owner.userToken, youtube('a'))).body.data;
    const second = (
      await calls.addContent(roomId, owner.userToken, {
        ...youtube('b'),
        mode: 'gdocs',
        description: 'Notes',
      })
    ).body.data;
    const frame = await syncFrame(memberSocket, SyncCommand.ContentChanged, 1);
    expect(frame.payload).toEqual({ eventId: roomId, list: [first] });
    const updated = await calls.post<ContentItem>(
      '/api/sync/v2/content/update',
      { eventId: roomId, contentId: first.contentId, name: 'Opening' },
      owner.userToken,
    );
    expect(updated.body.data).toEqual({ ...first, name: 'Opening' });
    const reordered = await calls.post<ContentChangedPayload>(
      '/api/sync/v2/content/listUpdate',
      { eventId: roomId, contentIds: [second.contentId, first.contentId] },
      owner.userToken,
    );
    expect(reordered.body.data.list.map((c) => c.contentId)).toEqual([second.contentId, first.contentId]);
    const pushed = await syncFrame(memberSocket, SyncCommand.ContentChanged, 4);
    expect((pushed.payload as ContentChangedPayload).list[1]).toMatchObject({ name: 'Opening' });
    expect(
      (
        await calls.post(
          '/api/sync/v2/content/listUpdate',
          { eventId: roomId, contentIds: [first.contentId] },
          owner.userToken,
        )
      ).body.code,
    ).toBe(4000);
    const search = (keyword: string) =>
      calls.get<{ list: ContentItem[] }>(
        '/api/sync/v2/content/list',
        { eventId: roomId, keyword },
        member.userToken,
      );
    expect((await search('NOTES')).body.data.list.map((c) => c.contentId)).toEqual([second.contentId]);
    expect((await search('')).body.data.list).toHaveLength(2);
    // Only web addresses and stored files: a script URL is refused.
    expect(
      (
        await calls.addContent(roomId, owner.userToken, {
          ...youtube('x'),
          urls: { web: 'javascript:alert(1)' },
        })
      ).body.code,
    ).toBe(4000);
    expect(
      (await calls.addContent(roomId, owner.userToken, { ...youtube('x'), mode: 'host' })).body.code,
    ).toBe(4000);
    expectRefused(await calls.addContent(roomId, member.userToken), 'Forbidden');
    expectRefused(
      await calls.post(
        '/api/sync/v2/content/update',
        { eventId: roomId, contentId: 'gone', name: 'x' },
        owner.userToken,
      ),
      'SyncContentNotFound',
    );
    close();
  });

  it('removing the current content recalls it for everyone; delAll empties the list', async () => {
    const { owner, member, roomId, memberSocket, close } = await calls.roomWithPeople();
    const first = (await calls.addContent(roomId, owner.userToken, youtube('a'))).body.data;
    const second = (await calls.addContent(roomId, owner.userToken, youtube('b'))).body.data;
    await calls.post(
      '/api/sync/v2/play',
      { eventId: roomId, contentId: first.contentId, mode: 'youtube', isPlaying: 1 },
      owner.userToken,
    );
    expectRefused(
      await calls.post(
        '/api/sync/v2/content/del',
        { eventId: roomId, contentId: first.contentId },
        member.userToken,
      ),
      'Forbidden',
    );
    const removed = await calls.post<ContentChangedPayload>(
      '/api/sync/v2/content/del',
      { eventId: roomId, contentId: first.contentId },
      owner.userToken,
    );
    expect(removed.body.data).toEqual({ eventId: roomId, list: [second] });
    const frame = await syncFrame(memberSocket, SyncCommand.ContentChanged, 4);
    expect(frame.payload).toEqual({ eventId: roomId, list: [second] });
    expect((await calls.state(roomId, member.userToken)).body.data.play).toMatchObject({
      contentId: '-1',
      isPlaying: false,
    });
    expectRefused(
      await calls.post(
        '/api/sync/v2/content/del',
        { eventId: roomId, contentId: first.contentId },
        owner.userToken,
      ),
      'SyncContentNotFound',
    );
    expectRefused(
      await calls.post('/api/sync/v2/content/delAll', { eventId: roomId }, member.userToken),
      'Forbidden',
    );
    const cleared = await calls.post<ContentChangedPayload>(
      '/api/sync/v2/content/delAll',
      { eventId: roomId },
      owner.userToken,
    );
    expect(cleared.body.data).toEqual({ eventId: roomId, list: [] });
    await syncFrame(memberSocket, SyncCommand.ContentChanged, 5);
    expect((await calls.state(roomId, member.userToken)).body.data.list).toEqual([]);
    close();
  });

  it("follows an event's roles: its moderator changes, a ticket holder reads only", async () => {
    const owner = await buildMember(server);
    const moderator = await buildMember(server);
    const fan = await buildMember(server);
    const event = await createEventThroughApi(server, owner, { title: 'Sync night' });
    await grantRole(server, owner, event.id, moderator, 'mod');
    await rsvpToEvent(server, fan.userToken, event.id);
    const added = await calls.addContent(event.id, moderator.userToken);
    expect(added.body).toMatchObject({ code: 200, data: { mode: 'youtube' } });
    expectRefused(await calls.addContent(event.id, fan.userToken), 'Forbidden');
    expect((await calls.state(event.id, fan.userToken)).body.data.list).toEqual([added.body.data]);
  });
});

describe('assets (spec 001 §7 assets/upload, assets/list, assets/del, contentCheck; spec 000 171115)', () => {
  async function uploadAll(roomId: string, owner: TestMember) {
    const image = await calls.upload(
      { eventId: roomId, type: 'contentImage', name: 'Map' },
      png,
      owner.userToken,
    );
    const pdf = await calls.upload(
      { eventId: roomId, type: 'contentPdf', name: 'Slides' },
      pdfBytes(),
      owner.userToken,
    );
    return { image: image.body.data, pdf: pdf.body.data };
  }

  it('stores an image or pdf as a content of the list, served from storage, and pages the assets', async () => {
    const { owner, member, roomId, memberSocket, close } = await calls.roomWithPeople();
    const { image, pdf } = await uploadAll(roomId, owner);
    expect(image).toMatchObject({
      mode: 'image',
      name: 'Map',
      urls: { web: expect.stringMatching(/^\/files\/.+\.jpg$/) },
    });
    expect(image.urls?.thumbnail).toBe(image.urls?.web);
    expect(pdf).toMatchObject({ mode: 'pdf', urls: { web: expect.stringMatching(/\.pdf$/) } });
    // The list references its files: collecting unreferenced uploads leaves them.
    await server.limelight.uploads.collectUnattached(new Date(Date.now() + 3 * 86_400_000));
    expect(await calls.fileStatus(pdf.urls?.web ?? '')).toBe(200);
    const frame = await syncFrame(memberSocket, SyncCommand.ContentChanged, 2);
    expect((frame.payload as ContentChangedPayload).list).toEqual([image, pdf]);
    expect(
      (await calls.upload({ eventId: roomId, type: 'contentVideo', name: 'x' }, png, owner.userToken)).body
        .code,
    ).toBe(4000);
    expect(
      (await calls.upload({ eventId: roomId, type: 'contentImage', name: 'x' }, png, member.userToken)).body
        .code,
    ).toBe(4003);
    const video = await calls.upload(
      { eventId: roomId, type: 'contentVideo', name: 'Clip' },
      mp4Bytes(),
      owner.userToken,
    );
    expect(video.body.data).toMatchObject({ mode: 'video', urls: { web: expect.stringMatching(/\.mp4$/) } });
    const page = await calls.get<SyncAssetsListAnswer>(
      '/api/sync/v2/assets/list',
      { eventId: roomId, page: 2, pageSize: 2 },
      member.userToken,
    );
    expect(page.body.data.list).toEqual([video.body.data]);
    expect(page.body.data.pagination).toEqual({ page: 2, pageSize: 2, total: 3, hasNextPage: false });
    close();
  });

  it('deletes assets with their stored files by default, keeps the files with delS3 false', async () => {
    const { owner, member, roomId, close } = await calls.roomWithPeople();
    const { image, pdf } = await uploadAll(roomId, owner);
    const del = (contents: string[], delS3?: boolean, token = owner.userToken) =>
      calls.post<ContentChangedPayload>(
        '/api/sync/v2/assets/del',
        { eventId: roomId, contents, delS3 },
        token,
      );
    expectRefused(await del([image.contentId], true, member.userToken), 'Forbidden');
    expectRefused(await del([image.contentId, 'gone']), 'SyncContentNotFound');
    expect((await del([pdf.contentId], false)).body.data.list).toEqual([image]);
    expect(await calls.fileStatus(pdf.urls?.web ?? '')).toBe(200);
    expect((await del([image.contentId])).body.data.list).toEqual([]);
    expect(await calls.fileStatus(image.urls?.web ?? '')).toBe(404);
    close();
  });

  it('checks a content’s url for a client format, for those who may enter its room', async () => {
    const { owner, member, roomId, close } = await calls.roomWithPeople();
    const added = (
      await calls.addContent(roomId, owner.userToken, {
        ...youtube('c'),
        urls: { web: 'https://example.com/v' },
      })
    ).body.data;
    const check = (contentId: string, format: string, token = member.userToken) =>
      calls.post<SyncContentCheckAnswer>('/api/sync/v2/contentCheck', { contentId, format }, token);
    expect((await check(added.contentId, 'web')).body.data).toEqual({
      contentId: added.contentId,
      eventId: roomId,
      format: 'web',
      isAvailable: true,
      url: 'https://example.com/v',
    });
    expect((await check(added.contentId, 'ios')).body.data).toMatchObject({ isAvailable: false, url: null });
    expect((await check(added.contentId, 'desktop')).body.code).toBe(4000);
    expectRefused(await check('no-such-content', 'web'), 'SyncContentNotFound');
    const privateRoom = await createRoomThroughApi(server, owner, { privateLevel: 2 });
    const hidden = (await calls.addContent(privateRoom.id, owner.userToken)).body.data;
    expect((await check(hidden.contentId, 'web')).body.code).toBe(4003);
    close();
  });

  it(`refuses a content past ${maxRoomContents} with 171115, before an upload is stored`, async () => {
    const { owner, roomId, close } = await calls.roomWithPeople();
    for (let n = 0; n < maxRoomContents; n++)
      expect((await calls.addContent(roomId, owner.userToken, youtube(n))).body.code).toBe(200);
    expectRefused(await calls.addContent(roomId, owner.userToken, youtube('over')), 'AssetLimitReached');
    const uploadsOf = async (userId: string) =>
      (await server.limelight.db.selectFrom('uploads').select('key').where('ownerId', '=', userId).execute())
        .length;
    expectRefused(
      await calls.upload({ eventId: roomId, type: 'contentPdf', name: 'Over' }, pdfBytes(), owner.userToken),
      'AssetLimitReached',
    );
    expect(await uploadsOf(owner.userId)).toBe(0);
    const { list } = (await calls.state(roomId, owner.userToken)).body.data;
    expect(list).toHaveLength(maxRoomContents);
    await calls.post(
      '/api/sync/v2/content/del',
      { eventId: roomId, contentId: list[0]?.contentId },
      owner.userToken,
    );
    expect((await calls.addContent(roomId, owner.userToken, youtube('again'))).body.code).toBe(200);
    close();
  });
});
