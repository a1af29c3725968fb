import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  FriendCommand,
  type ChatListItem,
  type ChattingMembersAnswer,
  type Page,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, nameMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { befriend, getAs, openFriendSocket, postAs } from '../friends/friendKit.ts';
import type { TestSocket } from '../socketClient.ts';
import { callApi, callDeclined, callLeft, callSignal, candidate, incomingCall, offer } from './callKit.ts';

// A short ring time (CALL_RING_TIMEOUT_MS) so that "missed" is reached in the test, and a short grace
// time for a person without any friend socket (FRIEND_SOCKET_GRACE_MS).
const ringTimeoutMs = 1500;
const graceMs = 400;

let server: TestServer;
let api: ReturnType<typeof callApi>;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  server = await startTestServer({
    CALL_RING_TIMEOUT_MS: String(ringTimeoutMs),
    FRIEND_SOCKET_GRACE_MS: String(graceMs),
  });
  api = callApi(server);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server.close();
});

async function person(name: string) {
  const member = await nameMember(server, await buildMember(server), name);
  const socket = await openFriendSocket(server, member);
  sockets.push(socket);
  return { member, socket };
}

async function friendsPair() {
  const [a, b] = [await person('Ann'), await person('Ben')];
  const chatId = await befriend(server, a.member, b.member);
  return { a, b, chatId };
}

async function groupOfThree() {
  const [a, b, c] = [await person('Ann'), await person('Ben'), await person('Cat')];
  await befriend(server, a.member, b.member);
  await befriend(server, a.member, c.member);
  const group = await postAs<{ groupId: string }>(server, '/api/friend/v1/createGroup', a.member.userToken, {
    groupName: 'Trio',
    uuids: [b.member.userId, c.member.userId],
  });
  return { a, b, c, chatId: group.body.data.groupId };
}

/** A one-to-one call answered: both in it. */
async function answeredCall() {
  const pair = await friendsPair();
  await api.initVideo(pair.a.member, { chatId: pair.chatId });
  await api.vidConnect(pair.b.member, { chatId: pair.chatId });
  return pair;
}

describe('initVideo (spec 000 §7): the call rings every other member as a notification in state init', () => {
  it('answers the members and their profiles, and rings the callee with who calls', async () => {
    const { a, b, chatId } = await friendsPair();
    const started = await api.initVideo(a.member, { chatId });
    expect(started.body.code).toBe(200);
    expect(started.body.data).toMatchObject({
      chatId,
      members: [a.member.userId, b.member.userId].sort(),
      profile: {
        [a.member.userId]: { displayName: 'Ann', avatar: null },
        [b.member.userId]: { displayName: 'Ben', avatar: null },
      },
      states: { [a.member.userId]: 'joined', [b.member.userId]: 'init' },
      joined: [a.member.userId],
    });
    const ringing = await incomingCall(b.socket, { chatId });
    expect(ringing).toMatchObject({
      callId: started.body.data.callId,
      state: 'init',
      from: { userId: a.member.userId, displayName: 'Ann' },
    });
    expect(ringing.members.map((m) => m.userId).sort()).toEqual([a.member.userId, b.member.userId].sort());
  });

  it('shows the call in both chat lists (vidChatting) while it is on', async () => {
    const { a, b, chatId } = await friendsPair();
    await api.initVideo(a.member, { chatId });
    const list = await getAs<Page<ChatListItem>>(server, '/api/friend/v1/getChatList', b.member.userToken);
    expect(list.body.data.list.find((chat) => chat.chatId === chatId)?.vidChatting).toBe(true);
    await api.hangup(a.member, { chatId });
    const after = await getAs<Page<ChatListItem>>(server, '/api/friend/v1/getChatList', b.member.userToken);
    expect(after.body.data.list.find((chat) => chat.chatId === chatId)?.vidChatting).toBe(false);
  });

  it('refuses a missing chat id (28002), a malformed one (28003), a chat not one’s own (28000), an ex-friend (26003), guests (10002)', async () => {
    const { a, b, chatId } = await friendsPair();
    const stranger = await person('Sue');
    expectRefused(await api.initVideo(a.member, {}), 'ChatIdRequired');
    expectRefused(await api.initVideo(a.member, { chatId: 'room_1' }), 'InvalidChatId');
    expectRefused(await api.initVideo(stranger.member, { chatId }), 'ChatNotFound');
    await postAs(server, '/api/friend/v1/unfriend', a.member.userToken, { uuid: b.member.userId });
    expectRefused(await api.initVideo(a.member, { chatId }), 'NotYourFriend');
    const guest = await buildGuest(server);
    const answer = await postAs(server, '/api/friend/v1/initVideo', guest.userToken, { chatId });
    expect(answer.body.code).toBe(10002);
  });

  it('calling a chat whose call is on joins it', async () => {
    const { a, b, chatId } = await friendsPair();
    const started = await api.initVideo(a.member, { chatId });
    const back = await api.initVideo(b.member, { chatId });
    expect(back.body.data).toMatchObject({ callId: started.body.data.callId });
    expect(back.body.data.joined.sort()).toEqual([a.member.userId, b.member.userId].sort());
  });
});

