import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppKey, ConnectionCommand, KickoutCode, RoomCommand, type SocketMessage } from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildGuest, buildMember, memberPassword, openRoomSocket } from '../factories.ts';
import { createRoomThroughApi, editRoomThroughApi } from './roomFactories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const isKick = (m: SocketMessage) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick;

describe('kick-out code 3 (spec 000 §4): the label turns adult with people inside', () => {
  it('closes the room sockets of guests and under-age members; adults and the owner stay and see the label', async () => {
    const owner = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const adult = await buildMember(server);
    const minor = await server.api.post<{ userToken: string }>('/api/passport/v1/register', {
      email: `${randomUUID()}@example.com`,
      password: memberPassword,
      dob: `${new Date().getFullYear() - 15}-01-01`,
    });
    const guest = await buildGuest(server, room.id);
    const sockets = {
      owner: await openRoomSocket(server, room.id, owner.userToken),
      adult: await openRoomSocket(server, room.id, adult.userToken),
      minor: await openRoomSocket(server, room.id, minor.body.data.userToken),
      guest: await openRoomSocket(server, room.id, guest.userToken),
    };
    for (const socket of Object.values(sockets))
      await socket.waitFor((m) => m.command === ConnectionCommand.RoomSeq);

    await editRoomThroughApi(server, owner, room.id, 'label', '18');
    for (const kicked of [sockets.minor, sockets.guest]) {
      expect((await kicked.waitFor(isKick)).payload).toMatchObject({ code: KickoutCode.AdultContent });
      expect((await kicked.closed).code).toBe(4004);
    }
    for (const staying of [sockets.owner, sockets.adult]) {
      const label = await staying.waitFor((m) => m.appKey === AppKey.Room && m.command === RoomCommand.Label);
      expect(label.payload).toEqual({ eventId: room.id, label: '18' });
      expect(staying.received.some(isKick)).toBe(false);
    }
    // And they cannot come back while the label holds (10011).
    const again = await server.api.post(
      '/api/socket/v1/getConnectionToken',
      { eventId: room.id },
      { token: guest.userToken },
    );
    expect(again.body.code).toBe(10011);
    Object.values(sockets).forEach((socket) => socket.close());
  });
});
