import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ConnectionCommand,
  FlagCommand,
  KickoutCode,
  Messages,
  type Page,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, openRoomSocket, sendRoomChat } from '../factories.ts';
import { expectRefused } from '../expectations.ts';
import { createRoomThroughApi } from '../rooms/roomFactories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const isKick = (m: SocketMessage) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick;
const isFlag = (command: string) => (m: SocketMessage) => m.appKey === AppKey.Flag && m.command === command;

async function roomWithMember() {
  const owner = await buildMember(server);
  const member = await buildMember(server);
  const room = await createRoomThroughApi(server, owner);
  const ownerSocket = await openRoomSocket(server, room.id, owner.userToken);
  const memberSocket = await openRoomSocket(server, room.id, member.userToken);
  await memberSocket.waitFor((m) => m.command === ConnectionCommand.RoomSeq);
  return { owner, member, roomId: room.id, ownerSocket, memberSocket };
}

describe('reports (spec 000 §4 report-related kick-outs, §5 report form)', () => {
  it('stores a report of the room or of a person; the form needs a comment and a reason 1 to 9', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithMember();
    const report = (body: object) =>
      server.api.post('/api/flag/v1/report', { eventId: roomId, ...body }, { token: member.userToken });
    const stored = await report({ reason: 3, comment: 'Spam in the chat' });
    expect(stored.body).toMatchObject({ code: 200, data: { blocked: false } });
    expect((await report({ reason: 3, comment: 'Rude', userId: owner.userId })).body.data).toMatchObject({
      blocked: false,
    });
    expect((await report({ reason: 3, comment: '  ' })).body).toMatchObject({
      code: 4000,
      message: expect.stringContaining('Missing report commend'),
    });
    expect((await report({ reason: 10, comment: 'x' })).body).toMatchObject({
      code: 4000,
      message: expect.stringContaining('Please select your reason'),
    });
    expect((await report({ reason: 1, comment: 'me', userId: member.userId })).body.code).toBe(4000);
    const rows = await server.limelight.db
      .selectFrom('roomReports')
      .selectAll()
      .where('roomId', '=', roomId)
      .execute();
    expect(rows.map((row) => [row.reason, row.targetUserId])).toEqual(
      expect.arrayContaining([
        [3, null],
        [3, owner.userId],
      ]),
    );
    // Nobody was kicked by a member's report.
    expect(ownerSocket.received.some(isKick)).toBe(false);
    [ownerSocket, memberSocket].forEach((socket) => socket.close());
  });

  it("a moderator's report of a person blocks them from the room: cya_flag blockUser, kick-out 1, no way back until unblocked", async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithMember();
    const reported = await server.api.post(
      '/api/flag/v1/report',
      { eventId: roomId, userId: member.userId, reason: 2, comment: 'Harassment' },
      { token: owner.userToken },
    );
    expect(reported.body.data).toMatchObject({ blocked: true });
    expect((await memberSocket.waitFor(isFlag(FlagCommand.BlockUser))).payload).toEqual({
      eventId: roomId,
      userId: member.userId,
    });
    expect((await memberSocket.waitFor(isKick)).payload).toMatchObject({ code: KickoutCode.BlockedByFlag });
    expect((await memberSocket.closed).code).toBe(4004);
    expect(ownerSocket.received.some(isKick)).toBe(false);

    const blocked = { code: 4003, message: Messages.blocked };
    expect(
      (await server.api.post('/api/room/v1/authCheck', { eventId: roomId }, { token: member.userToken }))
        .body,
    ).toMatchObject(blocked);
    expect(
      (
        await server.api.post(
          '/api/socket/v1/getConnectionToken',
          { eventId: roomId },
          { token: member.userToken },
        )
      ).body,
    ).toMatchObject(blocked);
    expect((await sendRoomChat(server, roomId, 'hi', member.userToken)).body).toMatchObject(blocked);

    const list = await server.api.get<Page<string>>('/api/flag/v1/blockedList', {
      token: owner.userToken,
      query: { eventId: roomId },
    });
    expect(list.body.data).toMatchObject({
      list: [member.userId],
      pagination: { total: 1, hasNextPage: false },
    });
    const other = await buildMember(server);
    expectRefused(
      await server.api.get('/api/flag/v1/blockedList', {
        token: other.userToken,
        query: { eventId: roomId },
      }),
      'Forbidden',
    );
    expectRefused(
      await server.api.post(
        '/api/flag/v1/blockUser',
        { eventId: roomId, userId: owner.userId },
        { token: other.userToken },
      ),
      'Forbidden',
    );

    expect(
      (
        await server.api.post(
          '/api/flag/v1/unblockUser',
          { eventId: roomId, userId: member.userId },
          { token: owner.userToken },
        )
      ).body.code,
    ).toBe(200);
    expect(
      (await server.api.post('/api/room/v1/authCheck', { eventId: roomId }, { token: member.userToken })).body
        .code,
    ).toBe(200);
    expectRefused(
      await server.api.post(
        '/api/flag/v1/unblockUser',
        { eventId: roomId, userId: member.userId },
        { token: owner.userToken },
      ),
      'NotFound',
    );
    ownerSocket.close();
  });
});

describe('closing a room for everyone (cya_flag closeEvent, kick-out 2)', () => {
  it('only the owner closes it; everyone hears closeEvent from the log, then every socket of the room is kicked', async () => {
    const { owner, member, roomId, ownerSocket, memberSocket } = await roomWithMember();
    expectRefused(
      await server.api.post('/api/flag/v1/closeEvent', { eventId: roomId }, { token: member.userToken }),
      'NotEventOwner',
    );
    expect(
      (await server.api.post('/api/flag/v1/closeEvent', { eventId: roomId }, { token: owner.userToken })).body
        .code,
    ).toBe(200);
    for (const socket of [ownerSocket, memberSocket]) {
      const closing = await socket.waitFor(isFlag(FlagCommand.CloseEvent));
      expect(closing).toMatchObject({ payload: { eventId: roomId }, seq: 1 });
      expect((await socket.waitFor(isKick)).payload).toMatchObject({ code: KickoutCode.EventClosed });
      expect((await socket.closed).code).toBe(4004);
    }
  });
});
