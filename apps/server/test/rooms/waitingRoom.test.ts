import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ChatCommand,
  clientFrameOf,
  CommonCommand,
  ConnectionCommand,
  Messages,
  RoomCommand,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, nameMember, openRoomSocket, sendRoomChat, type TestMember } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import type { TestSocket } from '../socketClient.ts';
import { createRoomThroughApi, editRoomThroughApi } from './roomFactories.ts';
import { maxWaitingPeople } from '../../src/features/rooms/waitingRoom.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const isRoom = (command: string) => (m: SocketMessage) => m.appKey === AppKey.Room && m.command === command;
const authCheck = (eventId: string, token: string) =>
  server.api.post<{ showWaitRoom: boolean }>('/api/room/v1/authCheck', { eventId }, { token });

/** A room with the waiting room on, its owner's room socket, and a helper making named people who knock. */
async function waitingRoom() {
  const owner = await buildMember(server);
  const room = await createRoomThroughApi(server, owner);
  await editRoomThroughApi(server, owner, room.id, 'waitRoom', true);
  const host = await openRoomSocket(server, room.id, owner.userToken);
  await host.waitFor((m) => m.command === ConnectionCommand.RoomSeq);
  const knock = async (firstName: string): Promise<{ member: TestMember; socket: TestSocket }> => {
    const member = await nameMember(server, await buildMember(server), firstName);
    const socket = await openRoomSocket(server, room.id, member.userToken);
    return { member, socket };
  };
  return { owner, roomId: room.id, host, knock };
}

const accept = (roomId: string, userId: string, inviteToStage = false) =>
  clientFrameOf(AppKey.Room, RoomCommand.WaitAccept, { eventId: roomId, userId, inviteToStage });

