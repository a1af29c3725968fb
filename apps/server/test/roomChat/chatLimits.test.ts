import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppKey,
  ChatCommand,
  ChatRate,
  CommonCommand,
  ConnectionCommand,
  type SocketMessage,
} from '@limelight/protocol';
import { startTestServer, type TestServer } from '../testServer.ts';
import { buildMember, openRoomSocket, sendRoomChat, type ApiHost, type TestMember } from '../factories.ts';
import { befriend } from '../friends/friendKit.ts';
import { mediaCalls } from '../media/mediaCalls.ts';
import { useProcessPair } from '../processPair.ts';
import type { TestSocket } from '../socketClient.ts';
import { createRoomThroughApi, editRoomThroughApi } from '../rooms/roomFactories.ts';

const slowMode = { code: 12047, message: 'Slow mode is enabled on chat. Please try again later.' };
const tooFast = { code: 3000, message: 'Please try again later.' };

const sendOver = (host: ApiHost, eventId: string, member: TestMember, content: string) =>
  sendRoomChat(host, eventId, content, member.userToken);

/** Sends cya_chat sendMessage on a room socket: the message frame it led to, or the error reply. */
async function sendOnSocket(socket: TestSocket, eventId: string, content: string): Promise<SocketMessage> {
  const tag = `t-${content}`;
  socket.send({ appKey: AppKey.Chat, command: ChatCommand.SendMessage, payload: { eventId, content }, tag });
  return socket.waitFor(
    (m) =>
      (m.command === CommonCommand.Error && m.tag === tag) ||
      (m.command === ChatCommand.SendMessage && (m.payload as { content?: string }).content === content),
  );
}

const refusalOf = (frame: SocketMessage) => {
  const { code, message } = frame.payload as { code: number; message: string };
  return frame.command === CommonCommand.Error ? { code, message } : { code: 200 };
};

/** A room (its chat moderated when told) with its owner and a member whose socket is open in it. */
async function roomWithMember(host: ApiHost, options: { moderated?: boolean } = {}) {
  const owner = await buildMember(host);
  const member = await buildMember(host);
  const room = await createRoomThroughApi(host, owner);
  if (options.moderated) await editRoomThroughApi(host, owner, room.id, 'chatModApprove', true);
  const socket = await openRoomSocket(host, room.id, member.userToken);
  await socket.waitFor((m) => m.command === ConnectionCommand.RoomSeq);
  return { owner, member, roomId: room.id, socket };
}

const setSlowMode = (host: ApiHost, roomId: string, owner: TestMember, seconds: number) =>
  host.api.post('/api/chat/v1/slowMode', { eventId: roomId, seconds }, { token: owner.userToken });

