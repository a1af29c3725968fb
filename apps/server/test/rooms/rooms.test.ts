import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  RoomCommand,
  RoomNotificationCommand,
  type DeleteRoomAnswer,
  type Page,
  type RoomAuthCheckAnswer,
  type RoomView,
  type SubscribeRoomAnswer,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildGuest,
  buildMember,
  buildOpenRoom,
  nameMember,
  openRoomSocket,
  type TestMember,
} from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import type { TestSocket } from '../socketClient.ts';
import { createRoomThroughApi, editRoomThroughApi } from './roomFactories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const detail = (eventId: string, token?: string) =>
  server.api.get<RoomView>('/api/room/v1/detail', { token, query: { eventId } });
const authCheck = (body: Record<string, unknown>, token: string) =>
  server.api.post<RoomAuthCheckAnswer>('/api/room/v1/authCheck', body, { token });
const editRoom = (body: Record<string, unknown>, token: string) =>
  server.api.post<RoomView>('/api/room/v1/editRoom', body, { token });
const subscribe = (body: Record<string, unknown>, token: string) =>
  server.api.post<SubscribeRoomAnswer>('/api/room/v1/subscribe', body, { token });
const deleteRoom = (body: Record<string, unknown>, token: string) =>
  server.api.post<DeleteRoomAnswer>('/api/room/v1/deleteRoom', body, { token });
const myRoom = (token: string, query: Record<string, string> = {}) =>
  server.api.get<Page<RoomView>>('/api/room/v1/myRoom', { token, query });
const activeList = (query: Record<string, string> = {}) =>
  server.api.get<Page<RoomView>>('/api/room/v1/activeList', { query });
const idsOf = (answer: { body: { data: Page<RoomView> } }) => answer.body.data.list.map((room) => room.id);

/** A YYYY-MM-DD date of birth that makes someone `years` old today (UTC). */
function dateOfBirthAged(years: number): string {
  const today = new Date();
  const birth = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  if (birth.getUTCMonth() !== today.getUTCMonth()) birth.setUTCDate(0);
  return birth.toISOString().slice(0, 10);
}

/** A member `years` old. */
async function memberAged(years: number): Promise<TestMember> {
  const member = await buildMember(server);
  const { body } = await server.api.post(
    '/api/user/v1/updateProfile',
    { dob: dateOfBirthAged(years) },
    { token: member.userToken },
  );
  if (body.code !== 200) throw new Error(`dob not set: ${body.code} ${body.message}`);
  return member;
}

/** Room sockets opened by a test, closed and gone from presence when it ends. */
async function closeAll(sockets: readonly TestSocket[]): Promise<void> {
  for (const socket of sockets) socket.close();
  await Promise.all(sockets.map((socket) => socket.closed));
}

