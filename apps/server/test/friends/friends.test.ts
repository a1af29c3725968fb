import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  FriendCommand,
  FriendStatus,
  NotificationCommand,
  parseServerFrame,
  type FriendPerson,
  type FriendRelationAnswer,
  type InvitationLinkAnswer,
  type NotificationPageAnswer,
  type Page,
  type VerifyInvitationAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, createEventThroughApi, nameMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { befriend, getAs, isFrame, openFriendSocket, postAs } from './friendKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const request = (token: string, inviteeId?: string) =>
  postAs<FriendRelationAnswer>(server, '/api/friend/v1/sendInvitation', token, { inviteeId });
const respond = (token: string, friendId: string | undefined, accept: boolean) =>
  postAs<FriendRelationAnswer>(server, '/api/friend/v1/respondFriendRequest', token, { friendId, accept });
const friendList = (token: string, query: Record<string, string | number> = {}) =>
  getAs<Page<FriendPerson>>(server, '/api/friend/v1/friendList', token, query);

describe('friend requests (spec 000 §4: Add Friend → Waiting → Message)', () => {
  it('sends a request, notifies the invitee on the friend socket, and shows REQUEST_SENT then IS_FRIEND', async () => {
    const [a, b] = [await buildMember(server), await buildMember(server)];
    await nameMember(server, a, 'Alice');
    const socket = await openFriendSocket(server, b);
    const sent = await request(a.userToken, b.userId);
    expect(sent.body.data).toEqual({ userId: b.userId, status: FriendStatus.RequestSent, chatId: null });
    const notice = await socket.waitFor(isFrame(AppKey.Notification, NotificationCommand.FriendRequest));
    expect(parseServerFrame(notice).ok).toBe(true);
    expect(notice.payload).toMatchObject({ from: { userId: a.userId, displayName: 'Alice' } });
    expect(typeof (notice.payload as { notificationId?: string }).notificationId).toBe('string');
    const searched = await getAs<Page<FriendPerson>>(server, '/api/friend/v1/searchUsers', a.userToken, {
      condition: b.email,
    });
    expect(searched.body.data.list).toEqual([
      expect.objectContaining({
        userId: b.userId,
        status: FriendStatus.RequestSent,
        followStatus: 'NOT_FOLLOW',
      }),
    ]);
    // Sending again while pending changes nothing.
    expect((await request(a.userToken, b.userId)).body.code).toBe(200);

    const aSocket = await openFriendSocket(server, a);
    const accepted = await respond(b.userToken, a.userId, true);
    expect(accepted.body.data).toMatchObject({ userId: a.userId, status: FriendStatus.IsFriend });
    const chatId = accepted.body.data.chatId ?? '';
    expect(chatId.startsWith('friend')).toBe(true);
    const told = await aSocket.waitFor(
      isFrame(AppKey.Notification, NotificationCommand.FriendAcceptsRequest),
    );
    expect(told.payload).toMatchObject({ from: { userId: b.userId } });
    const refresh = await aSocket.waitFor(isFrame(AppKey.Friend, FriendCommand.UpdateFriendListAndChatList));
    expect(refresh.payload).toEqual({ chatId });
    const success = await socket.waitFor(
      isFrame(AppKey.Notification, NotificationCommand.AcceptFriendRequestSuccess),
    );
    expect(success.payload).toMatchObject({ friend: { userId: a.userId, displayName: 'Alice' } });

    const list = await friendList(a.userToken);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ userId: b.userId, status: FriendStatus.IsFriend, chatId }),
    ]);
    expect(list.body.data.pagination).toMatchObject({ page: 1, total: 1, hasNextPage: false });
    socket.close();
    aSocket.close();
  });

  it('refuses: 25002 no or own id, 25000 no such member, 26002 friends already, 25007 their request waits', async () => {
    const [a, b] = [await buildMember(server), await buildMember(server)];
    expectRefused(await request(a.userToken), 'InviteeIdRequired');
    expectRefused(await request(a.userToken, a.userId), 'InviteeIdRequired');
    expectRefused(await request(a.userToken, 'no-such-user'), 'InviteeNotFound');
    expectRefused(await request(a.userToken, (await buildGuest(server)).uuid), 'InviteeNotFound');
    await request(b.userToken, a.userId);
    expectRefused(await request(a.userToken, b.userId), 'FriendRequestPending');
    await respond(a.userToken, b.userId, true);
    expectRefused(await request(a.userToken, b.userId), 'AlreadyFriends');
    expectRefused(await respond(a.userToken, b.userId, true), 'AlreadyFriends');
  });

  it('a declined request cannot be accepted later (25008); 26000 and 25009 for no id or no request', async () => {
    const [a, b] = [await buildMember(server), await buildMember(server)];
    expectRefused(await respond(b.userToken, undefined, true), 'FriendIdRequired');
    expectRefused(await respond(b.userToken, a.userId, true), 'InvitationNotFound');
    const aSocket = await openFriendSocket(server, a);
    await request(a.userToken, b.userId);
    const declined = await respond(b.userToken, a.userId, false);
    expect(declined.body.data.status).toBe(FriendStatus.NotFriend);
    await aSocket.waitFor(isFrame(AppKey.Friend, FriendCommand.UpdateFriendList));
    expectRefused(await respond(b.userToken, a.userId, true), 'FriendRequestDeclined');
    expectRefused(await respond(b.userToken, a.userId, false), 'FriendRequestDeclined');
    expect((await friendList(b.userToken)).body.data.list).toEqual([]);
    // Asking again is a new request, which may be accepted.
    await request(a.userToken, b.userId);
    expect((await respond(b.userToken, a.userId, true)).body.data.status).toBe(FriendStatus.IsFriend);
    aSocket.close();
  });
});