describe('chat limits that hold on every path (one server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('slow mode holds on the socket path as on HTTP: 12047 as an error reply, the socket stays open', async () => {
    const { owner, member, roomId, socket } = await roomWithMember(server);
    expect((await setSlowMode(server, roomId, owner, 30)).body.code).toBe(200);
    expect(refusalOf(await sendOnSocket(socket, roomId, 'one'))).toEqual({ code: 200 });
    expect(refusalOf(await sendOnSocket(socket, roomId, 'two'))).toEqual(slowMode);
    expect((await sendOver(server, roomId, member, 'three')).body).toMatchObject(slowMode);
    expect(refusalOf(await sendOnSocket(socket, roomId, 'four'))).toEqual(slowMode);
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
    await socket.waitFor((m) => m.command === ConnectionCommand.Pong);
    socket.close();
  });

  it('slow mode holds under chat moderation: a waiting message starts the window too', async () => {
    const { owner, member, roomId, socket } = await roomWithMember(server, { moderated: true });
    expect((await setSlowMode(server, roomId, owner, 30)).body.code).toBe(200);
    const first = await sendOver(server, roomId, member, 'waiting one');
    expect(first.body).toMatchObject({ code: 200, data: { pending: true } });
    expect((await sendOver(server, roomId, member, 'waiting two')).body).toMatchObject(slowMode);
    expect(refusalOf(await sendOnSocket(socket, roomId, 'waiting three'))).toEqual(slowMode);
    const pending = await server.api.get<{ list: unknown[] }>('/api/chat/v1/message/pendingList', {
      token: owner.userToken,
      query: { eventId: roomId, pageSize: '20' },
    });
    expect(pending.body.data.list).toHaveLength(1);
    socket.close();
  });

  it(`a sender past ${ChatRate.max} messages in ${ChatRate.windowMs / 1000} s gets 3000, slow mode or not, on room, event and friend chat`, async () => {
    const { member, roomId, socket } = await roomWithMember(server);
    for (let n = 1; n <= ChatRate.max; n++)
      expect((await sendOver(server, roomId, member, `m${n}`)).body.code).toBe(200);
    expect((await sendOver(server, roomId, member, 'one too many')).body).toMatchObject(tooFast);
    expect(refusalOf(await sendOnSocket(socket, roomId, 'socket too'))).toEqual(tooFast);
    socket.send({ appKey: AppKey.Connection, command: ConnectionCommand.Ping });
    await socket.waitFor((m) => m.command === ConnectionCommand.Pong);
    socket.close();

    // Under moderation too: waiting messages count.
    const moderated = await roomWithMember(server, { moderated: true });
    for (let n = 1; n <= ChatRate.max; n++)
      expect((await sendOver(server, moderated.roomId, moderated.member, `w${n}`)).body.code).toBe(200);
    expect((await sendOver(server, moderated.roomId, moderated.member, 'w!')).body).toMatchObject(tooFast);
    moderated.socket.close();

    const { owner, viewer, eventId } = await mediaCalls(server).stage();
    for (let n = 1; n <= ChatRate.max; n++)
      expect((await sendOver(server, eventId, viewer, `e${n}`)).body.code).toBe(200);
    expect((await sendOver(server, eventId, viewer, 'e!')).body).toMatchObject(tooFast);
    // The host is not held to it (moderators write past slow mode and the rate alike).
    for (let n = 1; n <= ChatRate.max + 1; n++)
      expect((await sendOver(server, eventId, owner, `h${n}`)).body.code).toBe(200);

    const [a, b] = [await buildMember(server), await buildMember(server)];
    const chatId = await befriend(server, a, b);
    const friendSend = (content: string) =>
      server.api.post(
        '/api/friend/v1/chat/send',
        { chatId, friendId: b.userId, content },
        { token: a.userToken },
      );
    for (let n = 1; n <= ChatRate.max; n++) expect((await friendSend(`f${n}`)).body.code).toBe(200);
    expect((await friendSend('f!')).body).toMatchObject(tooFast);
  });
});

// Two real server processes sharing one PostgreSQL schema and one Redis.
const pair = useProcessPair();

describe.runIf(pair.runs)('chat limits across two server processes (PostgreSQL + Redis)', () => {
  it('the rate and slow mode under moderation count the messages sent through either process', async () => {
    const { a, b } = pair.get();
    const { member, roomId, socket } = await roomWithMember(a);
    for (let n = 1; n <= ChatRate.max; n++)
      expect((await sendOver(n % 2 === 0 ? a : b, roomId, member, `m${n}`)).body.code).toBe(200);
    expect((await sendOver(b, roomId, member, 'one too many')).body).toMatchObject(tooFast);
    expect((await sendOver(a, roomId, member, 'still too many')).body).toMatchObject(tooFast);
    socket.close();

    const moderated = await roomWithMember(a, { moderated: true });
    expect((await setSlowMode(a, moderated.roomId, moderated.owner, 30)).body.code).toBe(200);
    expect((await sendOver(a, moderated.roomId, moderated.member, 'waits')).body.code).toBe(200);
    expect((await sendOver(b, moderated.roomId, moderated.member, 'slowed')).body).toMatchObject(slowMode);
    moderated.socket.close();
  });
});
