import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ConnectionCommand,
  FlagCommand,
  KickoutCode,
  Messages,
  type SocketMessage,
} from '@limelight/protocol';
import type { ApiAnswer } from '../apiClient.ts';
import { startTestServer, type TestServer } from '../testServer.ts';
import {
  buildMember,
  openRoomSocket,
  requestConnectionToken,
  type ApiHost,
  type TestMember,
} from '../factories.ts';
import { mediaCalls } from '../media/mediaCalls.ts';
import { useProcessPair } from '../processPair.ts';
import { TestSocket } from '../socketClient.ts';
import { createRoomThroughApi, editRoomThroughApi } from '../rooms/roomFactories.ts';

const isKick = (m: SocketMessage) => m.appKey === AppKey.Connection && m.command === ConnectionCommand.Kick;
const isBlockFrame = (m: SocketMessage) => m.appKey === AppKey.Flag && m.command === FlagCommand.BlockUser;
const blocked = { code: 4003, message: Messages.blocked };

/** Every live entry path of a room or event, as the blocked person calls it on `host`. */
function entryPaths(host: ApiHost, eventId: string, person: TestMember) {
  const token = person.userToken;
  const get = (path: string, query: Record<string, string> = {}) =>
    host.api.get(path, { token, query: { eventId, ...query } });
  const post = (path: string, body: object = {}) => host.api.post(path, { eventId, ...body }, { token });
  return {
    getConnectionToken: () => requestConnectionToken(host, eventId, token),
    roomState: () => get('/api/socket/v1/roomState'),
    chatSend: () => post('/api/chat/v1/message/send', { content: 'still here?' }),
    chatHistory: () => get('/api/chat/v1/message/history', { pageSize: '20' }),
    stageApply: () => post('/api/cast/v1/apply'),
    stageState: () => get('/api/cast/v1/state'),
    mediaToken: () => get('/api/cast/v1/subToken', { tokenType: 'sub' }),
    sharedContent: () => get('/api/sync/v2/screen/myList', { page: '1', pageSize: '20' }),
  };
}

async function answersOf(paths: Record<string, () => Promise<ApiAnswer<unknown>>>) {
  const answers: Record<string, { code: number; message: string }> = {};
  for (const [name, call] of Object.entries(paths)) {
    const { body } = await call();
    answers[name] = { code: body.code, message: body.message };
  }
  return answers;
}

/**
 * A moderator on `a` blocks a ticket holder whose socket is open on `b`: the socket hears the block and
 * its kick-out (code 1) within a second, a token minted before the block opens nothing, and every entry
 * path answers 4003 'You have been blocked' until the block is lifted.
 */
async function blockHolds(a: ApiHost, b: ApiHost) {
  const { owner, viewer, eventId } = await mediaCalls(a).stage();
  const spare = await requestConnectionToken(b, eventId, viewer.userToken);
  expect(spare.body.code).toBe(200);
  const socket = await openRoomSocket(b, eventId, viewer.userToken);
  await socket.waitFor((m) => m.command === ConnectionCommand.RoomSeq);
  const paths = entryPaths(b, eventId, viewer);
  expect(Object.values(await answersOf(paths)).map((answer) => answer.code)).toEqual(
    Object.keys(paths).map(() => 200),
  );

  const startedAt = Date.now();
  const block = await a.api.post(
    '/api/flag/v1/blockUser',
    { eventId, userId: viewer.userId },
    { token: owner.userToken },
  );
  expect(block.body.code).toBe(200);
  expect((await socket.waitFor(isBlockFrame, 1000)).payload).toEqual({ eventId, userId: viewer.userId });
  expect((await socket.waitFor(isKick, 1000)).payload).toMatchObject({ code: KickoutCode.BlockedByFlag });
  expect((await socket.closed).code).toBe(4004);
  expect(Date.now() - startedAt).toBeLessThan(1000);

  await expect(TestSocket.open(b.url, spare.body.data.token)).rejects.toThrow('upgrade refused: 403');
  const refused = await answersOf(paths);
  expect(refused).toEqual(Object.fromEntries(Object.keys(paths).map((name) => [name, blocked])));

  const lifted = await a.api.post(
    '/api/flag/v1/unblockUser',
    { eventId, userId: viewer.userId },
    { token: owner.userToken },
  );
  expect(lifted.body.code).toBe(200);
  expect((await paths.getConnectionToken()).body.code).toBe(200);
}

describe('an event block holds on every entry path (one server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('closes the open socket with kick-out 1, refuses an older token, the live routes, chat, stage and media', async () => {
    await blockHolds(server, server);
  });

  it('a room: the blocked person and one still in the waiting line read no participants list', async () => {
    const owner = await buildMember(server);
    const inside = await buildMember(server);
    const waiting = await buildMember(server);
    const room = await createRoomThroughApi(server, owner);
    const participants = (as: TestMember) =>
      server.api.get('/api/room/v1/participants', {
        token: as.userToken,
        query: { eventId: room.id, page: '1', pageSize: '20' },
      });
    const socket = await openRoomSocket(server, room.id, inside.userToken);
    expect((await participants(inside)).body.code).toBe(200);
    await server.api.post(
      '/api/flag/v1/blockUser',
      { eventId: room.id, userId: inside.userId },
      { token: owner.userToken },
    );
    expect((await socket.waitFor(isKick)).payload).toMatchObject({ code: KickoutCode.BlockedByFlag });
    expect((await participants(inside)).body).toMatchObject(blocked);
    expect((await entryPaths(server, room.id, inside).roomState()).body).toMatchObject(blocked);

    await editRoomThroughApi(server, owner, room.id, 'waitRoom', true);
    const waitingToken = await requestConnectionToken(server, room.id, waiting.userToken);
    const waitingSocket = await TestSocket.open(server.url, waitingToken.body.data.token);
    expect((await participants(waiting)).body).toMatchObject({
      code: 4003,
      message: Messages.waitingToBeLetIn,
    });
    expect((await participants(owner)).body.code).toBe(200);
    // Blocked while waiting: the waiting socket closes, and an older waiting token opens nothing.
    const spare = await requestConnectionToken(server, room.id, waiting.userToken);
    await server.api.post(
      '/api/flag/v1/blockUser',
      { eventId: room.id, userId: waiting.userId },
      { token: owner.userToken },
    );
    await waitingSocket.closed;
    await expect(TestSocket.open(server.url, spare.body.data.token)).rejects.toThrow('upgrade refused: 403');
  });
});

// Two real server processes sharing one PostgreSQL schema and one Redis.
const pair = useProcessPair();

describe.runIf(pair.runs)('an event block across two server processes (PostgreSQL + Redis)', () => {
  it('a block on process A closes the socket on process B within a second; B refuses every path', async () => {
    const { a, b } = pair.get();
    await blockHolds(a, b);
  });
});
