import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  CastCommand,
  CastMediaCommand,
  parseServerFrame,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { openRoomSocket } from '../factories.ts';
import { eventually, openPublisher, openSubscriber } from './mediaPeers.ts';
import { mediaCalls } from './mediaCalls.ts';

// Two werift peers through the embedded SFU over the real routes (spec 001 §4 "Stage publishing and
// subscribing"; docs/decisions/media.md). Loopback only; generous waits, as the machine may be loaded.
let server: TestServer;
let calls: ReturnType<typeof mediaCalls>;
beforeAll(async () => {
  server = await startTestServer();
  calls = mediaCalls(server);
});
afterAll(() => server.close());

const isCast = (command: string) => (m: SocketMessage) => m.appKey === AppKey.Cast && m.command === command;

describe('a stream through the SFU', () => {
  it('A publishes VP8, the room hears onNewStreamV2, B subscribes and receives RTP; closing tells everyone', async () => {
    const { owner, viewer, eventId } = await calls.stage();
    const viewerSocket = await openRoomSocket(server, eventId, viewer.userToken);
    const publisher = await openPublisher(['video']);
    const published = await calls.publish(eventId, owner, publisher.offer);
    expect(published.body.code).toBe(200);
    expect(published.body.data.sdp.type).toBe('answer');
    // Only loopback host candidates (SFU_ICE_ADDRESSES=127.0.0.1).
    const candidates = published.body.data.sdp.sdp
      .split('\n')
      .filter((line) => line.startsWith('a=candidate'));
    expect(candidates.length).toBeGreaterThan(0);
    for (const line of candidates) expect(line).toContain(' 127.0.0.1 ');
    await publisher.accept(published.body.data);
    publisher.sendVideo();

    const { pubId } = published.body.data;
    const newStream = await viewerSocket.waitFor(isCast(CastMediaCommand.OnNewStreamV2), 30_000);
    expect(parseServerFrame(newStream).ok).toBe(true);
    expect(newStream.payload).toMatchObject({ eventId, pubId, provider: 1, peer: { userId: owner.userId } });
    expect(newStream.seq).toBeGreaterThan(0);

    const registered = await calls.subscribe(eventId, viewer, pubId);
    expect(registered.body).toMatchObject({ code: 200, data: { pubId, p2p: false, sdp: { type: 'offer' } } });
    const subscriber = await openSubscriber(registered.body.data);
    expect(
      (await calls.answer(eventId, viewer, registered.body.data.subId, subscriber.answer)).body.code,
    ).toBe(200);
    await eventually(() => subscriber.received.packets > 0, 30_000, 'RTP at the subscriber');
    expect(subscriber.received.packets).toBeGreaterThan(0);

    const status = await calls.streamStatus(eventId, owner.userId, viewer.userToken);
    expect(status.body.data.streams).toEqual([
      expect.objectContaining({ pubId, kind: 'camera', state: 'connected', subscribers: 1 }),
    ]);
    expect(status.body.data.streams[0]?.packetsReceived.video).toBeGreaterThan(0);

    // A moderator's mute reaches everyone as the speaker's mic state.
    const muted = await calls.modMute(eventId, owner.userId, true, owner.userToken);
    expect(muted.body.code).toBe(200);
    const mic = await viewerSocket.waitFor(isCast(CastCommand.OnlineMicrophone), 10_000);
    expect(mic.payload).toEqual({ eventId, userId: owner.userId, isMuted: true, byUserId: owner.userId });
    // Someone entering now starts from the streams with the mic state as it is (not as it went up).
    const entering = await calls.tokenV3(eventId, viewer.userToken);
    expect(entering.body.data.streams).toEqual([
      expect.objectContaining({
        pubId,
        peer: expect.objectContaining({ microphoneMuted: true, muted: false }),
      }),
    ]);

    const closed = await calls.post('/api/cast/v1/pub/close', { eventId, pubId }, owner.userToken);
    expect(closed.body).toMatchObject({ code: 200, data: { pubId } });
    const notice = await viewerSocket.waitFor(isCast(CastMediaCommand.OnStreamClosed), 10_000);
    expect(notice.payload).toEqual({ eventId, pubId, userId: owner.userId });
    const v3 = await calls.tokenV3(eventId, viewer.userToken);
    expect(v3.body.data.streams).toEqual([]);

    await Promise.all([publisher.close(), subscriber.close()]);
    viewerSocket.close();
  }, 120_000);

  it('the device test echoes what the browser sends back to it', async () => {
    const { viewer } = await calls.stage();
    const peer = await openPublisher(['video'], 'sendrecv');
    // The echo answers sendrecv: the test peer counts what comes back on its own transceiver.
    let echoed = 0;
    peer.pc.onTrack.subscribe((track) => track.onReceiveRtp.subscribe(() => (echoed += 1)));
    const answered = await calls.post<{
      sessionId: string;
      sdp: { type: 'answer'; sdp: string };
      expiresInSeconds: number;
    }>('/api/casta/v1/deviceTest', { sdp: peer.offer }, viewer.userToken);
    expect(answered.body).toMatchObject({
      code: 200,
      data: { expiresInSeconds: 60, sdp: { type: 'answer' } },
    });
    expect(answered.body.data.sdp.sdp).toContain('a=sendrecv');
    await peer.pc.setRemoteDescription(answered.body.data.sdp);
    peer.sendVideo();
    await eventually(() => echoed > 0, 30_000, 'echoed RTP');
    expect(echoed).toBeGreaterThan(0);
    await peer.close();
  }, 90_000);
});
