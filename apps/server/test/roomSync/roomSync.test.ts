import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncCommand, type PlayV2Payload, type PostChangedPayload } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';
import { isSync, syncCalls, syncFrame } from './syncCalls.ts';

// Shared content's play, flags and state (spec 001 §4, §7; docs/decisions/room-sync.md). The server's
// clock runs ahead by `aheadMs`: a test moves time on without waiting.
let aheadMs = 0;
let server: TestServer;
let calls: ReturnType<typeof syncCalls>;
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(Date.now() + aheadMs) });
  calls = syncCalls(server);
});
afterAll(() => server.close());

describe('playing content (spec 001 §4 mode rules, §7 play)', () => {
  it('pushes a list content to everyone as playV2 with seq, with the list’s own name and urls', async () => {
    const { owner, member, roomId, memberSocket, close } = await calls.roomWithPeople();
    const added = (await calls.addContent(roomId, owner.userToken)).body.data;
    const played = await calls.post<PlayV2Payload>(
      '/api/sync/v2/play',
      {
        eventId: roomId,
        contentId: added.contentId,
        mode: 'youtube',
        name: 'Spoofed',
        isPlaying: 1,
        duration: 300,
      },
      owner.userToken,
    );
    expect(played.body.data).toMatchObject({ ...added, isPlaying: true, time: 0, duration: 300 });
    const frame = await syncFrame(memberSocket, SyncCommand.PlayV2, 2);
    expect(frame.seq).toBe(2);
    expect(frame.payload).toMatchObject({ eventId: roomId, contentId: added.contentId, name: 'Video 1' });
    expectRefused(
      await calls.post(
        '/api/sync/v2/play',
        { eventId: roomId, contentId: added.contentId, mode: 'youtube' },
        member.userToken,
      ),
      'Forbidden',
    );
    close();
  });

  it('host mode sets any content without the list; default and image -1 reset to the recall frame', async () => {
    const { owner, roomId, memberSocket, close } = await calls.roomWithPeople();
    const play = (fields: object) =>
      calls.post<PlayV2Payload>('/api/sync/v2/play', { eventId: roomId, ...fields }, owner.userToken);
    const host = await play({ contentId: 'my-camera', mode: 'host', name: 'Me' });
    expect(host.body.data).toMatchObject({ contentId: 'my-camera', mode: 'host', name: 'Me' });
    const recall = { contentId: '-1', mode: 'default', isPlaying: false, time: 0, duration: null };
    expect((await play({ contentId: '-1', mode: 'default' })).body.data).toMatchObject(recall);
    await play({ contentId: 'my-camera', mode: 'host' });
    expect((await play({ contentId: '-1', mode: 'image' })).body.data).toMatchObject(recall);
    const last = await syncFrame(memberSocket, SyncCommand.PlayV2, 4);
    expect(last.payload).toMatchObject(recall);
    expect((await calls.state(roomId, owner.userToken)).body.data.play).toMatchObject(recall);
    expectRefused(await play({ contentId: 'not-listed', mode: 'youtube' }), 'SyncContentNotFound');
    const added = (await calls.addContent(roomId, owner.userToken)).body.data;
    expect((await play({ contentId: added.contentId, mode: 'pdf' })).body.code).toBe(4000);
    close();
  });
});

describe('a late joiner starts where the content plays (GET /api/sync/v2/state)', () => {
  it('answers the position moved on by the server time while playing, held while paused', async () => {
    const { owner, roomId, close } = await calls.roomWithPeople();
    const added = (await calls.addContent(roomId, owner.userToken)).body.data;
    const play = (fields: object) =>
      calls.post(
        '/api/sync/v2/play',
        { eventId: roomId, contentId: added.contentId, mode: 'youtube', ...fields },
        owner.userToken,
      );
    await play({ isPlaying: true, time: 10, duration: 600 });
    aheadMs += 30_000;
    const late = await buildMember(server);
    const answer = (await calls.state(roomId, late.userToken)).body.data;
    expect(answer.seq).toBe(2);
    expect(answer.list).toEqual([added]);
    expect(answer.play).toMatchObject({ contentId: added.contentId, isPlaying: true, duration: 600 });
    expect(answer.play.time).toBeGreaterThanOrEqual(40);
    expect(answer.play.time).toBeLessThan(45);
    expect(Date.parse(answer.serverTime) - Date.now()).toBeGreaterThan(29_000);
    // The live page's room state holds the same playback: the position and the time it was taken at.
    const room = await calls.get<{ seq: number; state: { sync: { playback: { takenAt: number } } } }>(
      '/api/socket/v1/roomState',
      { eventId: roomId },
      late.userToken,
    );
    expect(room.body.data.seq).toBe(2);
    expect(room.body.data.state.sync.playback).toMatchObject({ isPlaying: true, position: 10 });
    await play({ isPlaying: false });
    aheadMs += 60_000;
    const paused = (await calls.state(roomId, late.userToken)).body.data.play;
    expect(paused.isPlaying).toBe(false);
    expect(paused.time).toBeGreaterThanOrEqual(40);
    expect(paused.time).toBeLessThan(45);
    close();
  });

  it('reads for whoever may enter (guests too), never for those who may not', async () => {
    const owner = await buildMember(server);
    const stranger = await buildMember(server);
    const open = await createRoomThroughApi(server, owner);
    const guest = await buildGuest(server, open.id);
    expect((await calls.state(open.id, guest.userToken)).body.data).toMatchObject({
      seq: 0,
      list: [],
      play: { contentId: '-1', mode: 'default', control: false, publish: false, recording: false },
    });
    const privateRoom = await createRoomThroughApi(server, owner, { privateLevel: 2 });
    expect((await calls.state(privateRoom.id, stranger.userToken)).body.code).toBe(4003);
    expectRefused(await calls.state('no-such-room', owner.userToken), 'RoomNotFound');
  });
});

