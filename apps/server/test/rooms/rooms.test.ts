import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppKey, RoomCommand, RoomNotificationCommand, type RoomView } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, buildOpenRoom, nameMember, openRoomSocket } from '../factories.ts';
import { expectInvalid, expectRefused } from '../expectations.ts';
import { createRoomThroughApi, editRoomThroughApi } from './roomFactories.ts';
import { closeAll, idsOf, roomCalls } from './roomCalls.ts';

let server: TestServer;
let calls: ReturnType<typeof roomCalls>;
beforeAll(async () => {
  server = await startTestServer();
  calls = roomCalls(server);
});
afterAll(() => server.close());

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

  it('takes a name in any script with emoji, as event titles (issue 22: "Café chat ☕"); markup refused', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { title: 'Café chat ☕' });
    expect({ title: room.title, slug: room.slug }).toEqual({ title: 'Café chat ☕', slug: 'cafe-chat' });
    const renamed = await editRoomThroughApi(server, owner, room.id, 'title', '爵士之夜 🎷');
    expect(renamed.title).toBe('爵士之夜 🎷');
    expectInvalid(
      await server.api.post(
        '/api/room/v1/createRoom',
        { title: '<b>Jam</b> ☕' },
        { token: owner.userToken },
      ),
      'title',
      'Only letters, numbers, emoji, spaces, underscores and dashes are allowed',
    );
  });

  it('holds the name, tag and room type rules, with their messages', async () => {
    const owner = await buildMember(server);
    const create = (body: Record<string, unknown>) =>
      server.api.post('/api/room/v1/createRoom', body, { token: owner.userToken });
    expectInvalid(await create({}), 'title', 'This field is required');
    expectInvalid(
      await create({ title: 'Café & Co' }),
      'title',
      'Only letters, numbers, emoji, spaces, underscores and dashes are allowed',
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

    const seenByFriend = await calls.detail(room.id, friend.userToken);
    expect(seenByFriend.body.data).toMatchObject({ id: room.id, isOwner: false, friendList: [] });
    expectRefused(await calls.detail(room.id, other.userToken), 'RoomNotFound');
    await closeAll([friendSocket]);
  });
});

