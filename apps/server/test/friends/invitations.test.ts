import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  InvitationRate,
  NotificationCommand,
  RoomPrivacy,
  type EventInvitationAnswer,
  type InvitationLinkAnswer,
  type RoomView,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, createEventThroughApi, type ApiHost, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { useProcessPair } from '../processPair.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';
import { befriend, getAs, isFrame, openFriendSocket, postAs } from './friendKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const invite = (host: ApiHost, from: TestMember, eventId: string, friendIds: string[]) =>
  postAs<EventInvitationAnswer>(host, '/api/friend/v1/eventInvitation', from.userToken, {
    eventId,
    friendIds,
  });

describe('eventInvitation with a room (spec 000 §6: friends can be invited to events and rooms)', () => {
  it('invites a friend to a public room: roomInvitation pushed and stored; 26003 for a non-friend', async () => {
    const [owner, member, friend, stranger] = await Promise.all([
      buildMember(server),
      buildMember(server),
      buildMember(server),
      buildMember(server),
    ]);
    const room = await createRoomThroughApi(server, owner, { title: 'Café chat ☕' });
    await befriend(server, member, friend);
    const socket = await openFriendSocket(server, friend);
    expectRefused(await invite(server, member, room.id, [stranger.userId]), 'NotYourFriend');
    const sent = await invite(server, member, room.id, [friend.userId]);
    expect(sent.body.data).toEqual({ invited: [friend.userId] });
    const pushed = await socket.waitFor(isFrame(AppKey.Notification, NotificationCommand.RoomInvitation));
    expect(pushed.payload).toMatchObject({ eventId: room.id, from: { userId: member.userId } });
    socket.close();
  });

  it("a private room: its owner's invitation lets the friend see it; a member's invitation answers 4003", async () => {
    const [owner, friend, invitee, inviteesFriend] = await Promise.all([
      buildMember(server),
      buildMember(server),
      buildMember(server),
      buildMember(server),
    ]);
    await befriend(server, owner, friend);
    await befriend(server, owner, invitee);
    await befriend(server, invitee, inviteesFriend);
    const room = await createRoomThroughApi(server, owner, {
      privateLevel: RoomPrivacy.private,
      friendList: [invitee.userId],
    });
    const detail = (member: TestMember) =>
      getAs<RoomView>(server, '/api/room/v1/detail', member.userToken, { eventId: room.id });
    expectRefused(await detail(friend), 'RoomNotFound');
    expect((await invite(server, owner, room.id, [friend.userId])).body.code).toBe(200);
    expect((await detail(friend)).body.data.id).toBe(room.id);
    expectRefused(await invite(server, invitee, room.id, [inviteesFriend.userId]), 'Forbidden');
    // A room the caller may not see is as if it did not exist.
    expectRefused(await invite(server, inviteesFriend, room.id, [invitee.userId]), 'NotFound');
  });
});

describe(`invitations per sender (at most ${InvitationRate.perSenderPerMinute} a minute each)`, () => {
  it('refuses the sender past the limit with 3000 and a retry time; another sender at the same address is not', async () => {
    const [a, b, other] = await Promise.all([buildMember(server), buildMember(server), buildMember(server)]);
    await befriend(server, a, b);
    await befriend(server, other, b);
    const event = await createEventThroughApi(server, a, { title: 'Invitations' });
    for (let i = 0; i < InvitationRate.perSenderPerMinute; i += 1)
      expect((await invite(server, a, event.id, [b.userId])).body.code).toBe(200);
    const refused = await invite(server, a, event.id, [b.userId]);
    expectRefused(refused, 'TryAgainLater');
    expect(refused.status).toBe(429);
    expect(refused.body.data).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect((await invite(server, other, event.id, [b.userId])).body.code).toBe(200);
  });

  it('limits e-mail invitations, friend requests and invitation codes made or opened the same way', async () => {
    const [a, b] = await Promise.all([buildMember(server), buildMember(server)]);
    const event = await createEventThroughApi(server, a, { title: 'Mail' });
    const calls: Array<() => ReturnType<typeof postAs>> = [
      () =>
        postAs(server, '/api/common/v1/sendEmailInvitation', a.userToken, {
          eventId: event.id,
          emails: ['friend@example.com'],
        }),
      () =>
        postAs<InvitationLinkAnswer>(server, '/api/friend/v1/invitationLink', a.userToken, {
          type: 'friend',
        }),
      () => postAs(server, '/api/friend/v1/verifyInvitation', b.userToken, { code: 'no-such-code' }),
      () => postAs(server, '/api/friend/v1/sendInvitation', b.userToken, { inviteeId: 'no-such-member' }),
    ];
    for (const call of calls) {
      for (let i = 0; i < InvitationRate.perSenderPerMinute; i += 1)
        expect((await call()).body.code).not.toBe(3000);
      expectRefused(await call(), 'TryAgainLater');
    }
  });
});

const pair = useProcessPair();

describe.runIf(pair.runs)('invitations per sender across two processes (PostgreSQL + Redis)', () => {
  it('counts one sender on both processes together', async () => {
    const { a: hostA, b: hostB } = pair.get();
    const [a, b] = [await buildMember(hostA), await buildMember(hostA)];
    await befriend(hostA, a, b);
    const event = await createEventThroughApi(hostA, a, { title: 'Two processes' });
    for (let i = 0; i < InvitationRate.perSenderPerMinute; i += 1) {
      const host = i % 2 === 0 ? hostA : hostB;
      expect((await invite(host, a, event.id, [b.userId])).body.code).toBe(200);
    }
    expectRefused(await invite(hostB, a, event.id, [b.userId]), 'TryAgainLater');
    expectRefused(await invite(hostA, a, event.id, [b.userId]), 'TryAgainLater');
  });
});