describe('vidConnect, sendSdp, sendIce: the one who joins offers to those in the call (spec 001 §4)', () => {
  it('relays an offer from the joiner and the answer back, and ICE candidates, to the member named', async () => {
    const { a, b, chatId } = await friendsPair();
    await api.initVideo(a.member, { chatId });
    const joined = await api.vidConnect(b.member, { chatId, token: 'ignored' });
    expect(joined.body.data.joined.sort()).toEqual([a.member.userId, b.member.userId].sort());
    expect(joined.body.data.states[b.member.userId]).toBe('joined');
    // The callee's other sockets hear the call was answered: their notification closes.
    expect(await incomingCall(b.socket, { chatId, state: 'joined' })).toMatchObject({ state: 'joined' });

    const sent = await api.sendSdp(b.member, {
      toId: a.member.userId,
      chatId,
      info: offer,
      iceType: 'pub',
      fromJoin: true,
    });
    expect(sent.body.code).toBe(200);
    expect(await callSignal(a.socket, { chatId })).toMatchObject({
      fromId: b.member.userId,
      description: offer,
      peerType: 'pub',
      fromJoin: true,
    });
    await api.sendSdp(a.member, { toId: b.member.userId, chatId, info: { ...offer, type: 'answer' } });
    expect(await callSignal(b.socket, { chatId })).toMatchObject({
      fromId: a.member.userId,
      description: { type: 'answer' },
    });
    const before = b.socket.received.length;
    expect((await api.sendIce(a.member, { toId: b.member.userId, chatId, info: candidate })).body.code).toBe(
      200,
    );
    expect(await callSignal(b.socket, { chatId, fromId: a.member.userId }, 5000, before)).toMatchObject({
      candidate,
    });
  });

  it('relays p2pSetupInfo sent on the friend socket to the frame’s target', async () => {
    const { a, b, chatId } = await answeredCall();
    b.socket.send({
      appKey: AppKey.Friend,
      command: FriendCommand.P2pSetupInfo,
      target: a.member.userId,
      payload: { chatId, peerType: 'pub', candidate },
    });
    expect(await callSignal(a.socket, { chatId, fromId: b.member.userId })).toMatchObject({ candidate });
  });

  it('signals only between members in the call (28013), in an open call (28012), to someone named (4000)', async () => {
    const { a, b, chatId } = await friendsPair();
    const outsider = await person('Oz');
    expectRefused(
      await api.sendSdp(a.member, { toId: b.member.userId, chatId, info: offer }),
      'CallNotFound',
    );
    await api.initVideo(a.member, { chatId });
    // Still ringing: not in the call yet.
    expectRefused(await api.sendSdp(a.member, { toId: b.member.userId, chatId, info: offer }), 'NotInCall');
    expectRefused(
      await api.sendIce(b.member, { toId: a.member.userId, chatId, info: candidate }),
      'NotInCall',
    );
    expectRefused(
      await api.sendSdp(outsider.member, { toId: a.member.userId, chatId, info: offer }),
      'NotInCall',
    );
    expectRefused(await api.sendSdp(a.member, { toId: a.member.userId, chatId, info: offer }), 'NotInCall');
    expectRefused(await api.sendSdp(a.member, { chatId, info: offer }), 'InvalidRequest', 'toId: Required');
    const bad = await api.sendSdp(a.member, { toId: b.member.userId, chatId, info: { type: 'x', sdp: '' } });
    expect(bad.body.code).toBe(4000);
  });

  it('refuses to join a chat with no call on (28012)', async () => {
    const { b, chatId } = await friendsPair();
    expectRefused(await api.vidConnect(b.member, { chatId }), 'CallNotFound');
  });
});

