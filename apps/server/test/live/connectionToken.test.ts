import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AgeLabel,
  AppKey,
  CastCommand,
  ConnectionCommand,
  type EventView,
  KickoutCode,
  Messages,
  RoomPrivacy,
  SocketCloseCode,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  banAccount,
  buildGuest,
  buildMember,
  buildOpenRoom,
  createEventThroughApi,
  grantRole,
  openRoomSocket,
  requestConnectionToken,
  type TestMember,
} from '../factories.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';
import { createPaidEvent, purchasedOrder } from '../commerce/purchaseKit.ts';
import { expectRefused } from '../expectations.ts';
import type { TestSocket } from '../socketClient.ts';

// Issue 10: room socket tokens follow the live pages' access rules and carry the holder's roles.
let server: TestServer;
let owner: TestMember;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  [owner, member] = await Promise.all([buildMember(server), buildMember(server)]);
});
afterAll(() => server.close());

/** The claims of a socket token as the gateway will read them (the test only looks, it does not verify). */
function claimsOf(token: string): { room: string; rk: string; roles: string[] } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    room: string;
    rk: string;
    roles: string[];
  };
}

async function tokenClaims(eventId: string, userToken: string) {
  const { body } = await requestConnectionToken(server, eventId, userToken);
  expect(body.code).toBe(200);
  return claimsOf(body.data.token);
}

const isKick = (m: SocketMessage) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick;

async function expectAlive(socket: TestSocket): Promise<void> {
  const mark = socket.received.length;
  socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
  await socket.waitFor((m) => m.command === ConnectionCommand.Pong, 5000, mark);
  expect(socket.received.some(isKick)).toBe(false);
}

describe('an event socket: the live page entry rules (spec 000 §4, spec 001 §2)', () => {
  let paid: EventView;
  let free: EventView;
  beforeAll(async () => {
    [paid, free] = await Promise.all([
      createPaidEvent(server, owner, {
        title: 'Paid show',
        tickets: [{ type: 'General', price: '15.00', min: 1, max: 2, total: 10 }],
      }),
      createEventThroughApi(server, owner, { title: 'Free show' }),
    ]);
  });

  it("refuses a paid event without a ticket ('No ticket', as the live page), accepts a ticket holder", async () => {
    const buyer = await buildMember(server);
    expectRefused(await requestConnectionToken(server, paid.id, buyer.userToken), 'Forbidden', 'No ticket');
    const guest = await buildGuest(server, paid.id);
    expectRefused(await requestConnectionToken(server, paid.id, guest.userToken), 'Forbidden', 'No ticket');
    await purchasedOrder(server, buyer, { eventId: paid.id, rawPrice: 15, finalPrice: 15 });
    expect(await tokenClaims(paid.id, buyer.userToken)).toMatchObject({
      room: paid.id,
      rk: 'event',
      roles: [],
    });
  });

  it('accepts a free event once the member holds its RSVP ticket; the slug names the same room', async () => {
    expectRefused(await requestConnectionToken(server, free.id, member.userToken), 'Forbidden', 'No ticket');
    const rsvp = await server.api.post(
      '/api/purchase/v1/rsvp',
      { eventId: free.id, type: 'live' },
      { token: member.userToken },
    );
    expect(rsvp.body.code).toBe(200);
    expect((await tokenClaims(free.id, member.userToken)).room).toBe(free.id);
    expect((await tokenClaims(free.slug, member.userToken)).room).toBe(free.id);
  });

  it('carries the role flags: the owner hosts, a moderator is a moderator, without any ticket', async () => {
    expect((await tokenClaims(paid.id, owner.userToken)).roles).toEqual(['owner', 'host']);
    const moderator = await buildMember(server);
    await grantRole(server, owner, paid.id, moderator, 'mod');
    expect(await tokenClaims(paid.id, moderator.userToken)).toMatchObject({ rk: 'event', roles: ['mod'] });
  });

  it('refuses a banned account (10030)', async () => {
    const banned = await buildMember(server);
    await banAccount(server, banned.userId);
    expectRefused(await requestConnectionToken(server, free.id, banned.userToken), 'AccountBanned');
  });

  it('refuses a guest (no birth date) an age-restricted event (10011)', async () => {
    const adultsOnly = await createEventThroughApi(server, owner, {
      title: 'Adults only',
      ageRestriction: 18,
    });
    const guest = await buildGuest(server, adultsOnly.id);
    expectRefused(
      await requestConnectionToken(server, adultsOnly.id, guest.userToken),
      'RoomAgeRestricted',
      Messages.ageRestricted,
    );
  });

  it('refuses a private event to those not invited (11025 guest, 11078 member)', async () => {
    const secret = await createEventThroughApi(server, owner, { title: 'Secret', visibility: 'private' });
    const guest = await buildGuest(server);
    expectRefused(await requestConnectionToken(server, secret.id, guest.userToken), 'PrivateEvent');
    expectRefused(
      await requestConnectionToken(server, secret.id, member.userToken),
      'PrivateEventNotInvited',
    );
    expect((await tokenClaims(secret.id, owner.userToken)).roles).toEqual(['owner', 'host']);
  });

  it('answers 11002 for an id that is neither an event nor a room, and issues no token', async () => {
    const guest = await buildGuest(server);
    expectRefused(await requestConnectionToken(server, 'no-such-room', guest.userToken), 'RoomNotFound');
  });
});

