import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CastCommand, CastMediaCommand, ConnectionCommand, type StagePeerInfo } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, grantRole, openRoomSocket, type ApiHost } from '../factories.ts';
import { mediaCalls } from '../media/mediaCalls.ts';
import { openPublisher } from '../media/mediaPeers.ts';
import { useProcessPair } from '../processPair.ts';
import { castClient, expectOk, isCast } from './castHarness.ts';

// The event's presenters (its owner, hosts and stars) go live without the cast's invitation: their camera
// puts them on the stage, and their camera-off and mute reach viewers as any speaker's
// (docs/decisions/cast.md "Presenters").

/**
 * The host (the event's owner) on `a` turns the camera off and mutes; the viewer's socket on `b` hears them
 * go on the stage, then the avatar and the mute; the stage lists the host; the host's own state is online.
 */
async function presenterMediaReachesViewers(a: ApiHost, b: ApiHost) {
  const { owner, viewer, eventId } = await mediaCalls(a).stage();
  const socket = await openRoomSocket(b, eventId, viewer.userToken);
  await socket.waitFor((m) => m.command === ConnectionCommand.RoomSeq);
  const onA = castClient(a, eventId);
  expectOk(await onA.post('v1/avatar', owner, { isShowed: true }));
  const live = await socket.waitFor(isCast(CastCommand.GoOnline, owner.userId), 5000);
  expect(live.payload).toMatchObject({ userId: owner.userId, list: 'online', from: 'none' });
  const avatar = await socket.waitFor(isCast(CastCommand.OnlineAvatar, owner.userId), 5000);
  expect(avatar.payload).toEqual({ eventId, userId: owner.userId, isShowed: true });
  const muted = await a.api.post(
    '/api/cast/v1/microphone',
    {},
    { token: owner.userToken, query: { eventId, isMuted: 'true' } },
  );
  expectOk(muted);
  const mute = await socket.waitFor(isCast(CastCommand.OnlineMicrophone, owner.userId), 5000);
  expect(mute.payload).toEqual({ eventId, userId: owner.userId, isMuted: true });
  const onB = castClient(b, eventId);
  const stage = (await onB.onlineUserList(viewer)).body.data.list as StagePeerInfo[];
  expect(stage.map((peer) => peer.userId)).toEqual([owner.userId]);
  expect((await onB.state(owner)).body.data).toMatchObject({
    list: 'online',
    isMicMuted: true,
    isAvatarShown: true,
  });
  // Once: a second change does not put them on the stage again.
  expectOk(await onA.post('v1/avatar', owner, { isShowed: false }));
  await socket.waitFor(
    (m) => isCast(CastCommand.OnlineAvatar, owner.userId)(m) && m.payload !== avatar.payload,
  );
  expect(socket.received.filter(isCast(CastCommand.GoOnline))).toHaveLength(1);
  // A viewer is still held to the cast: their camera-off is refused off the stage.
  expect((await onB.post('v1/avatar', viewer, { isShowed: true })).body.code).toBe(12061);
  socket.close();
}

describe('presenters on the stage (one server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("the owner's camera-off and mute reach viewers; the stage shows the owner; a viewer still needs the cast", async () => {
    await presenterMediaReachesViewers(server, server);
  });

  it("a host's camera puts them on the stage before the stream is announced, and they are not asked to apply", async () => {
    const calls = mediaCalls(server);
    const { owner, viewer, eventId } = await calls.stage();
    const host = await buildMember(server);
    await grantRole(server, owner, eventId, host, 'host');
    const socket = await openRoomSocket(server, eventId, viewer.userToken);
    await socket.waitFor((m) => m.command === ConnectionCommand.RoomSeq);
    const publisher = await openPublisher(['video']);
    const published = await calls.publish(eventId, host, publisher.offer);
    expect(published.body.code).toBe(200);
    await publisher.accept(published.body.data);
    publisher.sendVideo();
    const live = await socket.waitFor(isCast(CastCommand.GoOnline, host.userId), 10_000);
    const stream = await socket.waitFor(isCast(CastMediaCommand.OnNewStreamV2), 30_000);
    expect(live.seq).toBeLessThan(stream.seq ?? 0);
    const cast = castClient(server, eventId);
    expect((await cast.state(host)).body.data).toMatchObject({ list: 'online' });
    // Already on the stage: applying is not theirs to do.
    expect((await cast.post('v1/apply', host)).body.code).toBe(12061);
    // A second camera (a reconnect) does not move them again.
    const again = await openPublisher(['video']);
    expect((await calls.publish(eventId, host, again.offer)).body.code).toBe(200);
    expect(socket.received.filter(isCast(CastCommand.GoOnline))).toHaveLength(1);
    await Promise.all([publisher.close(), again.close()]);
    socket.close();
  });
});

// Two real server processes sharing one PostgreSQL schema and one Redis.
const pair = useProcessPair();

describe.runIf(pair.runs)('presenters across two server processes (PostgreSQL + Redis)', () => {
  it("the owner's camera-off and mute on process A reach a viewer on process B", async () => {
    const { a, b } = pair.get();
    await presenterMediaReachesViewers(a, b);
  });
});
