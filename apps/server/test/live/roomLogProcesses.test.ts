import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppKey, ChatCommand, clientFrameOf, ConnectionCommand, RoomCommand } from '@limelight/protocol';
import { ApiClient } from '../apiClient.ts';
import { TestSocket as Socket } from '../socketClient.ts';
import {
  buildMember,
  buildOpenRoom,
  openRoomSocket as openMemberSocket,
  type TestMember,
} from '../factories.ts';
import { useProcessPair } from '../processPair.ts';
import {
  chatFramesOf,
  chatMessage,
  newLogRoom,
  newOwnedLogRoom,
  openRoomSocket,
  seqRange,
  waitForFrames,
} from './logProbe.ts';
import type { CrashOrder } from './liveServer.ts';

// Two real server processes sharing one PostgreSQL schema and one Redis: the room log across processes.
const pair = useProcessPair({ entry: fileURLToPath(new URL('./liveServer.ts', import.meta.url)) });

const send = (socket: Socket, roomId: string, n: number) => socket.send(chatMessage(roomId, n));
const waitForChatFrames = (socket: Socket, count: number, timeoutMs?: number) =>
  waitForFrames(socket, count, chatFramesOf, timeoutMs);

describe.runIf(pair.runs)('the room log across two server processes (PostgreSQL + Redis)', () => {
  it('50 concurrent changes from both processes: every socket on both gets all 50, gap-free, in one order', async () => {
    const { first, second } = pair.get();
    const roomId = await newLogRoom(first.url);
    const sockets = await Promise.all(
      seqRange(0, 10).map((i) => openRoomSocket(i % 2 === 0 ? first.url : second.url, roomId)),
    );
    // Ten sockets, five on each process, each sending five commands at once.
    sockets.forEach((socket, i) => seqRange(i * 5, 5).forEach((n) => send(socket, roomId, n)));
    const orders: number[][] = [];
    for (const socket of sockets) {
      await waitForChatFrames(socket, 50, 20_000);
      const frames = chatFramesOf(socket);
      expect(frames.map((f) => f.seq)).toEqual(seqRange(1, 50));
      orders.push(frames.map((f) => f.n));
    }
    for (const order of orders) expect(order).toEqual(orders[0]);
    expect([...orders[0]!].sort((a, b) => a - b)).toEqual(seqRange(0, 50));
    sockets.forEach((socket) => socket.close());
  });

  it('a socket that missed 20 pushes and resumes on the other process gets exactly those 20, in order', async () => {
    const { first, second } = pair.get();
    const { roomId, owner } = await newOwnedLogRoom(first.url);
    // The owner sends the 22 messages: a moderator is not held to the per-sender chat rate (ChatRate).
    const onSecond = { api: new ApiClient(second.url), url: second.url };
    const sender = await openMemberSocket(onSecond, roomId, owner.userToken);
    const leaving = await openRoomSocket(first.url, roomId);
    send(sender, roomId, 0);
    await waitForChatFrames(leaving, 1);
    const lastSeq = chatFramesOf(leaving).at(-1)!.seq;
    leaving.close();
    await leaving.closed;
    seqRange(1, 20).forEach((n) => send(sender, roomId, n));
    await waitForChatFrames(sender, 21);

    const back = await openRoomSocket(second.url, roomId);
    back.send({ appKey: AppKey.Connection, command: ConnectionCommand.Resume, payload: { lastSeq } });
    await waitForChatFrames(back, 20);
    send(sender, roomId, 21);
    await waitForChatFrames(back, 21);
    const frames = chatFramesOf(back);
    expect(frames.map((f) => f.seq)).toEqual(seqRange(lastSeq + 1, 21));
    expect(frames.map((f) => f.n)).toEqual(seqRange(1, 21));
    sender.close();
    back.close();
  });

  it('the live room across processes: the waiting line, moderators-only chat and admission reach the other process', async () => {
    const { first, second } = pair.get();
    const host = { api: new ApiClient(first.url), url: first.url };
    const other = { api: new ApiClient(second.url), url: second.url };
    const owner = await buildMember(host);
    const room = await buildOpenRoom(host, owner);
    const post = (server: typeof host, path: string, body: object, who: TestMember) =>
      server.api.post(path, body, { token: who.userToken });
    await post(host, '/api/room/v1/editRoom', { eventId: room.id, option: 'waitRoom', value: true }, owner);
    await post(
      host,
      '/api/room/v1/editRoom',
      { eventId: room.id, option: 'chatModApprove', value: true },
      owner,
    );
    const socketOf = async (server: typeof host, who: TestMember) => {
      const { body } = await server.api.post<{ token: string }>(
        '/api/socket/v1/getConnectionToken',
        { eventId: room.id },
        { token: who.userToken },
      );
      return Socket.open(server.url, body.data.token);
    };
    const hostSocket = await socketOf(host, owner);
    await hostSocket.waitFor((m) => m.command === ConnectionCommand.RoomSeq);

    // A member knocks on the second process; the host on the first sees them and admits them.
    const guestOfHonour = await buildMember(other);
    const waiting = await socketOf(other, guestOfHonour);
    await hostSocket.waitFor((m) => m.command === RoomCommand.WaitJoin);
    expect((await waiting.waitFor((m) => m.command === RoomCommand.WaitRoom)).payload).toMatchObject({
      position: 1,
    });
    hostSocket.send(
      clientFrameOf(AppKey.Room, RoomCommand.WaitAccept, { eventId: room.id, userId: guestOfHonour.userId }),
    );
    await waiting.waitFor((m) => m.command === RoomCommand.WaitAccept);

    // Inside, on the second process, their message waits; only the host (first process) hears of it.
    const inside = await socketOf(other, guestOfHonour);
    await inside.waitFor((m) => m.command === ConnectionCommand.RoomSeq);
    const sent = await post(
      other,
      '/api/chat/v1/message/send',
      { eventId: room.id, content: 'hello from B' },
      guestOfHonour,
    );
    expect(sent.body.data).toMatchObject({ pending: true });
    const pending = await hostSocket.waitFor((m) => m.command === ChatCommand.NewMessageApprove);
    expect(pending.payload).toMatchObject({ content: 'hello from B' });
    expect(inside.received.some((m) => m.command === ChatCommand.NewMessageApprove)).toBe(false);
    [hostSocket, waiting, inside].forEach((socket) => socket.close());
  });

  it('a process killed (SIGKILL) right after a commit: the other process publishes the entry from the log', async () => {
    const { first, second } = pair.get();
    const roomId = await newLogRoom(first.url);
    const watcher = await openRoomSocket(second.url, roomId);
    const doomed = await openRoomSocket(first.url, roomId);
    first.send({ roomId, content: '7' } satisfies CrashOrder);
    expect((await doomed.closed).code).toBe(1006);
    await waitForChatFrames(watcher, 1, 10_000);
    expect(chatFramesOf(watcher)).toMatchObject([{ seq: 1, n: 7 }]);
    watcher.close();
  });
});