describe('outcomes: rejected, missed, busy; the call closes when nobody is left to talk to (spec 000 §4)', () => {
  it('a declined call: the notification goes, the caller hears "rejected" and the call is over', async () => {
    const { a, b, chatId } = await friendsPair();
    await api.initVideo(a.member, { chatId });
    const ringing = await incomingCall(b.socket, { chatId, state: 'init' });
    expectRefused(
      await api.declineVidChat(b.member, { chatId, uuid: 'not-the-notification' }),
      'CallNotFound',
    );
    const declined = await api.declineVidChat(b.member, {
      chatId,
      uuid: ringing.notificationId,
      command: 'friendVideoChat',
    });
    expect(declined.body.code).toBe(200);
    const heard = { chatId, callId: ringing.callId, userId: b.member.userId, reason: 'rejected' };
    expect(await callDeclined(a.socket, { chatId })).toEqual(heard);
    expect(await callDeclined(b.socket, { chatId })).toEqual(heard);
    expect(await callLeft(a.socket, { chatId })).toEqual({
      chatId,
      callId: ringing.callId,
      userId: a.member.userId,
      isCallOver: true,
    });
    expectRefused(await api.vidConnect(b.member, { chatId }), 'CallNotFound');
    expectRefused(await api.declineVidChat(b.member, { chatId }), 'CallNotFound');
  });

  it('a call nobody answers is missed after the ring time, and closes', async () => {
    const { a, b, chatId } = await friendsPair();
    const started = Date.now();
    await api.initVideo(a.member, { chatId });
    const missed = await callDeclined(a.socket, { chatId, reason: 'missed' }, ringTimeoutMs + 5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ringTimeoutMs - 50);
    expect(missed.userId).toBe(b.member.userId);
    expect(await callDeclined(b.socket, { chatId, reason: 'missed' })).toMatchObject({
      userId: b.member.userId,
    });
    expect(await callLeft(a.socket, { chatId, isCallOver: true })).toMatchObject({ userId: a.member.userId });
    expectRefused(await api.vidConnect(b.member, { chatId }), 'CallNotFound');
  });

  it('the caller hanging up before an answer: the callee’s notification goes (missed)', async () => {
    const { a, b, chatId } = await friendsPair();
    await api.initVideo(a.member, { chatId });
    expect((await api.hangup(a.member, { chatId, notify: true })).body.code).toBe(200);
    expect(await callDeclined(b.socket, { chatId, reason: 'missed' })).toMatchObject({
      userId: b.member.userId,
    });
    expect(await callLeft(b.socket, { chatId, isCallOver: true })).toMatchObject({ userId: a.member.userId });
  });

  it('a hang-up in a one-to-one call ends it for both', async () => {
    const { a, b, chatId } = await answeredCall();
    expect((await api.hangup(b.member, { chatId })).body.code).toBe(200);
    expect(await callLeft(a.socket, { chatId, userId: b.member.userId })).toMatchObject({ isCallOver: true });
    expect(await callLeft(b.socket, { chatId, userId: a.member.userId })).toMatchObject({ isCallOver: true });
    expectRefused(await api.hangup(a.member, { chatId }), 'CallNotFound');
  });

  it('hangup with notify false tells only the one hanging up of their leaving', async () => {
    const { a, b, c, chatId } = await groupOfThree();
    await api.initVideo(a.member, { chatId });
    await api.vidConnect(b.member, { chatId });
    await api.vidConnect(c.member, { chatId });
    await api.hangup(c.member, { chatId, notify: false });
    expect(await callLeft(c.socket, { chatId, userId: c.member.userId })).toMatchObject({
      isCallOver: false,
    });
    await api.hangup(b.member, { chatId });
    // A hears B leave (the call is over with it) and never heard of C.
    expect(await callLeft(a.socket, { chatId, userId: b.member.userId })).toMatchObject({ isCallOver: true });
    const heardOfC = a.socket.received.some(
      (m) =>
        m.command === FriendCommand.EndVidChat &&
        (m.payload as { userId: string }).userId === c.member.userId,
    );
    expect(heardOfC).toBe(false);
  });

  // A reload within the grace time is not leaving: platform/realtime/friendSocketsGone.test.ts, on a fake
  // clock; here, the call's side of a tab that closed for good.
  it('a closed tab leaves the call once the grace time passes; the caller may call again', async () => {
    const { a, b, chatId } = await answeredCall();
    b.socket.close();
    expect(await callLeft(a.socket, { chatId, userId: b.member.userId })).toMatchObject({ isCallOver: true });
    expect((await api.initVideo(a.member, { chatId })).body.code).toBe(200);
  });

  it('"Line busy, please try again later." when the callee is in another call', async () => {
    const { b } = await answeredCall();
    const caller = await person('Cy');
    const chatId = await befriend(server, caller.member, b.member);
    expectRefused(
      await api.initVideo(caller.member, { chatId }),
      'LineBusy',
      'Line busy, please try again later.',
    );
  });

  it('"You cannot start a new video call when you are in the another call." for a caller in a call', async () => {
    const { a } = await answeredCall();
    const other = await person('Dee');
    const chatId = await befriend(server, a.member, other.member);
    expectRefused(
      await api.initVideo(a.member, { chatId }),
      'AlreadyInCall',
      'You cannot start a new video call when you are in the another call.',
    );
  });

  it('a ringing person hangs up by declining; a person out of the call cannot hang up (28013)', async () => {
    const { a, b, chatId } = await friendsPair();
    await api.initVideo(a.member, { chatId });
    expect((await api.hangup(b.member, { chatId })).body.code).toBe(200);
    expect(await callDeclined(a.socket, { chatId, reason: 'rejected' })).toMatchObject({
      userId: b.member.userId,
    });
    const group = await groupOfThree();
    await api.initVideo(group.a.member, { chatId: group.chatId });
    await api.declineVidChat(group.b.member, { chatId: group.chatId });
    expectRefused(await api.hangup(group.b.member, { chatId: group.chatId }), 'NotInCall');
  });
});

