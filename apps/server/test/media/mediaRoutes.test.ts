import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  CastMediaCommand,
  Messages,
  type IceServersAnswer,
  type Page,
  type ScreenShareEntry,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, grantRole, openRoomSocket, rsvpToEvent } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { openPublisher } from './mediaPeers.ts';
import { mediaCalls } from './mediaCalls.ts';

// Stage media's calls without media flowing: tokens, permissions, retries, TURN credentials, screen share
// requests (spec 001 §4, §7, §8; docs/decisions/media.md). Offers come from werift peers never connected.
const turnSecret = 'coturn-static-auth-secret';
let server: TestServer;
let calls: ReturnType<typeof mediaCalls>;
beforeAll(async () => {
  server = await startTestServer({ TURN_URLS: 'turn:127.0.0.1:3478?transport=udp', TURN_SECRET: turnSecret });
  calls = mediaCalls(server);
});
afterAll(() => server.close());

const offer = async () => {
  const peer = await openPublisher(['video']);
  await peer.close();
  return peer.offer;
};

describe('cast tokens (spec 001 §4: valid only as type "L", code 200 and an lToken)', () => {
  it('v1 (pub for the stage, sub by default), v2 and v3 answer {type: "L", code: 200, lToken}', async () => {
    const { owner, viewer, eventId } = await calls.stage();
    const shape = { type: 'L', code: 200, lToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) };
    expect((await calls.token(eventId, 'pub', owner.userToken)).body.data).toEqual(shape);
    const sub = await calls.get('/api/cast/v1/subToken', { eventId }, viewer.userToken);
    expect(sub.body.data).toEqual(shape);
    expect((await calls.get('/api/cast/v2/subToken', { eventId }, viewer.userToken)).body.data).toEqual(
      shape,
    );
    expect((await calls.tokenV3(eventId, viewer.userToken)).body.data).toEqual({ ...shape, streams: [] });
  });

  it('only who may enter the live page gets a token; a pub token needs the stage', async () => {
    const { viewer, eventId } = await calls.stage();
    const stranger = await buildMember(server);
    expect((await calls.token(eventId, 'sub', stranger.userToken)).body.code).not.toBe(200);
    expectRefused(await calls.token(eventId, 'pub', viewer.userToken), 'Forbidden');
  });

  it("a token is the holder's, for one room and one use: anything else is 'Invalid token'", async () => {
    const { owner, viewer, eventId } = await calls.stage();
    const sdp = await offer();
    const subToken = (await calls.token(eventId, 'sub', owner.userToken)).body.data.lToken;
    const ownerPub = (await calls.token(eventId, 'pub', owner.userToken)).body.data.lToken;
    expectRefused(
      await calls.publish(eventId, owner, sdp, { lToken: subToken }),
      'Forbidden',
      Messages.castTokenInvalid,
    );
    expectRefused(
      await calls.publish(eventId, viewer, sdp, { lToken: ownerPub }),
      'Forbidden',
      Messages.castTokenInvalid,
    );
    expectRefused(
      await calls.publish(eventId, owner, sdp, { lToken: `${ownerPub.slice(0, -2)}xx` }),
      'Forbidden',
      Messages.castTokenInvalid,
    );
  });
});

describe('publishing (spec 001 §7 pub/register, retried)', () => {
  it('a person not on the stage may not publish', async () => {
    const { viewer, eventId } = await calls.stage();
    // Even with a token of the stage's owner's kind, the stage is checked again at register.
    const sdp = await offer();
    expectRefused(
      await calls.publish(eventId, viewer, sdp, { lToken: 'not-a-token' }),
      'Forbidden',
      Messages.castTokenInvalid,
    );
    expectRefused(await calls.token(eventId, 'pub', viewer.userToken), 'Forbidden');
  });

  it('a host or star of the event is on its stage', async () => {
    const { owner, viewer, eventId } = await calls.stage();
    await grantRole(server, owner, eventId, viewer, 'star');
    const published = await calls.publish(eventId, viewer, await offer());
    expect(published.body.code).toBe(200);
  });

  it('a retry with the same token answers the same session', async () => {
    const { owner, eventId } = await calls.stage();
    const sdp = await offer();
    const lToken = (await calls.token(eventId, 'pub', owner.userToken)).body.data.lToken;
    const first = await calls.publish(eventId, owner, sdp, { lToken });
    const retried = await calls.publish(eventId, owner, sdp, { lToken });
    expect(first.body.code).toBe(200);
    expect(retried.body.data).toEqual(first.body.data);
  });

  it('subscribing needs a stream that is up: a stream not yet connected is not found', async () => {
    const { owner, viewer, eventId } = await calls.stage();
    const published = await calls.publish(eventId, owner, await offer());
    expectRefused(await calls.subscribe(eventId, viewer, published.body.data.pubId), 'NotFound');
    expectRefused(await calls.subscribe(eventId, viewer, 'no-such-stream'), 'NotFound');
  });
});

describe('modmute (spec 001 §6: moderators mute)', () => {
  it('a viewer or a guest cannot mute a speaker', async () => {
    const { owner, viewer, eventId } = await calls.stage();
    const body = { eventId, castUserId: owner.userId, modMuteAudio: true };
    expectRefused(await calls.post('/api/casta/v1/modmute', body, viewer.userToken), 'Forbidden');
    const guest = await buildGuest(server);
    await rsvpToEvent(server, guest.userToken, eventId);
    expectRefused(await calls.post('/api/casta/v1/modmute', body, guest.userToken), 'Forbidden');
  });

  it('an event moderator can', async () => {
    const { owner, viewer, eventId } = await calls.stage();
    await grantRole(server, owner, eventId, viewer, 'mod');
    const answer = await calls.modMute(eventId, owner.userId, true, viewer.userToken);
    expect(answer.body).toMatchObject({ code: 200, data: { castUserId: owner.userId, modMuteAudio: true } });
  });
});