describe('createRoom (spec 000 §3 Room, §5 name rules, §7)', () => {
  it('makes a public room with the spec defaults, owned and hosted by its creator', async () => {
    const owner = await nameMember(server, await buildMember(server), 'Ada');
    const { body } = await server.api.post<RoomView>(
      '/api/room/v1/createRoom',
      { title: ' Late night jams ', tags: ['jazz'], thumbnail: 'https://img.example.com/a.jpg' },
      { token: owner.userToken },
    );
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      slug: 'late-night-jams',
      title: 'Late night jams',
      thumbnail: 'https://img.example.com/a.jpg',
      privateLevel: 1,
      label: '13',
      tags: ['jazz'],
      waitRoom: false,
      approveJoin: false,
      sendChat: true,
      showParticipants: true,
      allowDonations: true,
      chatModApprove: false,
      joinStage: 1,
      owner: { userId: owner.userId, displayName: 'Ada', avatar: null },
      peopleCount: 0,
      friendList: [],
      isSubscribed: false,
      isOwner: true,
      isHost: true,
      isMod: false,
      isSpecial: true,
    });
    const twin = await createRoomThroughApi(server, owner);
    expect(twin.slug).toMatch(/^late-night-jams-[0-9a-z]{6}$/);
  });

  it('holds the name, tag and room type rules, with their messages', async () => {
    const owner = await buildMember(server);
    const create = (body: Record<string, unknown>) =>
      server.api.post('/api/room/v1/createRoom', body, { token: owner.userToken });
    expectInvalid(await create({}), 'title', 'This field is required');
    expectInvalid(
      await create({ title: 'Café' }),
      'title',
      'Only letters, numbers, spaces, underscores and dashes are allowed',
    );
    expectInvalid(
      await create({ title: 'Den', privateLevel: 7 }),
      'privateLevel',
      'Please choose a room type',
    );
    expectInvalid(
      await create({ title: 'Den', tags: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      'tags',
      'You can add at most 5 tags',
    );
    expectInvalid(
      await create({ title: 'Den', tags: ['x y'] }),
      'tags',
      'Tags may only contain letters, numbers, underscores and dashes',
    );
  });

  it('is for members: a guest gets 10002', async () => {
    const guest = await buildGuest(server);
    expectRefused(
      await server.api.post('/api/room/v1/createRoom', { title: 'Den' }, { token: guest.userToken }),
      'LoginRequired',
    );
  });

  it('invites the members of friendList, tells them on their sockets, and shows the list to the owner only', async () => {
    const owner = await buildMember(server);
    const [friend, other] = [await buildMember(server), await buildMember(server)];
    const guest = await buildGuest(server);
    const friendSocket = await openRoomSocket(server, (await buildOpenRoom(server)).id, friend.userToken);
    const room = await createRoomThroughApi(server, owner, {
      title: 'Secret den',
      privateLevel: 2,
      friendList: [friend.userId, friend.userId, guest.uuid, owner.userId, 'no-such-user'],
    });
    expect(room.friendList).toEqual([friend.userId]);
    const invitation = await friendSocket.waitFor(
      (m) => m.appKey === AppKey.Notification && m.command === RoomNotificationCommand.RoomInvitation,
    );
    expect(invitation.payload).toMatchObject({ eventId: room.id, slug: room.slug, title: 'Secret den' });

    const seenByFriend = await detail(room.id, friend.userToken);
    expect(seenByFriend.body.data).toMatchObject({ id: room.id, isOwner: false, friendList: [] });
    expectRefused(await detail(room.id, other.userToken), 'RoomNotFound');
    await closeAll([friendSocket]);
  });
});

describe('detail (spec 000 §7; private rooms to owner, subscribers and invitees only)', () => {
  it('finds a room by id or by slug in any case, and needs one', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { title: 'Slug Finder' });
    expect((await detail(room.slug.toUpperCase())).body.data.id).toBe(room.id);
    expect((await detail(room.id, owner.userToken)).body.data).toMatchObject({ isOwner: true });
    expectRefused(await server.api.get('/api/room/v1/detail'), 'RoomIdRequired');
    expectRefused(await detail('no-such-room'), 'RoomNotFound');
  });

  it('answers 11002 for a private room to strangers and guests, as for a missing one', async () => {
    const owner = await buildMember(server);
    const subscriber = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { title: 'Closing soon' });
    await subscribe({ eventId: room.id, subscribe: 1 }, subscriber.userToken);
    await editRoomThroughApi(server, owner, room.id, 'privateLevel', 2);

    const stranger = await buildMember(server);
    const guest = await buildGuest(server);
    expectRefused(await detail(room.id, stranger.userToken), 'RoomNotFound');
    expectRefused(await detail(room.id, guest.userToken), 'RoomNotFound');
    expectRefused(await detail(room.id), 'RoomNotFound');
    expect((await detail(room.id, subscriber.userToken)).body.data).toMatchObject({
      privateLevel: 2,
      isSubscribed: true,
    });
  });

  it('hides the people count when showParticipants is off, except from the owner', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { title: 'Quiet room' });
    const socket = await openRoomSocket(server, room.id, owner.userToken);
    expect((await detail(room.id)).body.data.peopleCount).toBe(1);
    await editRoomThroughApi(server, owner, room.id, 'showParticipants', false);
    expect((await detail(room.id)).body.data.peopleCount).toBeNull();
    expect((await detail(room.id, owner.userToken)).body.data.peopleCount).toBe(1);
    await closeAll([socket]);
  });
});

