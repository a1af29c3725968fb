import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CastCommand, CastMediaCommand } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildGuest,
  buildMember,
  buildOpenRoom,
  createEventThroughApi,
  grantRole,
  openRoomSocket,
  rsvpToEvent,
  type TestMember,
} from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createRoomThroughApi, editRoomThroughApi } from '../rooms/roomFactories.ts';
import { bringOnline, castClient, castFrames, expectOk, isCast, withSockets } from './castHarness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function room() {
  const owner = await buildMember(server);
  const { id } = await buildOpenRoom(server, owner);
  return { owner, roomId: id, cast: castClient(server, id) };
}

describe('illegal transitions are refused with their code, and change nothing', () => {
  it('answers 12061 out of order, 12062 for a second interview, 12063 for a fifth on the main window', async () => {
    const { owner, cast } = await room();
    const member = await buildMember(server);
    expectRefused(await cast.on('v1/approve', owner, member), 'CastWrongList');
    expectRefused(await cast.post('v1/online/accept', member), 'CastWrongList');
    expectOk(await cast.post('v1/apply', member));
    expectRefused(await cast.post('v1/apply', member), 'CastWrongList');
    // spec 001 §4: a going-online invitation only from ready.
    expectRefused(await cast.on('v1/online/invite', owner, member), 'CastWrongList');
    expectOk(await cast.on('v1/interview/invite', owner, member));
    expectRefused(await cast.on('v1/interview/invite', owner, member), 'CastAlreadyInInterview');
    expectRefused(await cast.post('v1/interview/accept', owner), 'CastWrongList');
    expect((await cast.state(member)).body.data).toMatchObject({ list: 'interviewing' });

    const speakers = await Promise.all([1, 2, 3, 4, 5].map(() => buildMember(server)));
    for (const speaker of speakers) await bringOnline(cast, owner, speaker);
    for (const speaker of speakers.slice(0, 4))
      expectOk(await cast.on('v1/mainWindow', owner, speaker, { onMain: true }));
    expectRefused(
      await cast.on('v1/mainWindow', owner, speakers[4]!, { onMain: true }),
      'CastMainWindowFull',
      'You cannot push more than 4 people',
    );
    expectRefused(await cast.on('v1/mainWindow', owner, member, { onMain: true }), 'CastWrongList');
  });
});

describe('permissions (spec 001 §4, §6: moderators only)', () => {
  it('a member cannot move others, read the full lists, clear lists or push to the main window', async () => {
    const { owner, cast } = await room();
    const [member, other] = await Promise.all([buildMember(server), buildMember(server)]);
    expectOk(await cast.post('v1/apply', other));
    for (const path of ['v1/approve', 'v1/block', 'v1/unblock', 'v1/interview/invite', 'v1/online/invite']) {
      expectRefused(await cast.on(path, member, other), 'Forbidden');
    }
    expectRefused(await cast.on('v2/online/close', member, other), 'Forbidden');
    expectRefused(await cast.on('v1/mainWindow', member, other, { onMain: true }), 'Forbidden');
    expectRefused(await cast.post('v1/removeList', member), 'Forbidden');
    expectRefused(await cast.post('v1/online/kickAll', member), 'Forbidden');
    expectRefused(await cast.stateList(member), 'Forbidden');
    expect((await cast.state(other)).body.data).toMatchObject({ list: 'waiting', placeInLine: 1 });
    expectOk(await cast.stateList(owner));
  });

  it('the moderator reads the lists in application order, with places in line and waits, paged', async () => {
    const { owner, cast } = await room();
    const people = await Promise.all([1, 2, 3].map(() => buildMember(server)));
    for (const person of people) expectOk(await cast.post('v1/apply', person));
    expectOk(await cast.on('v1/approve', owner, people[0]!));
    const waiting = await cast.stateList(owner, { state: 'waiting', pageSize: '1' });
    expect(waiting.body.data.list).toEqual([
      expect.objectContaining({
        userId: people[1]!.userId,
        list: 'waiting',
        placeInLine: 1,
        waitedSeconds: 0,
      }),
    ]);
    expect(waiting.body.data.pagination).toEqual({ page: 1, pageSize: 1, total: 2, hasNextPage: true });
    const all = await cast.stateList(owner);
    expect(all.body.data.list.map((entry) => [entry.userId, entry.list])).toEqual([
      [people[1]!.userId, 'waiting'],
      [people[2]!.userId, 'waiting'],
      [people[0]!.userId, 'ready'],
    ]);
    expect((await cast.state(people[2]!)).body.data).toMatchObject({ placeInLine: 2, waitingCount: 2 });
  });

  it('people who may not enter the room are refused as the live page refuses them', async () => {
    const owner = await buildMember(server);
    const stranger = await buildMember(server);
    const privateRoom = await createRoomThroughApi(server, owner, { privateLevel: 2 });
    const cast = castClient(server, privateRoom.id);
    expect((await cast.post('v1/apply', stranger)).body.code).toBe(4003);
    expect((await cast.onlineUserList(stranger)).body.code).toBe(4003);
    expectRefused(await castClient(server, 'no-such-room').post('v1/apply', stranger), 'RoomNotFound');
  });

  it("an event's moderators run its stage; a ticket holder applies; 'hide join stage' keeps viewers off", async () => {
    const owner = await buildMember(server);
    const [moderator, fan, star] = await Promise.all([1, 2, 3].map(() => buildMember(server)));
    const event = await createEventThroughApi(server, owner, { title: 'Stage night' });
    await grantRole(server, owner, event.id, moderator!, 'mod');
    await rsvpToEvent(server, fan!.userToken, event.id);
    const cast = castClient(server, event.id);
    expectOk(await cast.post('v1/apply', fan!));
    expectOk(await cast.on('v1/approve', moderator!, fan!));
    expectRefused(await cast.on('v1/approve', fan!, moderator!), 'Forbidden');

    const closed = await createEventThroughApi(server, owner, {
      title: 'Closed stage',
      options: { hideJoinStage: true },
    });
    await grantRole(server, owner, closed.id, star!, 'star');
    await rsvpToEvent(server, fan!.userToken, closed.id);
    const closedCast = castClient(server, closed.id);
    expectRefused(await closedCast.post('v1/apply', fan!), 'CastJoinStageClosed');
    expectOk(await closedCast.post('v1/apply', star!));
  });

  it("a room's joinStage 'hosts only' keeps members off the stage", async () => {
    const { owner, roomId, cast } = await room();
    const member = await buildMember(server);
    await editRoomThroughApi(server, owner, roomId, 'joinStage', 2);
    expectRefused(await cast.post('v1/apply', member), 'CastJoinStageClosed');
    expectOk(await cast.post('v1/apply', owner));
  });
});