describe('a room socket: the pre-room authCheck rules (spec 000 §2)', () => {
  it('refuses a private room to someone not invited (4003), accepts the invited and the owner', async () => {
    const invited = await buildMember(server);
    const room = await createRoomThroughApi(server, owner, {
      privateLevel: RoomPrivacy.private,
      friendList: [invited.userId],
    });
    expectRefused(
      await requestConnectionToken(server, room.id, member.userToken),
      'Forbidden',
      Messages.roomIsPrivate,
    );
    expect(await tokenClaims(room.id, invited.userToken)).toMatchObject({
      room: room.id,
      rk: 'room',
      roles: [],
    });
    expect((await tokenClaims(room.id, owner.userToken)).roles).toEqual(['owner', 'host']);
  });

  it('refuses a guest an adult-labelled room (10011); an adult member enters', async () => {
    const room = await createRoomThroughApi(server, owner, { label: AgeLabel.adultsOnly });
    const guest = await buildGuest(server, room.id);
    expectRefused(await requestConnectionToken(server, room.id, guest.userToken), 'RoomAgeRestricted');
    expect((await tokenClaims(room.id, member.userToken)).rk).toBe('room');
  });

  it('refuses a deleted room (11002)', async () => {
    const room = await buildOpenRoom(server, owner);
    const deleted = await server.api.post(
      '/api/room/v1/deleteRoom',
      { eventId: room.id },
      { token: owner.userToken },
    );
    expect(deleted.body.code).toBe(200);
    expectRefused(await requestConnectionToken(server, room.id, member.userToken), 'RoomNotFound');
  });
});

describe('a kick-out closes only that room (spec 000 §4 kick-out codes)', () => {
  it("a kicked member loses that room's socket; their socket in another room stays", async () => {
    const [kickedFrom, other] = await Promise.all([
      buildOpenRoom(server, owner),
      buildOpenRoom(server, owner),
    ]);
    const inKickedRoom = await openRoomSocket(server, kickedFrom.id, member.userToken);
    const inOtherRoom = await openRoomSocket(server, other.id, member.userToken);
    const neighbour = await openRoomSocket(server, kickedFrom.id, owner.userToken);
    await server.limelight.delivery.kickFromRoom(kickedFrom.id, member.userId, KickoutCode.BlockedByFlag);
    const kick = await inKickedRoom.waitFor(isKick);
    expect(kick.payload).toMatchObject({ code: KickoutCode.BlockedByFlag });
    expect((await inKickedRoom.closed).code).toBe(SocketCloseCode.Kicked);
    await expectAlive(inOtherRoom);
    await expectAlive(neighbour);
    inOtherRoom.close();
    neighbour.close();
  });
});

describe('one tab per member in a room; moderators cannot be multi-connected (spec 000 §4, §6, spec 001 §4)', () => {
  let event: EventView;
  let moderator: TestMember;
  beforeAll(async () => {
    event = await createEventThroughApi(server, owner, { title: 'Moderated show' });
    moderator = await buildMember(server);
    await grantRole(server, owner, event.id, moderator, 'mod');
  });

  it('the newest socket stays; the older one gets cya_cast multiConn, then kick code 4, and closes', async () => {
    const first = await openRoomSocket(server, event.id, moderator.userToken);
    const elsewhere = await openRoomSocket(server, (await buildOpenRoom(server)).id, moderator.userToken);
    const second = await openRoomSocket(server, event.id, moderator.userToken);
    expect((await first.closed).code).toBe(SocketCloseCode.Kicked);
    const tail = first.received.filter(
      (m) => m.command === CastCommand.MultiConn || m.command === ConnectionCommand.Kick,
    );
    expect(tail).toEqual([
      {
        appKey: AppKey.Cast,
        command: CastCommand.MultiConn,
        payload: { eventId: event.id, userId: moderator.userId },
      },
      {
        appKey: AppKey.Connection,
        command: ConnectionCommand.Kick,
        payload: { code: KickoutCode.ConnectionKick },
      },
    ]);
    await expectAlive(second);
    await expectAlive(elsewhere);
    second.close();
    elsewhere.close();
  });

  it('two sockets opened at once keep exactly one', async () => {
    const sockets = await Promise.all([
      openRoomSocket(server, event.id, moderator.userToken),
      openRoomSocket(server, event.id, moderator.userToken),
    ]);
    const closed = await Promise.race(sockets.map((socket, index) => socket.closed.then(() => index)));
    const survivor = sockets[1 - closed];
    if (!survivor) throw new Error('no survivor');
    await expectAlive(survivor);
    survivor.close();
  });

  it("a member's older tab of a room is closed with kick code 4 (no multiConn); a guest may keep two", async () => {
    const viewer = await buildMember(server);
    const room = await buildOpenRoom(server);
    const first = await openRoomSocket(server, room.id, viewer.userToken);
    const second = await openRoomSocket(server, room.id, viewer.userToken);
    expect((await first.closed).code).toBe(SocketCloseCode.Kicked);
    expect(
      first.received.filter(
        (m) => m.command === ConnectionCommand.Kick || m.command === CastCommand.MultiConn,
      ),
    ).toEqual([
      {
        appKey: AppKey.Connection,
        command: ConnectionCommand.Kick,
        payload: { code: KickoutCode.ConnectionKick },
      },
    ]);
    await expectAlive(second);
    second.close();

    const guest = await buildGuest(server);
    const guestSockets = [
      await openRoomSocket(server, room.id, guest.userToken),
      await openRoomSocket(server, room.id, guest.userToken),
    ];
    for (const socket of guestSockets) await expectAlive(socket);
    guestSockets.forEach((socket) => socket.close());
  });
});