describe('editRoom (spec 000 §4 settings toggles pushed live, §6 room owner, §8 room settings codes)', () => {
  it('lets the owner change each kind of option and pushes every change to the people in the room, from the log', async () => {
    const owner = await buildMember(server);
    const viewer = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const socket = await openRoomSocket(server, room.id, viewer.userToken);
    const seqs: (number | undefined)[] = [];
    const changes: [string, unknown, unknown][] = [
      ['sendChat', false, false],
      ['allowDonations', 0, false],
      ['showParticipants', 'false', false],
      ['chatModApprove', true, true],
      ['approveJoin', 1, true],
      ['joinStage', 2, 2],
      ['waitRoom', true, true],
      ['label', '18', '18'],
      ['privateLevel', '2', 2],
      ['title', ' Morning jams ', 'Morning jams'],
      ['thumbnail', '/files/rooms/a.jpg', '/files/rooms/a.jpg'],
      ['tags', ['soul', 'funk'], ['soul', 'funk']],
    ];
    for (const [option, value, stored] of changes) {
      const from = socket.received.length;
      const edited = await editRoomThroughApi(server, owner, room.id, option, value);
      expect(edited[option as keyof RoomView], option).toEqual(stored);
      // The age label travels as cya_room label (spec 001 §4), the other options as roomSettingUpdated.
      const command = option === 'label' ? RoomCommand.Label : RoomCommand.SettingUpdated;
      const pushed = await socket.waitFor(
        (m) => m.appKey === AppKey.Room && m.command === command,
        5000,
        from,
      );
      expect(pushed.payload).toEqual(
        option === 'label'
          ? { eventId: room.id, label: stored }
          : { eventId: room.id, option, value: stored },
      );
      seqs.push(pushed.seq);
      expect(Date.parse(pushed.serverTime ?? '')).not.toBeNaN();
    }
    // Room frames of the log: seq gap-free from the room's first change.
    expect(seqs).toEqual(changes.map((_, i) => i + 1));
    expect((await detail(room.id, owner.userToken)).body.data.slug).toBe(room.slug);
    await closeAll([socket]);
  });

  it('keeps the live settings in the room state (what a resync answers); a refused change logs nothing', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    await editRoomThroughApi(server, owner, room.id, 'sendChat', false);
    await editRoomThroughApi(server, owner, room.id, 'label', '18');
    const refused = await editRoom({ eventId: room.id, option: 'joinStage', value: 9 }, owner.userToken);
    expect(refused.body.code).toBe(19006);
    const row = await server.limelight.roomLog.readState(room.id);
    expect(row).toEqual({ version: 2, state: { settings: { sendChat: false, label: '18' } } });
  });

  it('answers the room settings codes in order: room, owner, option, value', async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const token = owner.userToken;
    expectRefused(await editRoom({ option: 'waitRoom', value: true }, token), 'RoomIdMissing');
    expectRefused(
      await editRoom({ eventId: 'nope', option: 'waitRoom', value: true }, token),
      'RoomNotFound',
    );
    expectRefused(
      await editRoom({ eventId: room.id, option: 'waitRoom', value: true }, other.userToken),
      'NotEventOwner',
    );
    expectRefused(await editRoom({ eventId: room.id, value: true }, token), 'OptionNameRequired');
    expectRefused(
      await editRoom({ eventId: room.id, option: 'colour', value: 'red' }, token),
      'OptionNameInvalid',
    );
    expectRefused(await editRoom({ eventId: room.id, option: 'waitRoom' }, token), 'OptionValueRequired');
    expectRefused(
      await editRoom({ eventId: room.id, option: 'title', value: 'Café' }, token),
      'UpdateRoomSettingFailed',
      'Only letters, numbers, spaces, underscores and dashes are allowed',
    );
    expectRefused(
      await editRoom({ eventId: room.id, option: 'tags', value: ['a', 'A'] }, token),
      'UpdateRoomSettingFailed',
      'Each tag can only be added once',
    );
    expectRefused(
      await editRoom({ eventId: room.id, option: 'privateLevel', value: 0 }, token),
      'UpdateRoomSettingFailed',
      'Please choose a room type',
    );
    const guest = await buildGuest(server);
    expectRefused(
      await editRoom({ eventId: room.id, option: 'waitRoom', value: true }, guest.userToken),
      'LoginRequired',
    );
    expect((await detail(room.id)).body.data).toMatchObject({ title: room.title, waitRoom: false, tags: [] });
  });
});

