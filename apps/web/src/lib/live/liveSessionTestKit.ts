import {
  AppKey,
  ChatCommand,
  ConnectionCommand,
  frameOf,
  stampRoomFrame,
  type SocketMessage,
} from '@limelight/protocol';
import { vi } from 'vitest';
import { FakeWebSocket } from '../socket/fakeWebSocket.ts';
import { LiveSession } from './liveSession.ts';

/** The room of the test sessions. */
export const roomId = 'ev-1';

/** A room frame of the log: chat message `m<seq>` removed, at `seq`. */
export function removedMessage(seq: number) {
  const frame = frameOf(AppKey.Chat, ChatCommand.RemoveMessage, { id: `m${seq}`, eventId: roomId });
  return stampRoomFrame(frame, { seq, serverTime: new Date(Date.UTC(2026, 0, 1, 12, 0, seq)).toISOString() });
}

/** The join's `roomSeq`: room frames continue after `seq`. */
export const roomSeqFrame = (seq: number) =>
  frameOf(AppKey.Connection, ConnectionCommand.RoomSeq, { roomId, seq });

/** A `resync`: the room's state at `seq`. */
export const resyncFrame = (seq: number, state: unknown) =>
  frameOf(AppKey.Connection, ConnectionCommand.Resync, { seq, state });

/** A session on fake sockets (FakeWebSocket.reset() and fake timers are the test's). */
export function createTestSession(startSeq?: number) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const session = new LiveSession({
    getToken: async () => 'token',
    WebSocket: FakeWebSocket,
    urlForToken: (token) => `ws://limelight.test/ws/${token}`,
    log,
    startSeq,
  });
  return { session, log };
}

/** Lets the token settle, then the server accepts the newest socket. */
export async function serverAccepts(): Promise<FakeWebSocket> {
  await vi.advanceTimersByTimeAsync(0);
  const ws = FakeWebSocket.latest();
  ws.serverOpens();
  return ws;
}

/** The `lastSeq` of each `resume` the client sent on a socket. */
export function resumesSent(ws: FakeWebSocket): unknown[] {
  return (ws.sent as SocketMessage[])
    .filter((frame) => frame.appKey === AppKey.Connection && frame.command === ConnectionCommand.Resume)
    .map((frame) => frame.payload);
}