describe('group calls: a full mesh, everyone rung, the call goes on while two remain', () => {
  it('rings both, lets each join, lists who is in the call, and closes when one is left', async () => {
    const { a, b, c, chatId } = await groupOfThree();
    const started = await api.initVideo(a.member, { chatId });
    expect(started.body.data.states).toEqual({
      [a.member.userId]: 'joined',
      [b.member.userId]: 'init',
      [c.member.userId]: 'init',
    });
    await incomingCall(b.socket, { chatId, state: 'init' });
    await incomingCall(c.socket, { chatId, state: 'init' });
    expect((await api.vidConnect(b.member, { chatId })).body.data.joined.sort()).toEqual(
      [a.member.userId, b.member.userId].sort(),
    );
    // The last to join offers to both already in the call.
    const third = await api.vidConnect(c.member, { chatId });
    expect(third.body.data.joined).toHaveLength(3);
    for (const to of [a, b]) {
      await api.sendSdp(c.member, { toId: to.member.userId, chatId, info: offer, fromJoin: true });
      expect(await callSignal(to.socket, { chatId, fromId: c.member.userId })).toMatchObject({
        fromJoin: true,
      });
    }
    const chatting = await getAs<ChattingMembersAnswer>(
      server,
      '/api/friend/v1/getCurrChattingMembers',
      a.member.userToken,
      { chatId },
    );
    expect(chatting.body.data.members.map((m) => m.displayName).sort()).toEqual(['Ann', 'Ben', 'Cat']);

    await api.hangup(b.member, { chatId });
    expect(await callLeft(a.socket, { chatId, userId: b.member.userId })).toMatchObject({
      isCallOver: false,
    });
    expect(await callLeft(c.socket, { chatId, userId: b.member.userId })).toMatchObject({
      isCallOver: false,
    });
    // B may come back while the call is on.
    expect((await api.vidConnect(b.member, { chatId })).body.data.joined).toHaveLength(3);
    await api.hangup(b.member, { chatId });
    await api.hangup(a.member, { chatId });
    expect(await callLeft(c.socket, { chatId, userId: a.member.userId })).toMatchObject({ isCallOver: true });
    expect(await callLeft(c.socket, { chatId, userId: c.member.userId })).toMatchObject({ isCallOver: true });
  });

  it('a member in another call is busy and not rung; the others are', async () => {
    const { a, b, c, chatId } = await groupOfThree();
    const elsewhere = await person('Eve');
    const otherChat = await befriend(server, c.member, elsewhere.member);
    await api.initVideo(c.member, { chatId: otherChat });
    await api.vidConnect(elsewhere.member, { chatId: otherChat });
    const started = await api.initVideo(a.member, { chatId });
    expect(started.body.data.states).toMatchObject({ [b.member.userId]: 'init', [c.member.userId]: 'busy' });
    await incomingCall(b.socket, { chatId, state: 'init' });
    const rungC = c.socket.received.some(
      (m) =>
        m.command === FriendCommand.FriendVideoChat && (m.payload as { chatId: string }).chatId === chatId,
    );
    expect(rungC).toBe(false);
    // Nor can C join it while in the other call.
    expectRefused(await api.vidConnect(c.member, { chatId }), 'AlreadyInCall');
  });

  it('getCurrChattingMembers is empty with no call on', async () => {
    const { a, chatId } = await groupOfThree();
    const chatting = await getAs<ChattingMembersAnswer>(
      server,
      '/api/friend/v1/getCurrChattingMembers',
      a.member.userToken,
      { chatId },
    );
    expect(chatting.body.data.members).toEqual([]);
  });
});
