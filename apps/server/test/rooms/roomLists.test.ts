import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, openRoomSocket } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createRoomThroughApi, editRoomThroughApi } from './roomFactories.ts';
import { closeAll, idsOf, roomCalls } from './roomCalls.ts';

let server: TestServer;
let calls: ReturnType<typeof roomCalls>;
beforeAll(async () => {
  server = await startTestServer();
  calls = roomCalls(server);
});
afterAll(() => server.close());

describe('subscribe and myRoom (spec 000 §7, §9 room list page size 20)', () => {
  it('subscribes and unsubscribes, once each however often asked', async () => {
    const owner = await buildMember(server);
    const fan = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    for (let i = 0; i < 2; i += 1) {
      const { body } = await calls.subscribe({ eventId: room.slug, subscribe: 1 }, fan.userToken);
      expect(body.data).toEqual({ eventId: room.id, isSubscribed: true });
    }
    expect(idsOf(await calls.myRoom(fan.userToken, { option: 'subscribed' }))).toEqual([room.id]);
    expect((await calls.detail(room.id, fan.userToken)).body.data.isSubscribed).toBe(true);
    await calls.subscribe({ eventId: room.id, subscribe: false }, fan.userToken);
    expect(idsOf(await calls.myRoom(fan.userToken, { option: 'subscribed' }))).toEqual([]);
  });

  it('refuses a missing room (11001), a room the caller may not see (11002) and guests (10002)', async () => {
    const owner = await buildMember(server);
    const fan = await buildMember(server);
    const hidden = await createRoomThroughApi(server, owner, { privateLevel: 2 });
    expectRefused(await calls.subscribe({ subscribe: 1 }, fan.userToken), 'RoomIdRequired');
    expectRefused(await calls.subscribe({ eventId: hidden.id, subscribe: 1 }, fan.userToken), 'RoomNotFound');
    const guest = await buildGuest(server);
    expectRefused(
      await calls.subscribe({ eventId: hidden.id, subscribe: 1 }, guest.userToken),
      'LoginRequired',
    );
  });

  it('lists my own rooms newest first, private ones included, page by page', async () => {
    const owner = await buildMember(server);
    const rooms = [];
    for (const title of ['First', 'Second', 'Third'])
      rooms.push(
        await createRoomThroughApi(server, owner, { title, privateLevel: title === 'Second' ? 2 : 1 }),
      );
    const first = await calls.myRoom(owner.userToken, { pageSize: '2' });
    const second = await calls.myRoom(owner.userToken, { pageSize: '2', page: '2' });
    expect(first.body.data.pagination).toEqual({ page: 1, pageSize: 2, total: 3, hasNextPage: true });
    expect([...idsOf(first), ...idsOf(second)]).toEqual(rooms.map((room) => room.id).reverse());
    expect((await calls.myRoom(owner.userToken)).body.data.pagination.pageSize).toBe(20);
    expectRefused(await calls.myRoom((await buildGuest(server)).userToken), 'LoginRequired');
  });
});

describe('authCheck (spec 000 §2 pre-room: 200 + showWaitRoom, 10011, 11002, others)', () => {
  it('lets people in, showing the waiting room to everyone but the owner when it is on', async () => {
    const owner = await buildMember(server);
    const guest = await buildGuest(server);
    const room = await createRoomThroughApi(server, owner);
    expect((await calls.authCheck({ eventId: room.slug }, guest.userToken)).body).toMatchObject({
      code: 200,
      data: { eventId: room.id, slug: room.slug, showWaitRoom: false },
    });
    await editRoomThroughApi(server, owner, room.id, 'waitRoom', true);
    expect((await calls.authCheck({ eventId: room.id }, guest.userToken)).body.data.showWaitRoom).toBe(true);
    expect((await calls.authCheck({ eventId: room.id }, owner.userToken)).body.data.showWaitRoom).toBe(false);
  });

  it('answers 11001 without a room and 11002 for one that does not exist', async () => {
    const member = await buildMember(server);
    expectRefused(await calls.authCheck({}, member.userToken), 'RoomIdRequired');
    expectRefused(await calls.authCheck({ eventId: 'no-such-room' }, member.userToken), 'RoomNotFound');
  });

  it("refuses a private room to those not invited: 4003 'This room is private' (pre-room index 1)", async () => {
    const owner = await buildMember(server);
    const friend = await buildMember(server);
    const stranger = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { privateLevel: 2, friendList: [friend.userId] });
    expectRefused(
      await calls.authCheck({ eventId: room.id }, stranger.userToken),
      'Forbidden',
      'This room is private',
    );
    expect((await calls.authCheck({ eventId: room.id }, friend.userToken)).body.code).toBe(200);
    expect((await calls.authCheck({ eventId: room.id }, owner.userToken)).body.code).toBe(200);
  });

  it('bars guests and under-age members from a room labelled 18 with 10011 (kick-out code 3)', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, { label: '18' });
    const guest = await buildGuest(server);
    const teen = await calls.memberAged(15);
    const adult = await calls.memberAged(18);
    expectRefused(await calls.authCheck({ eventId: room.id }, guest.userToken), 'RoomAgeRestricted');
    expectRefused(await calls.authCheck({ eventId: room.id }, teen.userToken), 'RoomAgeRestricted');
    expect((await calls.authCheck({ eventId: room.id }, adult.userToken)).body.code).toBe(200);

    await editRoomThroughApi(server, owner, room.id, 'label', 'kids');
    expect((await calls.authCheck({ eventId: room.id }, teen.userToken)).body.code).toBe(200);
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
    const listed = await calls.activeList();
    expect(idsOf(listed)).toEqual([busy.id, quiet.id]);
    expect(listed.body.data.list.map((room) => room.peopleCount)).toEqual([2, 1]);
    expect(idsOf(listed)).not.toContain(empty.id);

    const firstPage = await calls.activeList({ pageSize: '1' });
    expect(firstPage.body.data.pagination).toEqual({ page: 1, pageSize: 1, total: 2, hasNextPage: true });
    expect(idsOf(await calls.activeList({ pageSize: '1', page: '2' }))).toEqual([quiet.id]);

    if (quietSocket) await closeAll([quietSocket]);
    await expect.poll(async () => idsOf(await calls.activeList())).toEqual([busy.id]);
    await closeAll(sockets.filter((socket) => socket !== quietSocket));
    await expect.poll(() => markedAmong([busy.id, hidden.id])).toEqual([]);
    expect(idsOf(await calls.activeList())).toEqual([]);
    expect((await calls.activeList()).body.data.pagination.pageSize).toBe(20);
  });
});
