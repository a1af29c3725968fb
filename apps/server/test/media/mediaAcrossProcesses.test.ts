import { describe, expect, it } from 'vitest';
import { AppKey, CastMediaCommand, type SocketMessage, type SubRegisterAnswer } from '@limelight/protocol';
import { useProcessPair } from '../processPair.ts';
import { buildMember, buildOpenRoom, openRoomSocket, type ApiHost, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { eventually, openPublisher, openSubscriber } from './mediaPeers.ts';
import { mediaCalls } from './mediaCalls.ts';
import { castClient, expectOk } from '../cast/castHarness.ts';

// Stage media on two server processes behind one load balancer (docs/decisions/media.md "Across
// processes"): a stream lives in the SFU of the process it was published on; calls about it that land on
// the other process are carried there over the bus. Runs where the processes share a database
// (DATABASE_URL) and Redis. Loopback only; generous waits, as the machine may be loaded.
const pair = useProcessPair({
  env: {
    SFU_ICE_ADDRESSES: '127.0.0.1',
    STUN_URLS: 'none',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  },
});

const isCast = (command: string) => (m: SocketMessage) => m.appKey === AppKey.Cast && m.command === command;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A VP8 stream published on `host`, its media flowing; answers its pubId and its peer. */
async function publishOn(host: ApiHost, eventId: string, owner: TestMember) {
  const publisher = await openPublisher(['video']);
  const published = await mediaCalls(host).publish(eventId, owner, publisher.offer);
  expect(published.body.code).toBe(200);
  await publisher.accept(published.body.data);
  publisher.sendVideo();
  return { publisher, pubId: published.body.data.pubId };
}

/** Subscribes through `host` with a registered offer: answers the subscriber peer once RTP arrives. */
async function receiveThrough(
  host: ApiHost,
  eventId: string,
  viewer: TestMember,
  registered: SubRegisterAnswer,
) {
  const subscriber = await openSubscriber(registered);
  const answered = await mediaCalls(host).answer(eventId, viewer, registered.subId, subscriber.answer);
  expect(answered.body.code).toBe(200);
  await eventually(() => subscriber.received.packets > 0, 30_000, 'RTP at the subscriber');
  return subscriber;
}

describe.runIf(pair.runs)('a stream published on one process, used through the other', () => {
  it('a subscriber on B receives the RTP of a publisher on A; streamStatus, modmute, resub and close on B act on it', async () => {
    const { a, b } = pair.get();
    const { owner, viewer, eventId } = await mediaCalls(a).stage();
    const viewerSocket = await openRoomSocket(b, eventId, viewer.userToken);
    const { publisher, pubId } = await publishOn(a, eventId, owner);
    // Published on A, heard on B through the room's log.
    await viewerSocket.waitFor(isCast(CastMediaCommand.OnNewStreamV2), 30_000);

    // sub/register with a token of every version, all asked on B.
    const onB = mediaCalls(b);
    const v3 = await onB.tokenV3(eventId, viewer.userToken);
    expect(v3.body.data.streams).toEqual([expect.objectContaining({ pubId })]);
    const registered = await onB.subscribe(eventId, viewer, pubId, v3.body.data.lToken);
    expect(registered.body).toMatchObject({ code: 200, data: { pubId, p2p: false, sdp: { type: 'offer' } } });
    // The offer is A's SFU's: its candidates are the configured interface, reachable from here.
    const candidates = registered.body.data.sdp.sdp.split('\n').filter((l) => l.startsWith('a=candidate'));
    expect(candidates.length).toBeGreaterThan(0);
    for (const line of candidates) expect(line).toContain(' 127.0.0.1 ');
    const subscriber = await receiveThrough(b, eventId, viewer, registered.body.data);
    // A v2 token (the owner's) and a v1 one (the viewer's again): each opens a session in A's SFU.
    const v2Token = (await onB.get<{ lToken: string }>('/api/cast/v2/subToken', { eventId }, owner.userToken))
      .body.data.lToken;
    expect((await onB.subscribe(eventId, owner, pubId, v2Token)).body.code).toBe(200);
    expect((await onB.subscribe(eventId, viewer, pubId)).body.code).toBe(200);

    const status = await onB.streamStatus(eventId, owner.userId, viewer.userToken);
    expect(status.body.data.streams).toEqual([
      expect.objectContaining({ pubId, state: 'connected', isAudioModMuted: false, subscribers: 3 }),
    ]);
    expect(status.body.data.streams[0]?.packetsReceived.video).toBeGreaterThan(0);

    const muted = await onB.modMute(eventId, owner.userId, true, owner.userToken);
    expect(muted.body.code).toBe(200);
    const mutedStatus = await onB.streamStatus(eventId, owner.userId, viewer.userToken);
    expect(mutedStatus.body.data.streams[0]).toMatchObject({ pubId, isAudioModMuted: true });

    // resub on B: the viewer's two subscriptions end in A's SFU, a new one carries the media.
    const resub = await onB.post<SubRegisterAnswer>(
      '/api/casta/v1/resub',
      { eventId, userId: owner.userId },
      viewer.userToken,
    );
    expect(resub.body.code).toBe(200);
    expect(resub.body.data.subId).not.toBe(registered.body.data.subId);
    const resubscriber = await receiveThrough(b, eventId, viewer, resub.body.data);
    const afterResub = await mediaCalls(a).streamStatus(eventId, owner.userId, viewer.userToken);
    expect(afterResub.body.data.streams[0]).toMatchObject({ pubId, subscribers: 2 });

    // Closing on B ends the stream in A's SFU: the room hears it, and no more media is forwarded.
    const closed = await onB.post('/api/cast/v1/pub/close', { eventId, pubId }, owner.userToken);
    expect(closed.body).toMatchObject({ code: 200, data: { pubId } });
    const notice = await viewerSocket.waitFor(isCast(CastMediaCommand.OnStreamClosed), 10_000);
    expect(notice.payload).toEqual({ eventId, pubId, userId: owner.userId });
    await sleep(1_000);
    const settled = resubscriber.received.packets;
    await sleep(1_500);
    expect(resubscriber.received.packets).toBe(settled);
    expect((await onB.streamStatus(eventId, owner.userId, viewer.userToken)).body.data.streams).toEqual([]);

    await Promise.all([publisher.close(), subscriber.close(), resubscriber.close()]);
    viewerSocket.close();
  }, 180_000);

  it("leaving the stage on B ends the person's stream held by A (closeStreamsOf)", async () => {
    const { a, b } = pair.get();
    const owner = await buildMember(a);
    const speaker = await buildMember(b);
    const { id: roomId } = await buildOpenRoom(a, owner);
    const ownerSocket = await openRoomSocket(a, roomId, owner.userToken);
    const speakerSocket = await openRoomSocket(b, roomId, speaker.userToken);
    const [castOnA, castOnB] = [castClient(a, roomId), castClient(b, roomId)];
    expectOk(await castOnB.post('v1/apply', speaker));
    expectOk(await castOnA.on('v1/approve', owner, speaker));
    expectOk(await castOnA.on('v1/online/invite', owner, speaker));
    expectOk(await castOnB.post('v1/online/accept', speaker));

    const { publisher, pubId } = await publishOn(a, roomId, speaker);
    await ownerSocket.waitFor(isCast(CastMediaCommand.OnNewStreamV2), 30_000);
    const registered = await mediaCalls(a).subscribe(roomId, owner, pubId);
    const subscriber = await receiveThrough(a, roomId, owner, registered.body.data);

    expectOk(await castOnB.post('v1/exit', speaker));
    const notice = await ownerSocket.waitFor(isCast(CastMediaCommand.OnStreamClosed), 10_000);
    expect(notice.payload).toEqual({ eventId: roomId, pubId, userId: speaker.userId });
    await sleep(1_000);
    const settled = subscriber.received.packets;
    await sleep(1_500);
    expect(subscriber.received.packets).toBe(settled);

    await Promise.all([publisher.close(), subscriber.close()]);
    [ownerSocket, speakerSocket].forEach((socket) => socket.close());
  }, 120_000);

  // Last: it stops process A.
  it('when the process holding a stream stops, the other answers at once and drops its streams', async () => {
    const { a, b, first } = pair.get();
    const { owner, viewer, eventId } = await mediaCalls(a).stage();
    const viewerSocket = await openRoomSocket(b, eventId, viewer.userToken);
    const { publisher, pubId } = await publishOn(a, eventId, owner);
    await viewerSocket.waitFor(isCast(CastMediaCommand.OnNewStreamV2), 30_000);
    await first.stop();

    const startedAt = Date.now();
    const status = await mediaCalls(b).streamStatus(eventId, owner.userId, viewer.userToken);
    expect(status.body.code).toBe(200);
    expect(status.body.data.streams.every((stream) => stream.state === 'closed')).toBe(true);
    expectRefused(await mediaCalls(b).subscribe(eventId, viewer, pubId), 'NotFound');
    // No wait for the bus's 10 s timeout: nobody listens under A's id any more.
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    const closed = await viewerSocket.waitFor(isCast(CastMediaCommand.OnStreamClosed), 15_000);
    expect(closed.payload).toMatchObject({ eventId, pubId });
    expect((await mediaCalls(b).tokenV3(eventId, viewer.userToken)).body.data.streams).toEqual([]);

    await publisher.close();
    viewerSocket.close();
  }, 120_000);
});
