import {
  AppKey,
  ChatCommand,
  clientFrameOf,
  ConnectionCommand,
  type LiveRoomCommand,
  type RoomReducer,
  type SocketMessage,
} from '@limelight/protocol';
import type { Limelight } from '../../src/limelight.ts';
import { ApiClient } from '../apiClient.ts';
import { TestSocket } from '../socketClient.ts';
import { buildOpenRoom } from '../factories.ts';

/**
 * A probe of the room log while no feature applies commands through it yet. A client sends it as a real
 * client command of the socket contract, `cya_chat sendMessage` whose content is the number n (no feature
 * handles sendMessage on the socket yet; chat posts over HTTP); the probe applies a counting reducer to the
 * socket's room and the log pushes `cya_room logProbe {n, count}`. `count` is the state the reducer saw
 * plus one, so it equals `seq` exactly when the changes were serialized.
 */
export const probeCommand = 'logProbe';

/** liveServer.ts's probe that kills its process after the commit: content `crash <n>`. */
export const crashPrefix = 'crash ';

/** A probe as a client sends it (`crash` for liveServer.ts's crashing probe). */
export const probeMessage = (roomId: string, n: number, crash = false) =>
  clientFrameOf(AppKey.Chat, ChatCommand.SendMessage, {
    eventId: roomId,
    content: `${crash ? crashPrefix : ''}${n}`,
  });

/** The n of a probe's content with this prefix, or undefined when the content is not such a probe. */
export function readProbe(content: string, prefix = ''): number | undefined {
  const match = /^(-?\d+)$/.exec(content.startsWith(prefix) ? content.slice(prefix.length) : '');
  return match ? Number(match[1]) : undefined;
}

export interface ProbeCommand extends LiveRoomCommand {
  n: number;
}

export const countingReducer: RoomReducer<{ count: number }, ProbeCommand, { n: number; count: number }> = {
  initialState: { count: 0 },
  reduce: (state, command) =>
    command.n < 0
      ? { refusal: 'InvalidRequest' }
      : { state: { count: state.count + 1 }, payload: { n: command.n, count: state.count + 1 } },
};

export const probe = (n: number): ProbeCommand => ({ appKey: AppKey.Room, command: probeCommand, n });

export function registerLogProbe(limelight: Limelight): void {
  limelight.sockets.on(AppKey.Chat, ChatCommand.SendMessage, async (connection, message) => {
    const n = readProbe(message.payload.content);
    if (n === undefined) return;
    await limelight.roomLog.apply(connection.roomId ?? '', connection.userId, probe(n), countingReducer);
  });
}

/** A room frame of the probe, as a socket receives it. */
export interface ProbeFrame {
  seq: number;
  serverTime: string;
  payload: { n: number; count: number };
}

export const probeFramesOf = (socket: TestSocket): ProbeFrame[] =>
  socket.received.filter((m) => m.command === probeCommand) as unknown as ProbeFrame[];

export const isRoomSeq = (m: SocketMessage) =>
  m.appKey === AppKey.Connection && m.command === ConnectionCommand.RoomSeq;

/** A public room made through the API of a server (base URL): any guest may open its socket. */
export async function newLogRoom(baseUrl: string): Promise<string> {
  return (await buildOpenRoom({ api: new ApiClient(baseUrl), url: baseUrl })).id;
}

/** A guest's socket in a room of a server (base URL). */
export async function openRoomSocket(baseUrl: string, roomId: string): Promise<TestSocket> {
  const api = new ApiClient(baseUrl);
  const guest = await api.post<{ userToken: string }>('/api/user/v1/createGuest', { eventId: roomId });
  const { body } = await api.post<{ token: string }>(
    '/api/socket/v1/getConnectionToken',
    { eventId: roomId },
    { token: guest.body.data.userToken },
  );
  const socket = await TestSocket.open(baseUrl, body.data.token);
  await socket.waitFor(isRoomSeq);
  return socket;
}

/** Waits until a socket has received `count` probe frames. */
export async function waitForProbeFrames(
  socket: TestSocket,
  count: number,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (probeFramesOf(socket).length < count) {
    if (Date.now() > deadline)
      throw new Error(`got ${probeFramesOf(socket).length} of ${count} probe frames`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const seqRange = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