describe('sync flags and resync (spec 001 §4: control, publish, resync, recording)', () => {
  it('pushes playV2 with each flag; resync pushes the content where it plays now', async () => {
    const { owner, member, roomId, memberSocket, close } = await calls.roomWithPeople();
    const flag = (path: string, body: object, token = owner.userToken) =>
      calls.post<PlayV2Payload>(path, { eventId: roomId, ...body }, token);
    expect((await flag('/api/sync/v1/control', { control: 1 })).body.data).toMatchObject({ control: true });
    expect((await flag('/api/sync/v2/publish', { publish: true })).body.data).toMatchObject({
      publish: true,
    });
    expect((await flag('/api/sync/v2/recording', { recording: 1 })).body.data).toMatchObject({
      control: true,
      publish: true,
      recording: true,
    });
    const resync = await flag('/api/sync/v2/resync', {});
    expect(resync.body.data).toMatchObject({ resync: true, contentId: '-1' });
    const frame = await syncFrame(memberSocket, SyncCommand.PlayV2, 4);
    expect(frame.payload).toMatchObject({ resync: true, recording: true });
    expect(memberSocket.received.filter(isSync(SyncCommand.PlayV2)).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    await flag('/api/sync/v2/recording', { recording: 0 });
    expect((await calls.state(roomId, member.userToken)).body.data.play).toMatchObject({
      recording: false,
      control: true,
    });
    for (const [path, body] of [
      ['/api/sync/v1/control', { control: 0 }],
      ['/api/sync/v2/publish', { publish: 0 }],
      ['/api/sync/v2/recording', { recording: 0 }],
      ['/api/sync/v2/resync', {}],
    ] as const)
      expectRefused(await flag(path, body, member.userToken), 'Forbidden');
    close();
  });
});

describe('the room post (spec 001 §2 right panel "chat or post", cya_sync postChanged)', () => {
  it('a moderator pins a post for everyone through the log, replaces it and takes it down; members read it', async () => {
    const { owner, member, roomId, memberSocket, close } = await calls.roomWithPeople();
    const pin = (body: object, token = owner.userToken) =>
      calls.post<PostChangedPayload>('/api/sync/v2/post', { eventId: roomId, ...body }, token);
    const pinned = await pin({ text: '  Slides are at the link  ', link: 'https://example.com/deck' });
    expect(pinned.body.data).toEqual({
      eventId: roomId,
      post: {
        text: 'Slides are at the link',
        link: 'https://example.com/deck',
        authorId: owner.userId,
        updatedAt: expect.any(Number),
      },
    });
    const frame = await syncFrame(memberSocket, SyncCommand.PostChanged, 1);
    expect(frame.payload).toEqual(pinned.body.data);
    const state = await server.api.get<{ state: { post: unknown } }>('/api/socket/v1/roomState', {
      token: member.userToken,
      query: { eventId: roomId },
    });
    expect(state.body.data.state.post).toEqual(pinned.body.data.post);

    expectRefused(await pin({ text: 'mine now' }, member.userToken), 'Forbidden');
    expect((await pin({ text: '  ' })).body).toMatchObject({
      code: 4000,
      message: expect.stringMatching(/^text: /),
    });
    expect((await pin({ text: 'x', link: 'javascript:alert(1)' })).body).toMatchObject({
      code: 4000,
      message: expect.stringMatching(/^link: /),
    });
    expect((await pin({ text: 'Break until 3pm' })).body.data.post).toMatchObject({ link: null });

    const del = (token = owner.userToken) =>
      calls.post<PostChangedPayload>('/api/sync/v2/post/del', { eventId: roomId }, token);
    expectRefused(await del(member.userToken), 'Forbidden');
    expect((await del()).body.data).toEqual({ eventId: roomId, post: null });
    expect((await syncFrame(memberSocket, SyncCommand.PostChanged, 3)).payload).toEqual({
      eventId: roomId,
      post: null,
    });
    expectRefused(await del(), 'NotFound');
    close();
  });
});