describe('detail (spec 000 §7; private rooms to owner, subscribers and invitees only)', () => {
  it('finds a room by id or by slug in any case, and needs one', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { title: 'Slug Finder' });
    expect((await calls.detail(room.slug.toUpperCase())).body.data.id).toBe(room.id);
    expect((await calls.detail(room.id, owner.userToken)).body.data).toMatchObject({ isOwner: true });
    expectRefused(await server.api.get('/api/room/v1/detail'), 'RoomIdRequired');
    expectRefused(await calls.detail('no-such-room'), 'RoomNotFound');
  });

  it('answers 11002 for a private room to strangers and guests, as for a missing one', async () => {
    const owner = await buildMember(server);
    const subscriber = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { title: 'Closing soon' });
    await calls.subscribe({ eventId: room.id, subscribe: 1 }, subscriber.userToken);
    await editRoomThroughApi(server, owner, room.id, 'privateLevel', 2);

    const stranger = await buildMember(server);
    const guest = await buildGuest(server);
    expectRefused(await calls.detail(room.id, stranger.userToken), 'RoomNotFound');
    expectRefused(await calls.detail(room.id, guest.userToken), 'RoomNotFound');
    expectRefused(await calls.detail(room.id), 'RoomNotFound');
    expect((await calls.detail(room.id, subscriber.userToken)).body.data).toMatchObject({
      privateLevel: 2,
      isSubscribed: true,
    });
  });

  it('hides the people count when showParticipants is off, except from the owner', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { title: 'Quiet room' });
    const socket = await openRoomSocket(server, room.id, owner.userToken);
    expect((await calls.detail(room.id)).body.data.peopleCount).toBe(1);
    await editRoomThroughApi(server, owner, room.id, 'showParticipants', false);
    expect((await calls.detail(room.id)).body.data.peopleCount).toBeNull();
    expect((await calls.detail(room.id, owner.userToken)).body.data.peopleCount).toBe(1);
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
    expect((await calls.detail(room.id, owner.userToken)).body.data.slug).toBe(room.slug);
    await closeAll([socket]);
  });

  it('keeps the live settings in the room state (what a resync answers); a refused change logs nothing', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    await editRoomThroughApi(server, owner, room.id, 'sendChat', false);
    await editRoomThroughApi(server, owner, room.id, 'label', '18');
    const refused = await calls.editRoom(
      { eventId: room.id, option: 'joinStage', value: 9 },
      owner.userToken,
    );
    expect(refused.body.code).toBe(19006);
    const row = await server.limelight.roomLog.readState(room.id);
    expect(row).toEqual({ seq: 2, state: { settings: { sendChat: false, label: '18' } } });
  });

  it('answers the room settings codes in order: room, owner, option, value', async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const token = owner.userToken;
    expectRefused(await calls.editRoom({ option: 'waitRoom', value: true }, token), 'RoomIdMissing');
    expectRefused(
      await calls.editRoom({ eventId: 'nope', option: 'waitRoom', value: true }, token),
      'RoomNotFound',
    );
    expectRefused(
      await calls.editRoom({ eventId: room.id, option: 'waitRoom', value: true }, other.userToken),
      'NotEventOwner',
    );
    expectRefused(await calls.editRoom({ eventId: room.id, value: true }, token), 'OptionNameRequired');
    expectRefused(
      await calls.editRoom({ eventId: room.id, option: 'colour', value: 'red' }, token),
      'OptionNameInvalid',
    );
    expectRefused(
      await calls.editRoom({ eventId: room.id, option: 'waitRoom' }, token),
      'OptionValueRequired',
    );
    expectRefused(
      await calls.editRoom({ eventId: room.id, option: 'title', value: 'Café!' }, token),
      'UpdateRoomSettingFailed',
      'Only letters, numbers, emoji, spaces, underscores and dashes are allowed',
    );
    expectRefused(
      await calls.editRoom({ eventId: room.id, option: 'tags', value: ['a', 'A'] }, token),
      'UpdateRoomSettingFailed',
      'Each tag can only be added once',
    );
    expectRefused(
      await calls.editRoom({ eventId: room.id, option: 'privateLevel', value: 0 }, token),
      'UpdateRoomSettingFailed',
      'Please choose a room type',
    );
    const guest = await buildGuest(server);
    expectRefused(
      await calls.editRoom({ eventId: room.id, option: 'waitRoom', value: true }, guest.userToken),
      'LoginRequired',
    );
    expect((await calls.detail(room.id)).body.data).toMatchObject({
      title: room.title,
      waitRoom: false,
      tags: [],
    });
  });
});

describe('deleteRoom (spec 000 §6: the owner deletes the room)', () => {
  it('is the owner’s alone; the room is then gone for everyone', async () => {
    const owner = await buildMember(server);
    const other = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    expectRefused(await calls.deleteRoom({}, owner.userToken), 'RoomIdRequired');
    expectRefused(await calls.deleteRoom({ eventId: room.id }, other.userToken), 'NotEventOwner');
    expect((await calls.deleteRoom({ eventId: room.slug }, owner.userToken)).body.data).toEqual({
      eventId: room.id,
      deleted: 1,
    });
    expectRefused(await calls.detail(room.id, owner.userToken), 'RoomNotFound');
    expectRefused(await calls.authCheck({ eventId: room.id }, owner.userToken), 'RoomNotFound');
    expectRefused(await calls.deleteRoom({ eventId: room.id }, owner.userToken), 'RoomNotFound');
    expect(idsOf(await calls.myRoom(owner.userToken))).toEqual([]);
  });
});
