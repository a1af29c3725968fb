import {
  AppKey,
  ChatCommand,
  chatOf,
  clientFrameOf,
  ConnectionCommand,
  type RoomChatCommand,
  type RoomLiveState,
  type SocketMessage,
} from '@limelight/protocol';
import { ApiClient } from '../apiClient.ts';
import { TestSocket } from '../socketClient.ts';
import { buildMember, buildOpenRoom, type TestMember } from '../factories.ts';

/**
 * The room log seen from outside. Commands a client sends on its socket are real room chat messages whose
 * content is a number n (`chatMessage`), pushed back as `cya_chat sendMessage` room frames. Changes a test
 * applies straight to the log (`limelight.roomLog.apply` with the chat's decider) are blocks of the made-up
 * person `probe-<n>`, pushed as `cya_chat blockUser`: each adds one person to the state's blocked list, so
 * the list's length after a change equals its `seq` exactly when the changes were serialized.
 */
const probePrefix = 'probe-';

/** A chat message as a client sends it on its room socket: content n. */
export const chatMessage = (roomId: string, n: number) =>
  clientFrameOf(AppKey.Chat, ChatCommand.SendMessage, { eventId: roomId, content: String(n) });

/** The probe n: a block of `probe-<n>` in the room. */
export const probe = (roomId: string, n: number): RoomChatCommand => ({
  appKey: AppKey.Chat,
  command: ChatCommand.BlockUser,
  eventId: roomId,
  operatedUserId: `${probePrefix}${n}`,
});

/** How many probes a state has seen (its blocked list). */
export const probeCountOf = (state: RoomLiveState) => chatOf(state).blocked.length;

/** A room frame as a socket receives it, with the n it carries. */
export interface NumberedFrame {
  seq: number;
  serverTime: string;
  n: number;
}

/** The probe frames (`cya_chat blockUser` of `probe-<n>`) a socket received. */
export const probeFramesOf = (socket: TestSocket): NumberedFrame[] =>
  socket.received
    .filter((m) => m.appKey === AppKey.Chat && m.command === ChatCommand.BlockUser)
    .map((m) => {
      const { operatedUserId } = m.payload as { operatedUserId: string };
      return {
        seq: m.seq ?? -1,
        serverTime: m.serverTime ?? '',
        n: Number(operatedUserId.slice(probePrefix.length)),
      };
    })
    .filter((frame) => !Number.isNaN(frame.n));

/** The numbered chat messages (`cya_chat sendMessage` with content n) a socket received. */
export const chatFramesOf = (socket: TestSocket): NumberedFrame[] =>
  socket.received
    .filter((m) => m.appKey === AppKey.Chat && m.command === ChatCommand.SendMessage)
    .map((m) => ({
      seq: m.seq ?? -1,
      serverTime: m.serverTime ?? '',
      n: Number((m.payload as { content: string }).content),
    }));

export const isRoomSeq = (m: SocketMessage) =>
  m.appKey === AppKey.Connection && m.command === ConnectionCommand.RoomSeq;

/** A public room made through the API of a server (base URL), and its owner: any guest may open its socket. */
export async function newLogRoom(baseUrl: string): Promise<string> {
  return (await newOwnedLogRoom(baseUrl)).roomId;
}

export async function newOwnedLogRoom(baseUrl: string): Promise<{ roomId: string; owner: TestMember }> {
  const host = { api: new ApiClient(baseUrl), url: baseUrl };
  const owner = await buildMember(host);
  return { roomId: (await buildOpenRoom(host, owner)).id, owner };
}

/** A new guest's socket in a room of a server (base URL), with the guest's token. */
export async function openGuestSocket(
  baseUrl: string,
  roomId: string,
): Promise<{ socket: TestSocket; userId: string; token: string }> {
  const api = new ApiClient(baseUrl);
  const guest = await api.post<{ userToken: string; uuid: string }>('/api/user/v1/createGuest', {
    eventId: roomId,
  });
  const { body } = await api.post<{ token: string }>(
    '/api/socket/v1/getConnectionToken',
    { eventId: roomId },
    { token: guest.body.data.userToken },
  );
  const socket = await TestSocket.open(baseUrl, body.data.token);
  await socket.waitFor(isRoomSeq);
  return { socket, userId: guest.body.data.uuid, token: guest.body.data.userToken };
}

/** A guest's socket in a room of a server (base URL). */
export async function openRoomSocket(baseUrl: string, roomId: string): Promise<TestSocket> {
  return (await openGuestSocket(baseUrl, roomId)).socket;
}

/** Waits until `framesOf(socket)` holds `count` frames. */
export async function waitForFrames(
  socket: TestSocket,
  count: number,
  framesOf: (socket: TestSocket) => unknown[],
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (framesOf(socket).length < count) {
    if (Date.now() > deadline) throw new Error(`got ${framesOf(socket).length} of ${count} frames`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const seqRange = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
