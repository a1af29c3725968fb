import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CastMediaCommand } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, buildOpenRoom, openRoomSocket } from '../factories.ts';
import { castClient, expectOk, isCast } from '../cast/castHarness.ts';
import { eventually, openPublisher, openSubscriber } from '../media/mediaPeers.ts';
import { mediaCalls } from '../media/mediaCalls.ts';

// A room block (the flags feature) reaches the cast: the blocked speaker leaves the stage and their stream
// closes in the SFU (docs/decisions/flags.md). Loopback werift peers; generous waits for a loaded machine.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a room block takes the person off the stage', () => {
  it("a blocked speaker's stage stream is removed: onStreamClosed, no more RTP, off the cast", async () => {
    const owner = await buildMember(server);
    const speaker = await buildMember(server);
    const { id: roomId } = await buildOpenRoom(server, owner);
    const ownerSocket = await openRoomSocket(server, roomId, owner.userToken);
    const speakerSocket = await openRoomSocket(server, roomId, speaker.userToken);
    const cast = castClient(server, roomId);
    expectOk(await cast.post('v1/apply', speaker));
    expectOk(await cast.on('v1/approve', owner, speaker));
    expectOk(await cast.on('v1/online/invite', owner, speaker));
    expectOk(await cast.post('v1/online/accept', speaker));

    const calls = mediaCalls(server);
    const publisher = await openPublisher(['video']);
    const published = await calls.publish(roomId, speaker, publisher.offer);
    expect(published.body.code).toBe(200);
    await publisher.accept(published.body.data);
    publisher.sendVideo();
    const { pubId } = published.body.data;
    await ownerSocket.waitFor(isCast(CastMediaCommand.OnNewStreamV2), 30_000);
    const registered = await calls.subscribe(roomId, owner, pubId);
    const subscriber = await openSubscriber(registered.body.data);
    expectOk(await calls.answer(roomId, owner, registered.body.data.subId, subscriber.answer));
    await eventually(() => subscriber.received.packets > 0, 30_000, 'RTP at the subscriber');

    const blocked = await server.api.post(
      '/api/flag/v1/blockUser',
      { eventId: roomId, userId: speaker.userId },
      { token: owner.userToken },
    );
    expect(blocked.body.code).toBe(200);
    const notice = await ownerSocket.waitFor(isCast(CastMediaCommand.OnStreamClosed), 10_000);
    expect(notice.payload).toEqual({ eventId: roomId, pubId, userId: speaker.userId });
    expect((await calls.tokenV3(roomId, owner.userToken)).body.data.streams).toEqual([]);
    const stage = await cast.onlineUserList(owner);
    expect(stage.body.data.list.map((peer) => peer.userId)).not.toContain(speaker.userId);
    const lists = await cast.stateList(owner);
    expect(lists.body.data.list.map((entry) => entry.userId)).not.toContain(speaker.userId);

    await Promise.all([publisher.close(), subscriber.close()]);
    [ownerSocket, speakerSocket].forEach((socket) => socket.close());
  }, 120_000);
});