describe('descriptions the media server cannot use (spec 000 §8: bad input answers 4000)', () => {
  it('a device test with an unreadable offer is refused with 4000, not a 5xx', async () => {
    const member = await buildMember(server);
    const deviceTest = (sdp: string) =>
      calls.post('/api/casta/v1/deviceTest', { sdp: { type: 'offer', sdp } }, member.userToken);
    const notSdp = await deviceTest('key');
    expect(notSdp.status).toBe(400);
    expect(notSdp.body).toMatchObject({ code: 4000, message: expect.stringMatching(/^sdp\.sdp: /) });
    const unusable = await deviceTest('v=0\r\nm=nothing-the-server-can-read\r\n');
    expect(unusable.status).toBe(400);
    expect(unusable.body).toMatchObject({ code: 4000, message: 'sdp: the media server could not use it' });
  });
});

describe('POST /turn/v1/getIceServers (spec 001 §7 live-stage server interface)', () => {
  it("answers TURN with coturn's shared-secret credentials: username expiry:userId, base64 HMAC-SHA1", async () => {
    const viewer = await buildMember(server);
    const before = Math.floor(Date.now() / 1000);
    const answer = await calls.post<IceServersAnswer>('/api/turn/v1/getIceServers', {}, viewer.userToken);
    // STUN_URLS=none in tests: no public server.
    expect(answer.body.data.iceServers).toHaveLength(1);
    const [turn] = answer.body.data.iceServers;
    expect(turn?.urls).toEqual(['turn:127.0.0.1:3478?transport=udp']);
    const [expiry, userId] = (turn?.username ?? '').split(':');
    expect(userId).toBe(viewer.userId);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 86_400);
    expect(Number(expiry)).toBeLessThanOrEqual(before + 86_400 + 60);
    const expected = createHmac('sha1', turnSecret)
      .update(turn?.username ?? '')
      .digest('base64');
    expect(turn?.credential).toBe(expected);
  });

  it('asks for a token holder', async () => {
    expect((await server.api.post('/api/turn/v1/getIceServers', {})).body.code).toBe(10002);
  });
});

describe('screen share (spec 001 §4: moderators accept or reject screen-share requests)', () => {
  it("a speaker's share waits; the moderators hear of it, the speaker of the answer", async () => {
    const { owner, viewer: speaker, eventId } = await calls.stage();
    await grantRole(server, owner, eventId, speaker, 'star');
    const ownerSocket = await openRoomSocket(server, eventId, owner.userToken);
    const speakerSocket = await openRoomSocket(server, eventId, speaker.userToken);
    const shared = await calls.publish(eventId, speaker, await offer(), { kind: 'screen' });
    expect(shared.body.data.shareStatus).toBe('pending');
    const shareId = shared.body.data.pubId;
    const request = await ownerSocket.waitFor(
      (m) => m.appKey === AppKey.Cast && m.command === CastMediaCommand.ScreenShareRequest,
      10_000,
    );
    expect(request.payload).toMatchObject({ eventId, share: { shareId, ownerId: speaker.userId } });

    const mine = await calls.get<Page<ScreenShareEntry>>(
      '/api/sync/v2/screen/myList',
      { eventId },
      speaker.userToken,
    );
    expect(mine.body.data.list).toEqual([expect.objectContaining({ shareId, status: 'pending' })]);
    expect(mine.body.data.pagination).toMatchObject({ page: 1, total: 1, hasNextPage: false });
    const listOf = async (token: string) =>
      (await calls.get<Page<ScreenShareEntry>>('/api/sync/v2/screen/publishList', { eventId }, token)).body
        .data.list;
    expect(await listOf(owner.userToken)).toHaveLength(1);
    expect(await listOf(speaker.userToken)).toHaveLength(0);

    expectRefused(
      await calls.post('/api/sync/v2/screen/accept', { eventId, screenShareID: shareId }, speaker.userToken),
      'Forbidden',
    );
    const accepted = await calls.post(
      '/api/sync/v2/screen/accept',
      { eventId, screenShareID: shareId },
      owner.userToken,
    );
    expect(accepted.body.data).toMatchObject({ shareId, status: 'accepted' });
    const answer = await speakerSocket.waitFor(
      (m) => m.appKey === AppKey.Cast && m.command === CastMediaCommand.ScreenShareAnswer,
      10_000,
    );
    expect(answer.payload).toEqual({ eventId, shareId, isAccepted: true });

    const rejected = await calls.post(
      '/api/sync/v2/screen/reject',
      { eventId, shareID: shareId },
      owner.userToken,
    );
    expect(rejected.body.data).toMatchObject({ shareId, status: 'rejected' });
    await speakerSocket.waitFor(
      (m) =>
        m.appKey === AppKey.Cast &&
        m.command === CastMediaCommand.ScreenShareAnswer &&
        (m.payload as { isAccepted?: boolean } | undefined)?.isAccepted === false,
      10_000,
    );
    ownerSocket.close();
    speakerSocket.close();
  });

  it("a moderator's own share goes out without asking; a viewer off stage may not share", async () => {
    const { owner, viewer, eventId } = await calls.stage();
    const shared = await calls.publish(eventId, owner, await offer(), { kind: 'screen' });
    expect(shared.body.data.shareStatus).toBe('accepted');
    expectRefused(await calls.token(eventId, 'pub', viewer.userToken), 'Forbidden');
  });
});