describe('the waiting room (spec 001 §4 waitJoin … waitReject)', () => {
  it('puts a member in line: hosts see them join, they learn their place, and hear nothing of the room', async () => {
    const { owner, roomId, host, knock } = await waitingRoom();
    expect((await authCheck(roomId, owner.userToken)).body.data.showWaitRoom).toBe(false);
    const ada = await knock('Ada');
    expect((await authCheck(roomId, ada.member.userToken)).body.data.showWaitRoom).toBe(true);
    const joined = await host.waitFor(isRoom(RoomCommand.WaitJoin));
    expect(joined.payload).toEqual({
      eventId: roomId,
      person: {
        userId: ada.member.userId,
        displayName: 'Ada',
        avatar: null,
        waitingSince: expect.any(String),
      },
    });
    // Every host's page counts the wait from the same moment: when the person took their place.
    const since = Date.parse((joined.payload as { person: { waitingSince: string } }).person.waitingSince);
    expect(Math.abs(Date.now() - since)).toBeLessThan(60_000);
    expect((await ada.socket.waitFor(isRoom(RoomCommand.WaitRoom))).payload).toEqual({
      eventId: roomId,
      position: 1,
    });
    expect(ada.socket.received.some((m) => m.command === ConnectionCommand.RoomSeq)).toBe(false);

    const bob = await knock('Bob');
    expect((await bob.socket.waitFor(isRoom(RoomCommand.WaitRoom))).payload).toMatchObject({ position: 2 });
    const update = await host.waitFor(
      (m) => isRoom(RoomCommand.WaitUpdate)(m) && (m.payload as { waiting: unknown[] }).waiting.length === 2,
    );
    expect((update.payload as { waiting: { userId: string }[] }).waiting.map((p) => p.userId)).toEqual([
      ada.member.userId,
      bob.member.userId,
    ]);

    // While waiting: no room frames, no chat, no room state.
    await sendRoomChat(server, roomId, 'hosts only', owner.userToken);
    await host.waitFor((m) => m.command === ChatCommand.SendMessage);
    expect(ada.socket.received.some((m) => m.command === ChatCommand.SendMessage)).toBe(false);
    const chat = await sendRoomChat(server, roomId, 'hi', ada.member.userToken);
    expect(chat.body).toMatchObject({ code: 4003, message: 'Please wait until a host lets you in.' });
    [host, ada.socket, bob.socket].forEach((socket) => socket.close());
  });

  it('a host admits (inviting to the stage) or removes; the line moves up; the admitted enter without waiting', async () => {
    const { roomId, host, knock } = await waitingRoom();
    const ada = await knock('Ada');
    const bob = await knock('Bob');
    const cy = await knock('Cy');
    await cy.socket.waitFor(isRoom(RoomCommand.WaitRoom));

    const mark = host.received.length;
    host.send(accept(roomId, ada.member.userId, true));
    expect((await ada.socket.waitFor(isRoom(RoomCommand.WaitAccept))).payload).toEqual({
      eventId: roomId,
      inviteToStage: true,
    });
    expect((await host.waitFor(isRoom(RoomCommand.WaitLeave), 5000, mark)).payload).toEqual({
      eventId: roomId,
      userId: ada.member.userId,
    });
    expect(
      (
        await bob.socket.waitFor(
          (m) => isRoom(RoomCommand.WaitRoom)(m) && (m.payload as { position: number }).position === 1,
        )
      ).payload,
    ).toEqual({ eventId: roomId, position: 1 });

    host.send(
      clientFrameOf(AppKey.Room, RoomCommand.WaitReject, { eventId: roomId, userId: bob.member.userId }),
    );
    expect((await bob.socket.waitFor(isRoom(RoomCommand.WaitReject))).payload).toEqual({
      eventId: roomId,
      reason: 'removed',
    });
    await cy.socket.waitFor(
      (m) => isRoom(RoomCommand.WaitRoom)(m) && (m.payload as { position: number }).position === 1,
    );

    // Admitted: the pre-room lets Ada through, her new socket is a room socket, she chats.
    expect((await authCheck(roomId, ada.member.userToken)).body.data.showWaitRoom).toBe(false);
    const inside = await openRoomSocket(server, roomId, ada.member.userToken);
    await inside.waitFor((m) => m.command === ConnectionCommand.RoomSeq);
    const chat = await sendRoomChat(server, roomId, 'thanks', ada.member.userToken);
    expect(chat.body.code).toBe(200);
    // Removed people may knock again.
    expect((await authCheck(roomId, bob.member.userToken)).body.data.showWaitRoom).toBe(true);

    // Only hosts admit: Ada (inside, no role) is refused, on her socket.
    inside.send(accept(roomId, cy.member.userId));
    const error = await inside.waitFor((m) => m.command === CommonCommand.Error);
    expect(error.payload).toMatchObject({ code: 4003, command: RoomCommand.WaitAccept });
    // Someone not waiting answers 4004.
    host.send(accept(roomId, bob.member.userId));
    const missing = await host.waitFor((m) => m.command === CommonCommand.Error);
    expect(missing.payload).toMatchObject({ code: 4004 });
    [host, ada.socket, bob.socket, cy.socket, inside].forEach((socket) => socket.close());
  });

  it('leaving the line (closing the waiting socket) tells the hosts; a host who opens the room later gets the line', async () => {
    const { owner, roomId, host, knock } = await waitingRoom();
    const ada = await knock('Ada');
    const bob = await knock('Bob');
    await bob.socket.waitFor(isRoom(RoomCommand.WaitRoom));
    const mark = host.received.length;
    ada.socket.close();
    expect((await host.waitFor(isRoom(RoomCommand.WaitLeave), 5000, mark)).payload).toEqual({
      eventId: roomId,
      userId: ada.member.userId,
    });
    await bob.socket.waitFor(
      (m) => isRoom(RoomCommand.WaitRoom)(m) && (m.payload as { position: number }).position === 1,
    );
    const second = await openRoomSocket(server, roomId, owner.userToken);
    const queue = await second.waitFor(isRoom(RoomCommand.WaitUpdate));
    expect((queue.payload as { waiting: { userId: string }[] }).waiting.map((p) => p.userId)).toEqual([
      bob.member.userId,
    ]);
    [host, bob.socket, second].forEach((socket) => socket.close());
  });

  it(`answers 5007 when ${maxWaitingPeople} people already wait (the queue at full capacity)`, async () => {
    const { roomId, host } = await waitingRoom();
    const ids = Array.from({ length: maxWaitingPeople }, () => randomUUID());
    await server.limelight.db
      .insertInto('users')
      .values(ids.map((id) => ({ id, kind: 'guest' as const })))
      .execute();
    await server.limelight.db
      .insertInto('roomWaiting')
      .values(ids.map((userId) => ({ roomId, userId, status: 'waiting' as const })))
      .execute();
    const late = await buildMember(server);
    expectRefused(await authCheck(roomId, late.userToken), 'RoomFull');
    expectRefused(
      await server.api.post(
        '/api/socket/v1/getConnectionToken',
        { eventId: roomId },
        { token: late.userToken },
      ),
      'RoomFull',
    );
    host.close();
  });

  it('a person blocked while waiting leaves the line and reads why; closing the room empties the line', async () => {
    const { owner, roomId, host, knock } = await waitingRoom();
    const ada = await knock('Ada');
    const bob = await knock('Bob');
    await bob.socket.waitFor(isRoom(RoomCommand.WaitRoom));

    const blocked = await server.api.post(
      '/api/flag/v1/blockUser',
      { eventId: roomId, userId: ada.member.userId },
      { token: owner.userToken },
    );
    expect(blocked.body.code).toBe(200);
    expect((await ada.socket.waitFor(isRoom(RoomCommand.WaitReject))).payload).toEqual({
      eventId: roomId,
      reason: 'blocked',
    });
    await bob.socket.waitFor(
      (m) => isRoom(RoomCommand.WaitRoom)(m) && (m.payload as { position: number }).position === 1,
    );
    expect((await authCheck(roomId, ada.member.userToken)).body).toMatchObject({
      code: 4003,
      message: Messages.blocked,
    });

    const closed = await server.api.post(
      '/api/flag/v1/closeEvent',
      { eventId: roomId },
      { token: owner.userToken },
    );
    expect(closed.body.code).toBe(200);
    expect((await bob.socket.waitFor(isRoom(RoomCommand.WaitReject))).payload).toEqual({
      eventId: roomId,
      reason: 'closed',
    });
    const line = await server.limelight.db
      .selectFrom('roomWaiting')
      .select('userId')
      .where('roomId', '=', roomId)
      .where('status', '=', 'waiting')
      .execute();
    expect(line).toEqual([]);
    [host, ada.socket, bob.socket].forEach((socket) => socket.close());
  });
});
