import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppKey, NotificationCommand, type NotificationPageAnswer } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildMember,
  createEventThroughApi,
  nameMember,
  rsvpToEvent,
  type TestMember,
} from '../factories.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';
import { getAs, isFrame, openFriendSocket, postAs } from '../friends/friendKit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The commands and payloads of a member's stored notifications of one category, newest first. */
async function stored(member: TestMember, condition: 'request' | 'event' | 'room') {
  const { body } = await getAs<NotificationPageAnswer>(
    server,
    '/api/notification/v1/listSelfNotifications',
    member.userToken,
    { condition },
  );
  return body.data.notifications.map((n) => ({ command: n.command, payload: n.payload }));
}

const follow = (fan: TestMember, star: TestMember) =>
  postAs(server, '/api/user/v2/follow', fan.userToken, { followingId: star.userId });

describe('role invitations notify (roleConfirmation, roleConfirmed, roleDeclined)', () => {
  it('the invitee gets the request to confirm, the inviter the answer', async () => {
    const owner = await nameMember(server, await buildMember(server), 'Owen');
    const [host, mod] = [await buildMember(server), await buildMember(server)];
    await nameMember(server, mod, 'Mona');
    const event = await createEventThroughApi(server, owner, { title: 'Panel' });
    const socket = await openFriendSocket(server, host);
    const offer = async (member: TestMember, role: string) =>
      (
        await postAs<{ inviteId: string }>(server, '/api/ss/v1/addRole', owner.userToken, {
          eventId: event.id,
          roles: [role],
          userId: member.userId,
        })
      ).body.data.inviteId;
    const hostInvite = await offer(host, 'host');
    const pushed = await socket.waitFor(isFrame(AppKey.Notification, NotificationCommand.RoleConfirmation));
    expect(pushed.payload).toMatchObject({
      eventId: event.id,
      eventTitle: 'Panel',
      inviteId: hostInvite,
      roles: ['host'],
    });
    expect(await stored(host, 'request')).toEqual([
      {
        command: NotificationCommand.RoleConfirmation,
        payload: expect.objectContaining({ from: expect.objectContaining({ displayName: 'Owen' }) }),
      },
    ]);
    await postAs(server, '/api/ss/v1/invitation/confirm', host.userToken, { inviteId: hostInvite });
    const modInvite = await offer(mod, 'mod');
    await postAs(server, '/api/ss/v1/invitation/decline', mod.userToken, { inviteId: modInvite });
    const answers = await stored(owner, 'request');
    expect(answers).toEqual([
      {
        command: NotificationCommand.RoleDeclined,
        payload: expect.objectContaining({
          roles: ['mod'],
          by: expect.objectContaining({ displayName: 'Mona' }),
        }),
      },
      {
        command: NotificationCommand.RoleConfirmed,
        payload: expect.objectContaining({
          roles: ['host'],
          by: expect.objectContaining({ userId: host.userId }),
        }),
      },
    ]);
    socket.close();
  });
});

describe('events notify (eventCreation to followers, eventNewDate to ticket holders)', () => {
  it('tells followers once, on the first publication', async () => {
    const [star, fan] = [await buildMember(server), await buildMember(server)];
    await follow(fan, star);
    const event = await createEventThroughApi(server, star, { title: 'Debut' });
    await postAs(server, '/api/events/v1/publish', star.userToken, { eventId: event.id, published: 0 });
    await postAs(server, '/api/events/v1/publish', star.userToken, { eventId: event.id, published: 1 });
    expect(await stored(fan, 'event')).toEqual([
      {
        command: NotificationCommand.EventCreation,
        payload: expect.objectContaining({ eventId: event.id, title: 'Debut' }),
      },
    ]);
  });

  it('tells ticket holders the new times, and nothing for other changes', async () => {
    const [owner, holder] = [await buildMember(server), await buildMember(server)];
    const event = await createEventThroughApi(server, owner, { startAt: '2031-03-01T18:00:00Z' });
    await rsvpToEvent(server, holder.userToken, event.id);
    const update = (fields: object) =>
      postAs(server, '/api/events/v1/update', owner.userToken, { eventId: event.id, ...fields });
    await update({ title: 'Renamed' });
    expect(await stored(holder, 'event')).toEqual([]);
    await update({ startAt: '2031-03-02T18:00:00Z' });
    expect(await stored(holder, 'event')).toEqual([
      {
        command: NotificationCommand.EventNewDate,
        payload: expect.objectContaining({
          eventId: event.id,
          startAt: '2031-03-02T18:00:00.000Z',
          endAt: null,
        }),
      },
    ]);
  });
});

describe('rooms notify (roomCreation to followers of a public room)', () => {
  it('tells followers of a public room, not of a private one', async () => {
    const [owner, fan] = [await buildMember(server), await buildMember(server)];
    await follow(fan, owner);
    const open = await createRoomThroughApi(server, owner, { title: 'Open house' });
    await createRoomThroughApi(server, owner, { title: 'Closed house', privateLevel: 2 });
    expect(await stored(fan, 'room')).toEqual([
      {
        command: NotificationCommand.RoomCreation,
        payload: expect.objectContaining({ eventId: open.id, title: 'Open house' }),
      },
    ]);
  });
});