describe('multi-connection (spec 001 §4: "the inviter sees a multi-connection moderator error")', () => {
  it('refuses to invite a person who holds two sockets in the room, and invites them once one closes', async () => {
    const { owner, roomId, cast } = await room();
    // A member's older tab is closed as the newer opens (realtime.md); a guest may hold two.
    const guest = await buildGuest(server);
    const member = { userId: guest.uuid, userToken: guest.userToken };
    const first = await openRoomSocket(server, roomId, member.userToken);
    const second = await openRoomSocket(server, roomId, member.userToken);
    expectOk(await cast.post('v1/apply', member));
    expectOk(await cast.on('v1/approve', owner, member));
    expectRefused(
      await cast.on('v1/online/invite', owner, member),
      'CastMultiConnected',
      'Invitation failed. User active in duplicate tab.',
    );
    expectRefused(await cast.on('v1/interview/invite', owner, member), 'CastMultiConnected');
    const mark = first.received.length;
    second.close();
    // The server has counted the closed socket out once the room hears it has one person left.
    await first.waitFor(
      (m) => m.command === CastCommand.EventJoiningPeople && (m.payload as { count: number }).count === 1,
      5000,
      mark,
    );
    expectOk(await cast.on('v1/online/invite', owner, member));
    first.close();
  });
});

describe('p2p signalling (spec 001 §7 p2pSdpIce)', () => {
  const offer = { type: 'offer', sdp: 'v=0\r\n' };
  const candidate = {
    candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
    sdpMid: '0',
    sdpMLineIndex: 0,
  };

  it('relays offers, answers and candidates between people on stage and with a moderator, and no one else', async () => {
    const { owner, roomId, cast } = await room();
    const ownerSocket = await openRoomSocket(server, roomId, owner.userToken);
    const [a, b, audience] = await withSockets(server, roomId, 3);
    await bringOnline(cast, owner, a!.member);
    await bringOnline(cast, owner, b!.member);
    const signal = (from: TestMember, to: TestMember, body: object) =>
      cast.post('v1/p2pSdpIce', from, { targetUserId: to.userId, ...body });

    expect((await signal(a!.member, b!.member, { sdp: offer })).body.data).toEqual({
      targetUserId: b!.member.userId,
    });
    const got = await b!.socket.waitFor(isCast(CastMediaCommand.P2pOffer));
    expect(got.payload).toMatchObject({
      eventId: roomId,
      userId: a!.member.userId,
      sdp: offer,
      prefix: 'stage',
    });
    expectOk(await signal(b!.member, a!.member, { sdp: { type: 'answer', sdp: 'v=0\r\n' } }));
    await a!.socket.waitFor(isCast(CastMediaCommand.P2pAnswer));
    expectOk(await signal(a!.member, b!.member, { payload: candidate }));
    expectOk(await signal(a!.member, b!.member, { payload: [candidate, candidate] }));
    await b!.socket.waitFor(isCast(CastMediaCommand.P2pIceGroup));
    await b!.socket.waitFor(isCast(CastMediaCommand.P2pIce));
    // A moderator reaches people on stage; a person on stage answers the moderator.
    expectOk(await signal(owner, a!.member, { sdp: offer, prefix: 'mod' }));
    expectOk(await signal(a!.member, owner, { sdp: { type: 'answer', sdp: 'v=0\r\n' } }));
    await ownerSocket.waitFor(isCast(CastMediaCommand.P2pAnswer));
    // Off stage: refused; a signal from the stage to someone off it who is not a moderator goes nowhere.
    expectRefused(await signal(audience!.member, a!.member, { sdp: offer }), 'Forbidden');
    expectOk(await signal(a!.member, audience!.member, { sdp: offer }));
    expect((await signal(a!.member, b!.member, { sdp: offer, payload: candidate })).body.code).toBe(4000);
    expect((await signal(a!.member, a!.member, { sdp: offer })).body.code).toBe(4000);
    await a!.socket.waitFor(isCast(CastCommand.OnlineAccept, b!.member.userId));
    expect(castFrames(audience!.socket, CastMediaCommand.P2pOffer)).toEqual([]);
    expect(castFrames(b!.socket, CastMediaCommand.P2pOffer)).toHaveLength(1);
    [ownerSocket, a!.socket, b!.socket, audience!.socket].forEach((s) => s.close());
  });
});