describe('subscribe and myRoom (spec 000 §7, §9 room list page size 20)', () => {
  it('subscribes and unsubscribes, once each however often asked', async () => {
    const owner = await buildMember(server);
    const fan = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    for (let i = 0; i < 2; i += 1) {
      const { body } = await subscribe({ eventId: room.slug, subscribe: 1 }, fan.userToken);
      expect(body.data).toEqual({ eventId: room.id, isSubscribed: true });
    }
    expect(idsOf(await myRoom(fan.userToken, { option: 'subscribed' }))).toEqual([room.id]);
    expect((await detail(room.id, fan.userToken)).body.data.isSubscribed).toBe(true);
    await subscribe({ eventId: room.id, subscribe: false }, fan.userToken);
    expect(idsOf(await myRoom(fan.userToken, { option: 'subscribed' }))).toEqual([]);
  });

  it('refuses a missing room (11001), a room the caller may not see (11002) and guests (10002)', async () => {
    const owner = await buildMember(server);
    const fan = await buildMember(server);
    const hidden = await createRoomThroughApi(server, owner, { privateLevel: 2 });
    expectRefused(await subscribe({ subscribe: 1 }, fan.userToken), 'RoomIdRequired');
    expectRefused(await subscribe({ eventId: hidden.id, subscribe: 1 }, fan.userToken), 'RoomNotFound');
    const guest = await buildGuest(server);
    expectRefused(await subscribe({ eventId: hidden.id, subscribe: 1 }, guest.userToken), 'LoginRequired');
  });

  it('lists my own rooms newest first, private ones included, page by page', async () => {
    const owner = await buildMember(server);
    const rooms = [];
    for (const title of ['First', 'Second', 'Third'])
      rooms.push(
        await createRoomThroughApi(server, owner, { title, privateLevel: title === 'Second' ? 2 : 1 }),
      );
    const first = await myRoom(owner.userToken, { pageSize: '2' });
    const second = await myRoom(owner.userToken, { pageSize: '2', page: '2' });
    expect(first.body.data.pagination).toEqual({ page: 1, pageSize: 2, total: 3, hasNextPage: true });
    expect([...idsOf(first), ...idsOf(second)]).toEqual(rooms.map((room) => room.id).reverse());
    expect((await myRoom(owner.userToken)).body.data.pagination.pageSize).toBe(20);
    expectRefused(await myRoom((await buildGuest(server)).userToken), 'LoginRequired');
  });
});

describe('deleteRoom (spec 000 §6: the owner deletes the room)', () => {
  it('is the owner’s alone; the room is then gone for everyone', async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    expectRefused(await deleteRoom({}, owner.userToken), 'RoomIdRequired');
    expectRefused(await deleteRoom({ eventId: room.id }, other.userToken), 'NotEventOwner');
    expect((await deleteRoom({ eventId: room.slug }, owner.userToken)).body.data).toEqual({
      eventId: room.id,
      deleted: 1,
    });
    expectRefused(await detail(room.id, owner.userToken), 'RoomNotFound');
    expectRefused(await authCheck({ eventId: room.id }, owner.userToken), 'RoomNotFound');
    expectRefused(await deleteRoom({ eventId: room.id }, owner.userToken), 'RoomNotFound');
    expect(idsOf(await myRoom(owner.userToken))).toEqual([]);
  });
});