describe('relation states in profiles (spec 000 §3: NOT_FRIEND, REQUEST_SENT, IS_FRIEND; NOT_FOLLOW, HAS_FOLLOWED)', () => {
  it('answers both relations and the friends count in /user/v2/profile', async () => {
    const [a, b] = [await buildMember(server), await buildMember(server)];
    const profile = async (viewer: typeof a) =>
      (
        await getAs<{ status: string; friendStatus: string; friendsCount: number }>(
          server,
          '/api/user/v2/profile',
          viewer.userToken,
          {
            followingId: b.userId,
          },
        )
      ).body.data;
    expect(await profile(a)).toMatchObject({
      status: 'NOT_FOLLOW',
      friendStatus: FriendStatus.NotFriend,
      friendsCount: 0,
    });
    await request(a.userToken, b.userId);
    await postAs(server, '/api/user/v2/follow', a.userToken, { followingId: b.userId });
    expect(await profile(a)).toMatchObject({
      status: 'HAS_FOLLOWED',
      friendStatus: FriendStatus.RequestSent,
    });
    await respond(b.userToken, a.userId, true);
    expect(await profile(a)).toMatchObject({ friendStatus: FriendStatus.IsFriend, friendsCount: 1 });
  });
});

describe('unfriend', () => {
  it('ends the friendship for both and takes the chat off both lists; 26000, 26001, 26003', async () => {
    const [a, b] = [await buildMember(server), await buildMember(server)];
    const chatId = await befriend(server, a, b);
    const bSocket = await openFriendSocket(server, b);
    expectRefused(await postAs(server, '/api/friend/v1/unfriend', a.userToken, {}), 'FriendIdRequired');
    expectRefused(
      await postAs(server, '/api/friend/v1/unfriend', a.userToken, { uuid: a.userId }),
      'InvalidFriendId',
    );
    const done = await postAs<FriendRelationAnswer>(server, '/api/friend/v1/unfriend', a.userToken, {
      uuid: b.userId,
    });
    expect(done.body.data.status).toBe(FriendStatus.NotFriend);
    const pushed = await bSocket.waitFor(isFrame(AppKey.Friend, FriendCommand.UpdateFriendListAndChatList));
    expect(pushed.payload).toEqual({ chatId });
    expect((await friendList(b.userToken)).body.data.list).toEqual([]);
    expect(
      (await getAs<Page<unknown>>(server, '/api/friend/v1/getChatList', b.userToken)).body.data.list,
    ).toEqual([]);
    expectRefused(
      await postAs(server, '/api/friend/v1/unfriend', a.userToken, { uuid: b.userId }),
      'NotYourFriend',
    );
    bSocket.close();
  });
});

