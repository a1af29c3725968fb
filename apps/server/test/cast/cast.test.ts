import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CastCommand } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, buildOpenRoom, openRoomSocket } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import type { TestSocket } from '../socketClient.ts';
import { bringOnline, castClient, castFrames, expectOk, isCast, withSockets } from './castHarness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A room with its owner (a moderator) and `count` members, each with a room socket. */
async function stage(count: number) {
  const owner = await buildMember(server);
  const room = await buildOpenRoom(server, owner);
  const ownerSocket = await openRoomSocket(server, room.id, owner.userToken);
  const people = await withSockets(server, room.id, count);
  const cast = castClient(server, room.id);
  const sockets: TestSocket[] = [ownerSocket, ...people.map((p) => p.socket)];
  return {
    owner,
    roomId: room.id,
    ownerSocket,
    people,
    cast,
    close: () => sockets.forEach((s) => s.close()),
  };
}

describe('the stage flow (spec 001 §4: apply, approve, invite online, accept, close)', () => {
  it('moves a person through the lists, pushing every move to the room in seq order', async () => {
    const { owner, cast, people, ownerSocket, close } = await stage(1);
    const { member, socket } = people[0]!;
    const applied = await cast.post('v1/apply', member);
    expect(applied.body.data).toMatchObject({ userId: member.userId, list: 'waiting', from: 'none' });
    expect((await cast.state(member)).body.data).toMatchObject({ list: 'waiting', placeInLine: 1 });
    expectOk(await cast.on('v1/approve', owner, member));
    expectOk(await cast.on('v1/online/invite', owner, member));
    expectOk(await cast.post('v1/online/accept', member));
    const accept = await socket.waitFor(isCast(CastCommand.OnlineAccept));
    expect(accept.payload).toMatchObject({ list: 'online', from: 'onlineInviting' });
    // The participant learns of each of their own moves, and who made them.
    const moves = castFrames(socket).filter((m) => m.seq !== undefined);
    expect(moves.map((m) => [m.command, (m.payload as { byUserId: string }).byUserId])).toEqual([
      [CastCommand.Apply, member.userId],
      [CastCommand.Approve, owner.userId],
      [CastCommand.OnlineInvite, owner.userId],
      [CastCommand.OnlineAccept, member.userId],
    ]);
    expect(moves.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    await ownerSocket.waitFor(isCast(CastCommand.OnlineAccept));
    const online = await cast.onlineUserList(member);
    expect(online.body.data.list).toEqual([
      expect.objectContaining({ userId: member.userId, prefix: 'stage' }),
    ]);
    expect(online.body.data.pagination).toMatchObject({ total: 1, hasNextPage: false });
    // A moderator closes (v2, retried): the person is back in ready; a repeat answers 12035, no second change.
    expectOk(await cast.on('v2/online/close', owner, member));
    expectRefused(await cast.on('v2/online/close', owner, member), 'AlreadyApplied');
    await socket.waitFor(isCast(CastCommand.OnlineClose));
    expect((await cast.state(member)).body.data).toMatchObject({ list: 'ready' });
    expect(castFrames(socket, CastCommand.OnlineClose)).toHaveLength(1);
    close();
  });

  it('tells the moderators, and only them, who left which list (listDelUser)', async () => {
    const { owner, cast, people, ownerSocket, close } = await stage(2);
    const [applicant, onlooker] = people;
    expectOk(await cast.post('v1/apply', applicant!.member));
    expectOk(await cast.on('v1/approve', owner, applicant!.member));
    const left = await ownerSocket.waitFor(isCast(CastCommand.ListDelUser));
    expect(left.payload).toMatchObject({ userId: applicant!.member.userId, list: 'waiting' });
    await onlooker!.socket.waitFor(isCast(CastCommand.Approve));
    expect(castFrames(onlooker!.socket, CastCommand.ListDelUser)).toEqual([]);
    expect(castFrames(applicant!.socket, CastCommand.ListDelUser)).toEqual([]);
    close();
  });

  it('v2: apply as a param, accept (onlineAcceptGt), confirm publishing (goOnline) or its failure (onlineCloseGt)', async () => {
    const { owner, cast, people, roomId, close } = await stage(2);
    const [first, second] = people.map((p) => p.member);
    for (const member of [first!, second!]) {
      const applied = await server.api.post('/api/cast/v2/apply', undefined, {
        token: member.userToken,
        query: { eventId: roomId },
      });
      expectOk(applied);
      expectOk(await cast.on('v1/approve', owner, member));
      expectOk(await cast.on('v1/online/invite', owner, member));
      expect((await cast.post('v2/online/accept', member)).body.data).toMatchObject({ list: 'online' });
    }
    await people[0]!.socket.waitFor(isCast(CastCommand.OnlineAcceptGt, second!.userId));
    expectOk(await cast.post('v2/online/confirm', first!, { success: true }));
    expectRefused(await cast.post('v2/online/confirm', first!, { success: true }), 'AlreadyApplied');
    await people[1]!.socket.waitFor(isCast(CastCommand.GoOnline, first!.userId));
    expect((await cast.post('v2/online/confirm', second!, { success: false })).body.data).toMatchObject({
      list: 'ready',
    });
    await people[0]!.socket.waitFor(isCast(CastCommand.OnlineCloseGt, second!.userId));
    expect((await cast.post('v1/online/confirmClose', first!)).body.data).toMatchObject({ list: 'ready' });
    close();
  });

  it('answers to a going-online invitation: reject, timeout and the moderator’s cancel lead back to ready', async () => {
    const { owner, cast, people, close } = await stage(1);
    const { member, socket } = people[0]!;
    expectOk(await cast.post('v1/apply', member));
    expectOk(await cast.on('v1/approve', owner, member));
    for (const answer of ['v1/online/reject', 'v1/online/timeout', 'v1/online/cancel']) {
      expectOk(await cast.on('v1/online/invite', owner, member));
      const byModerator = answer === 'v1/online/cancel';
      const answered = byModerator ? await cast.on(answer, owner, member) : await cast.post(answer, member);
      expect(answered.body.data).toMatchObject({ list: 'ready', from: 'onlineInviting' });
    }
    await socket.waitFor(isCast(CastCommand.OnlineCancel));
    close();
  });

  it('people on stage tell everyone of their microphone, avatar and reconnection; moderators push to the main window', async () => {
    const { owner, cast, people, roomId, close } = await stage(2);
    const [speaker, viewer] = people;
    await bringOnline(cast, owner, speaker!.member);
    const muted = await server.api.post('/api/cast/v1/microphone', undefined, {
      token: speaker!.member.userToken,
      query: { eventId: roomId, isMuted: '1' },
    });
    expect(muted.body.data).toEqual({ eventId: roomId, userId: speaker!.member.userId, isMuted: true });
    expectOk(await cast.post('v1/avatar', speaker!.member, { isShowed: true }));
    expectOk(await cast.post('v1/reconnect', speaker!.member, { connectionType: 'sub' }));
    await viewer!.socket.waitFor(isCast(CastCommand.Reconnect));
    expect(castFrames(viewer!.socket).map((m) => m.command)).toEqual(
      expect.arrayContaining([CastCommand.OnlineMicrophone, CastCommand.OnlineAvatar, CastCommand.Reconnect]),
    );
    const [peer] = (await cast.onlineUserList(viewer!.member)).body.data.list;
    expect(peer).toMatchObject({ microphoneMuted: true, muted: true });
    const pushed = await cast.on('v1/mainWindow', owner, speaker!.member, { onMain: true });
    expect(pushed.body.data).toMatchObject({ userIds: [speaker!.member.userId] });
    await viewer!.socket.waitFor(isCast(CastCommand.MainWindow));
    expect((await cast.state(speaker!.member)).body.data).toMatchObject({ isOnMain: true, isMicMuted: true });
    // Off stage, these calls are refused.
    expectRefused(await cast.post('v1/avatar', viewer!.member, { isShowed: true }), 'CastWrongList');
    close();
  });
});

describe('interviews (spec 001 §4: from waiting or ready; accept, reject, timeout, cancel, close)', () => {
  it('invite, accept (retried: 12035 on a repeat), close by the interviewee: back where it started', async () => {
    const { owner, cast, people, ownerSocket, close } = await stage(1);
    const { member, socket } = people[0]!;
    expectOk(await cast.post('v1/apply', member));
    const invited = await cast.on('v1/interview/invite', owner, member);
    expect(invited.body.data).toMatchObject({
      list: 'interviewing',
      interview: { interviewee: member.userId, interviewer: owner.userId },
    });
    await socket.waitFor(isCast(CastCommand.InterviewInvite));
    expectOk(await cast.post('v1/interview/accept', member));
    expectRefused(await cast.post('v1/interview/accept', member), 'AlreadyApplied');
    await ownerSocket.waitFor(isCast(CastCommand.InterviewAccept));
    expect(castFrames(ownerSocket, CastCommand.InterviewAccept)).toHaveLength(1);
    const closed = await cast.post('v1/interview/close', member);
    expect(closed.body.data).toEqual({ eventId: expect.any(String), userIds: [member.userId] });
    expect((await cast.state(member)).body.data).toMatchObject({ list: 'waiting', placeInLine: 1 });
    close();
  });

  it('reject and timeout by the invited, cancel by a moderator; a second accepted interviewee makes it a group interview', async () => {
    const { owner, cast, people, ownerSocket, close } = await stage(2);
    const [a, b] = people.map((p) => p.member);
    for (const member of [a!, b!]) expectOk(await cast.post('v1/apply', member));
    for (const answer of ['v1/interview/reject', 'v1/interview/timeout']) {
      expectOk(await cast.on('v1/interview/invite', owner, a!));
      expect((await cast.post(answer, a!)).body.data).toMatchObject({ list: 'waiting' });
    }
    expectOk(await cast.on('v1/interview/invite', owner, a!));
    expectOk(await cast.on('v1/interview/invite', owner, b!));
    // The moderator cancels every invitation they hold, one entry each.
    const cancelled = await cast.post('v1/interview/cancel', owner);
    expect(cancelled.body.data).toMatchObject({ userIds: [a!.userId, b!.userId] });
    expectOk(await cast.on('v1/interview/invite', owner, a!));
    expectOk(await cast.on('v1/interview/invite', owner, b!));
    expectOk(await cast.post('v1/interview/accept', a!));
    expectOk(await cast.post('v1/interview/accept', b!));
    await ownerSocket.waitFor(isCast(CastCommand.InterviewAcceptGt, b!.userId));
    expectRefused(await cast.post('v1/interview/cancel', a!), 'Forbidden');
    expect((await cast.post('v1/interview/close', owner)).body.data).toMatchObject({
      userIds: [a!.userId, b!.userId],
    });
    expectRefused(await cast.post('v1/interview/close', owner), 'CastWrongList');
    close();
  });
});

describe('whole lists, blocks and leaving', () => {
  it('clearing the waiting list ends its interviews; kick-all sends everyone online back to ready', async () => {
    const { owner, cast, people, close } = await stage(3);
    const [a, b, c] = people.map((p) => p.member);
    for (const member of [a!, b!]) expectOk(await cast.post('v1/apply', member));
    expectOk(await cast.on('v1/interview/invite', owner, b!));
    await bringOnline(cast, owner, c!);
    const cleared = await cast.post('v1/removeList', owner);
    expect(cleared.body.data).toMatchObject({ userIds: [a!.userId, b!.userId], list: 'none' });
    await people[0]!.socket.waitFor(isCast(CastCommand.RemoveList));
    expect((await cast.state(b!)).body.data).toMatchObject({ list: 'terminated', blocked: false });
    const kicked = await cast.post('v1/online/kickAll', owner);
    expect(kicked.body.data).toMatchObject({ userIds: [c!.userId], list: 'ready' });
    await people[2]!.socket.waitFor(isCast(CastCommand.OnlineKickAll));
    close();
  });

  it('block: off the stage, "You are blocked from joining stage" on applying; unblock lets them apply again', async () => {
    const { owner, cast, people, close } = await stage(1);
    const { member, socket } = people[0]!;
    await bringOnline(cast, owner, member);
    expect((await cast.on('v1/block', owner, member)).body.data).toMatchObject({
      list: 'blocking',
      from: 'online',
    });
    await socket.waitFor(isCast(CastCommand.Block));
    expect((await cast.state(member)).body.data).toMatchObject({ list: 'terminated', blocked: true });
    expectRefused(await cast.post('v1/apply', member), 'CastBlocked', 'You are blocked from joining stage');
    expectRefused(await cast.on('v1/block', owner, member), 'CastWrongList');
    expectOk(await cast.on('v1/unblock', owner, member));
    expectOk(await cast.post('v1/apply', member));
    expectRefused(await cast.on('v1/block', owner, owner), 'InvalidRequest');
    close();
  });

  it('cancel: a moderator disapproves, an applicant withdraws; exit leaves from anywhere in the cast', async () => {
    const { owner, cast, people, close } = await stage(2);
    const [a, b] = people.map((p) => p.member);
    for (const member of [a!, b!]) expectOk(await cast.post('v1/apply', member));
    expect((await cast.on('v1/cancel', owner, a!)).body.data).toMatchObject({
      list: 'none',
      byUserId: owner.userId,
    });
    await people[0]!.socket.waitFor(isCast(CastCommand.Cancel, a!.userId));
    expectRefused(await cast.on('v1/cancel', a!, b!), 'Forbidden');
    expectOk(await cast.on('v1/cancel', b!, b!));
    await bringOnline(cast, owner, a!);
    expect((await cast.post('v1/exit', a!)).body.data).toMatchObject({ list: 'none', from: 'online' });
    expectRefused(await cast.post('v1/exit', a!), 'CastWrongList');
    close();
  });
});