describe('authCheck (spec 000 §2 pre-room: 200 + showWaitRoom, 10011, 11002, others)', () => {
  it('lets people in, showing the waiting room to everyone but the owner when it is on', async () => {
    const owner = await buildMember(server);
    const guest = await buildGuest(server);
    const room = await createRoomThroughApi(server, owner);
    expect((await authCheck({ eventId: room.slug }, guest.userToken)).body).toMatchObject({
      code: 200,
      data: { eventId: room.id, slug: room.slug, showWaitRoom: false },
    });
    await editRoomThroughApi(server, owner, room.id, 'waitRoom', true);
    expect((await authCheck({ eventId: room.id }, guest.userToken)).body.data.showWaitRoom).toBe(true);
    expect((await authCheck({ eventId: room.id }, owner.userToken)).body.data.showWaitRoom).toBe(false);
  });

  it('answers 11001 without a room and 11002 for one that does not exist', async () => {
    const member = await buildMember(server);
    expectRefused(await authCheck({}, member.userToken), 'RoomIdRequired');
    expectRefused(await authCheck({ eventId: 'no-such-room' }, member.userToken), 'RoomNotFound');
  });

  it("refuses a private room to those not invited: 4003 'This room is private' (pre-room index 1)", async () => {
    const owner = await buildMember(server);
    const friend = await buildMember(server);
    const stranger = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { privateLevel: 2, friendList: [friend.userId] });
    expectRefused(
      await authCheck({ eventId: room.id }, stranger.userToken),
      'Forbidden',
      'This room is private',
    );
    expect((await authCheck({ eventId: room.id }, friend.userToken)).body.code).toBe(200);
    expect((await authCheck({ eventId: room.id }, owner.userToken)).body.code).toBe(200);
  });

  it('bars guests and under-age members from a room labelled 18 with 10011 (kick-out code 3)', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { label: '18' });
    const guest = await buildGuest(server);
    const teen = await memberAged(15);
    const adult = await memberAged(18);
    expectRefused(await authCheck({ eventId: room.id }, guest.userToken), 'RoomAgeRestricted');
    expectRefused(await authCheck({ eventId: room.id }, teen.userToken), 'RoomAgeRestricted');
    expect((await authCheck({ eventId: room.id }, adult.userToken)).body.code).toBe(200);

    await editRoomThroughApi(server, owner, room.id, 'label', 'kids');
    expect((await authCheck({ eventId: room.id }, teen.userToken)).body.code).toBe(200);
  });
});

describe('activeList (spec 000 §7, §9: public rooms with people now, fullest first, 20 a page)', () => {
  it('lists public rooms people are in, by how many, and drops them once empty', async () => {
    const owner = await buildMember(server);
    const [quiet, busy, hidden, empty] = [
      await createRoomThroughApi(server, owner, { title: 'Quiet corner' }),
      await createRoomThroughApi(server, owner, { title: 'Busy hall' }),
      await createRoomThroughApi(server, owner, { title: 'Hidden den', privateLevel: 2 }),
      await createRoomThroughApi(server, owner, { title: 'Empty room' }),
    ];
    const people = [await buildMember(server), await buildMember(server), await buildMember(server)];
    const sockets = [
      await openRoomSocket(server, busy.id, people[0]?.userToken ?? ''),
      await openRoomSocket(server, busy.id, people[1]?.userToken ?? ''),
      // The same person twice counts once.
      await openRoomSocket(server, busy.id, people[1]?.userToken ?? ''),
      await openRoomSocket(server, quiet.id, people[2]?.userToken ?? ''),
      await openRoomSocket(server, hidden.id, owner.userToken),
    ];
    const quietSocket = sockets[3];
    // Joins mark the candidates the list asks the presence store about; the last leave clears them.
    const markedAmong = async (ids: string[]) =>
      (
        await server.limelight.db
          .selectFrom('rooms')
          .select('id')
          .where('id', 'in', ids)
          .where('peopleSeenAt', 'is not', null)
          .orderBy('title')
          .execute()
      ).map((row) => row.id);
    // A join is marked once the socket is in, a moment after it opened.
    await expect
      .poll(() => markedAmong([quiet.id, busy.id, hidden.id, empty.id]))
      .toEqual([busy.id, hidden.id, quiet.id]);
    const listed = await activeList();
    expect(idsOf(listed)).toEqual([busy.id, quiet.id]);
    expect(listed.body.data.list.map((room) => room.peopleCount)).toEqual([2, 1]);
    expect(idsOf(listed)).not.toContain(empty.id);

    const firstPage = await activeList({ pageSize: '1' });
    expect(firstPage.body.data.pagination).toEqual({ page: 1, pageSize: 1, total: 2, hasNextPage: true });
    expect(idsOf(await activeList({ pageSize: '1', page: '2' }))).toEqual([quiet.id]);

    if (quietSocket) await closeAll([quietSocket]);
    await expect.poll(async () => idsOf(await activeList())).toEqual([busy.id]);
    await closeAll(sockets.filter((socket) => socket !== quietSocket));
    await expect.poll(() => markedAmong([busy.id, hidden.id])).toEqual([]);
    expect(idsOf(await activeList())).toEqual([]);
    expect((await activeList()).body.data.pagination.pageSize).toBe(20);
  });
});