describe('friendList, searchFriends, searchUsers (paged, by condition)', () => {
  it("lists another member's friends with the caller's own relations, by name, paged", async () => {
    const [a, b, c, d] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    await nameMember(server, b, 'Bertha');
    await nameMember(server, c, 'Carlos');
    await befriend(server, a, b);
    await befriend(server, a, c);
    await befriend(server, d, b);
    const ofA = await friendList(d.userToken, { targetId: a.userId, pageSize: 1 });
    expect(ofA.body.data.list).toEqual([
      expect.objectContaining({ userId: b.userId, displayName: 'Bertha', status: FriendStatus.IsFriend }),
    ]);
    expect(ofA.body.data.pagination).toEqual({ page: 1, pageSize: 1, total: 2, hasNextPage: true });
    const second = await friendList(d.userToken, { targetId: a.userId, pageSize: 1, page: 2 });
    expect(second.body.data.list).toEqual([
      expect.objectContaining({ userId: c.userId, status: FriendStatus.NotFriend, chatId: null }),
    ]);
    const byName = await friendList(d.userToken, { targetId: a.userId, condition: 'carl' });
    expect(byName.body.data.list.map((p) => p.userId)).toEqual([c.userId]);
    expectRefused(await friendList(d.userToken, { targetId: 'no-such-user' }), 'NotFound');
    const mine = await getAs<Page<FriendPerson>>(server, '/api/friend/v1/searchFriends', a.userToken, {
      condition: 'bert',
    });
    expect(mine.body.data.list.map((p) => p.userId)).toEqual([b.userId]);
  });

  it('needs a member (10002 for guests)', async () => {
    const guest = await buildGuest(server);
    expectRefused(await friendList(guest.userToken), 'LoginRequired');
  });
});

describe('invitation codes (verifyInvitation)', () => {
  it('a friend code makes whoever opens it the inviter’s friend; 25003, 25004, 25006, 26002', async () => {
    const [a, b] = [await buildMember(server), await buildMember(server)];
    const link = (body: object) =>
      postAs<InvitationLinkAnswer>(server, '/api/friend/v1/invitationLink', a.userToken, body);
    const verify = (token: string, code?: string) =>
      postAs<VerifyInvitationAnswer>(server, '/api/friend/v1/verifyInvitation', token, { code });
    expectRefused(await link({}), 'InvitationTypeRequired');
    expectRefused(await link({ type: 'party' }), 'InvitationTypeRequired');
    expectRefused(await link({ type: 'group' }), 'GroupIdEmpty');
    const made = await link({ type: 'friend' });
    expect(made.body.data.link).toContain(made.body.data.code);
    expectRefused(await verify(b.userToken), 'InvitationLinkRequired');
    expectRefused(await verify(b.userToken, 'nonsense'), 'InvalidInvitationCode');
    expectRefused(await verify(a.userToken, made.body.data.code), 'InvalidInvitationCode');
    const opened = await verify(b.userToken, made.body.data.code);
    expect(opened.body.data).toMatchObject({ type: 'friend', userId: a.userId });
    expect((await friendList(b.userToken)).body.data.list.map((p) => p.userId)).toEqual([a.userId]);
    expectRefused(await verify(b.userToken, made.body.data.code), 'AlreadyFriends');
  });
});

describe('eventInvitation {eventId, friendIds}', () => {
  it('notifies each friend (stored in their event notifications); 26000, 26003, 4004', async () => {
    const [a, b, stranger] = [
      await buildMember(server),
      await buildMember(server),
      await buildMember(server),
    ];
    await befriend(server, a, b);
    const event = await createEventThroughApi(server, a, { title: 'Friends night' });
    const bSocket = await openFriendSocket(server, b);
    const invite = (body: object) => postAs(server, '/api/friend/v1/eventInvitation', a.userToken, body);
    expectRefused(await invite({ eventId: event.id, friendIds: [] }), 'FriendIdRequired');
    expectRefused(await invite({ eventId: event.id, friendIds: [stranger.userId] }), 'NotYourFriend');
    expectRefused(await invite({ eventId: 'no-such-event', friendIds: [b.userId] }), 'NotFound');
    expect((await invite({ eventId: event.id, friendIds: [b.userId] })).body.data).toEqual({
      invited: [b.userId],
    });
    const pushed = await bSocket.waitFor(isFrame(AppKey.Notification, NotificationCommand.EventInvitation));
    expect(pushed.payload).toMatchObject({
      eventId: event.id,
      title: 'Friends night',
      from: { userId: a.userId },
    });
    const stored = await getAs<NotificationPageAnswer>(
      server,
      '/api/notification/v1/listSelfNotifications',
      b.userToken,
      {
        condition: 'event',
      },
    );
    expect(stored.body.data.notifications).toEqual([
      expect.objectContaining({ command: NotificationCommand.EventInvitation, category: 'event' }),
    ]);
    bSocket.close();
  });
});
