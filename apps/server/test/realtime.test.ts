import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  CastCommand,
  ChatCommand,
  CommonCommand,
  ConnectionCommand,
  frameOf,
  KickoutCode,
  ResponseCode,
  SelfServiceCommand,
  SocketCloseCode,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from './testServer.ts';
import { buildGuest, buildMember, buildOpenRoom, openRoomSocket as openSocketAs } from './factories.ts';
import { TestSocket } from './socketClient.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A room anyone may enter; its id. */
const newRoom = async () => (await buildOpenRoom(server)).id;

async function openRoomSocket(roomId: string, userToken?: string): Promise<TestSocket> {
  const token = userToken ?? (await buildGuest(server, roomId)).userToken;
  return openSocketAs(server, roomId, token);
}

const joiningPeople = (count: number) => (m: { appKey: string; command: string; payload?: unknown }) =>
  m.appKey === AppKey.Cast &&
  m.command === CastCommand.EventJoiningPeople &&
  (m.payload as { count: number }).count === count;

describe('connection (spec 001 §4)', () => {
  it('answers ping with pong', async () => {
    const socket = await openRoomSocket(await newRoom());
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
    await socket.waitFor((m) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Pong);
    socket.close();
  });

  it("refuses a page of another origin, and accepts the app's own origins and clients without one", async () => {
    const { userToken } = await buildGuest(server);
    const roomId = await newRoom();
    const token = async () =>
      (
        await server.api.post<{ token: string }>(
          '/api/socket/v1/getConnectionToken',
          { eventId: roomId },
          { token: userToken },
        )
      ).body.data.token;
    const port = new URL(server.url).port;
    await expect(
      TestSocket.open(server.url, await token(), { origin: 'https://evil.example' }),
    ).rejects.toThrow('upgrade refused: 403');
    await expect(
      TestSocket.open(server.url, await token(), { origin: `http://localhost:${Number(port) + 1}` }),
    ).rejects.toThrow('upgrade refused: 403');
    // PUBLIC_URL defaults to http://localhost:<port>; a default install is reached as 127.0.0.1 too.
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`, undefined]) {
      const socket = await TestSocket.open(server.url, await token(), origin ? { origin } : {});
      socket.close();
    }
  });

  it('refuses an upgrade with a bad token, answering the envelope as every HTTP answer does', async () => {
    await expect(TestSocket.open(server.url, 'not-a-token')).rejects.toThrow('upgrade refused: 401');
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.get(`${server.url}/ws/not-a-token`, {
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      request.on('error', reject);
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({
      code: 10002,
      message: 'Invalid authorization. Please try to log in again.',
      data: null,
    });
  });

  it('answers malformed frames with error and keeps the socket open (issue 26)', async () => {
    const socket = await openRoomSocket(await newRoom());
    socket.send('not json');
    socket.send(JSON.stringify({ appKey: 'nope', command: 'x' }));
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
    await socket.waitFor((m) => m.command === ConnectionCommand.Pong);
    const errors = socket.received.filter((m) => m.command === CommonCommand.Error);
    expect(errors.map((m) => m.appKey)).toEqual([AppKey.Connection, AppKey.Connection]);
    socket.close();
  });

  it('opens the friend socket for members only', async () => {
    const member = await buildMember(server);
    const { body } = await server.api.get<{ token: string }>('/api/socket2/v1/friendConnToken', {
      token: member.userToken,
    });
    const socket = await TestSocket.open(server.url, body.data.token);
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
    await socket.waitFor((m) => m.command === ConnectionCommand.Pong);
    socket.close();
  });
});

describe('client frames outside the socket contract (docs/decisions/socket-contract.md)', () => {
  const isError = (tag: string) => (m: SocketMessage) => m.command === CommonCommand.Error && m.tag === tag;

  it('answers error 4000 on the same appKey, echoing the tag and naming the field at fault', async () => {
    const roomId = await newRoom();
    const socket = await openRoomSocket(roomId);
    const refusals = [
      { sent: { appKey: AppKey.Chat, command: 'shout', tag: 't1' }, field: 'command' },
      {
        sent: {
          appKey: AppKey.Chat,
          command: ChatCommand.SendMessage,
          tag: 't2',
          payload: { eventId: roomId },
        },
        field: 'content',
      },
      {
        sent: {
          appKey: AppKey.Connection,
          command: ConnectionCommand.Resume,
          tag: 't3',
          payload: { lastSeq: -1 },
        },
        field: 'lastSeq',
      },
      // A command the contract marks server-to-client.
      { sent: { appKey: AppKey.Chat, command: ChatCommand.RemoveMessage, tag: 't4' }, field: 'command' },
    ];
    for (const { sent } of refusals) socket.send(sent);
    for (const { sent, field } of refusals) {
      const error = await socket.waitFor(isError(sent.tag));
      expect(error.appKey).toBe(sent.appKey);
      expect(error.payload).toMatchObject({ code: ResponseCode.InvalidRequest, command: sent.command });
      expect((error.payload as { message: string }).message).toMatch(new RegExp(`^${field}: `));
    }
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
    await socket.waitFor((m) => m.command === ConnectionCommand.Pong);
    socket.close();
  });

  it('answers a frame on an unknown appKey on cya_connection, naming appKey', async () => {
    const socket = await openRoomSocket(await newRoom());
    socket.send(JSON.stringify({ appKey: 'cya_nope', command: 'x', tag: 'u1' }));
    const error = await socket.waitFor(isError('u1'));
    expect(error.appKey).toBe(AppKey.Connection);
    expect(error.payload).toMatchObject({ code: ResponseCode.InvalidRequest, command: 'x' });
    expect((error.payload as { message: string }).message).toMatch(/^appKey: /);
    socket.close();
  });
});

describe('room delivery', () => {
  it('tells everyone in a room how many are there as sockets join and leave', async () => {
    const roomId = await newRoom();
    const first = await openRoomSocket(roomId);
    await first.waitFor(joiningPeople(1));
    const second = await openRoomSocket(roomId);
    await first.waitFor(joiningPeople(2));
    const mark = first.received.length;
    second.close();
    await first.waitFor(joiningPeople(1), 5000, mark);
    first.close();
  });

  it('delivers a service message to every socket of the room and none of another room', async () => {
    const roomId = await newRoom();
    const inRoom = await Promise.all([openRoomSocket(roomId), openRoomSocket(roomId)]);
    const elsewhereId = await newRoom();
    const elsewhere = await openRoomSocket(elsewhereId);
    const hint = frameOf(AppKey.SelfService, SelfServiceCommand.ShouldUpdateRoleList, { eventId: roomId });
    await server.limelight.delivery.toRoom(roomId, hint);
    for (const socket of inRoom) await socket.waitFor((m) => m.command === hint.command);
    // Deliveries arrive in the order they were sent: once the other room's own frame is in, the hint
    // would have been too.
    const own = frameOf(AppKey.SelfService, SelfServiceCommand.ShouldUpdateRoleList, {
      eventId: elsewhereId,
    });
    await server.limelight.delivery.toRoom(elsewhereId, own);
    await elsewhere.waitFor((m) => m.command === own.command);
    const heard = elsewhere.received.filter((m) => m.command === hint.command).map((m) => m.payload);
    expect(heard).toEqual([{ eventId: elsewhereId }]);
    [...inRoom, elsewhere].forEach((s) => s.close());
  });

  it('kicks a user: every socket of theirs gets cya_connection kick and is closed', async () => {
    const member = await buildMember(server);
    const roomId = await newRoom();
    const sockets = await Promise.all([
      openRoomSocket(roomId, member.userToken),
      openRoomSocket(roomId, member.userToken),
    ]);
    await server.limelight.delivery.kickUser(member.userId, KickoutCode.ConnectionKick);
    for (const socket of sockets) {
      const kick = await socket.waitFor(
        (m) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick,
      );
      expect(kick.payload).toMatchObject({ code: KickoutCode.ConnectionKick });
      expect((await socket.closed).code).toBe(SocketCloseCode.Kicked);
    }
  });
});
