// @vitest-environment jsdom
import { AppKey, FriendCommand, NotificationCommand, frameOf, type SocketMessage } from '@limelight/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../socket/fakeWebSocket.ts';
import { FriendSession } from './friendSession.ts';
import { serverAccepts } from './liveSessionTestKit.ts';
import { LiveConnection } from './liveStatus.ts';

const ada = { userId: 'u-ada', displayName: 'Ada', avatar: null };

/** A friendChat of message `m<seq>` at the receiver's inbox `seq`. */
const chatFrame = (seq: number) =>
  frameOf(AppKey.Friend, FriendCommand.FriendChat, {
    chatId: 'friend_u-ada_u-bob',
    id: `m${seq}`,
    content: `hello ${seq}`,
    type: 'text',
    createdAt: '2030-01-01T10:00:00.000Z',
    sender: ada,
    seq,
  });

function createSession(inboxSeq = 0) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const session = new FriendSession({
    getToken: async () => 'token',
    WebSocket: FakeWebSocket,
    urlForToken: (token) => `ws://limelight.test/ws/${token}`,
    loadInboxSeq: async () => inboxSeq,
    log,
  });
  const ids: string[] = [];
  session.on(AppKey.Friend, FriendCommand.FriendChat, (frame) => ids.push(frame.payload.id));
  return { session, ids, log };
}

const resumesSent = (ws: FakeWebSocket) =>
  (ws.sent as SocketMessage[])
    .filter((frame) => frame.appKey === AppKey.Friend && frame.command === FriendCommand.ChatResume)
    .map((frame) => frame.payload);

/** The server accepts the newest socket and the inbox seq settles. */
async function connected(): Promise<FakeWebSocket> {
  const ws = await serverAccepts();
  await vi.advanceTimersByTimeAsync(0);
  return ws;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the friend session applies chat messages once, in inbox order', () => {
  it('continues after the inbox seq the chat list answers and drops duplicates', async () => {
    const { session, ids } = createSession(3);
    session.start();
    const ws = await connected();

    for (const seq of [3, 4, 4, 5, 2]) ws.serverSends(chatFrame(seq));

    expect(ids).toEqual(['m4', 'm5']);
    expect(session.lastSeq).toBe(5);
    expect(resumesSent(ws)).toEqual([]);
  });

  it('holds a message after a gap, sends chatResume once, and applies in order when the replay fills it', async () => {
    const { session, ids } = createSession(0);
    session.start();
    const ws = await connected();
    ws.serverSends(chatFrame(1));

    ws.serverSends(chatFrame(3));
    ws.serverSends(chatFrame(4));
    expect(ids).toEqual(['m1']);
    expect(resumesSent(ws)).toEqual([{ lastSeq: 1 }]);

    // The replay: 2, 3, 4 again; the live 3 and 4 were held, the replayed ones are duplicates.
    for (const seq of [2, 3, 4]) ws.serverSends(chatFrame(seq));
    expect(ids).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('resumes after the last seq on every reconnect', async () => {
    const { session, ids } = createSession(0);
    session.start();
    const first = await connected();
    first.serverSends(chatFrame(1));

    first.serverCloses();
    await vi.advanceTimersByTimeAsync(3_000);
    const second = await connected();

    expect(resumesSent(second)).toEqual([{ lastSeq: 1 }]);
    second.serverSends(chatFrame(2));
    expect(ids).toEqual(['m1', 'm2']);
  });

  it('chatResync restarts the order after its seq and is passed on so that lists reload', async () => {
    const { session, ids } = createSession(0);
    const resyncs: number[] = [];
    session.on(AppKey.Friend, FriendCommand.ChatResync, (frame) => resyncs.push(frame.payload.seq));
    session.start();
    const ws = await connected();
    ws.serverSends(chatFrame(1));
    ws.serverSends(chatFrame(400));

    ws.serverSends(frameOf(AppKey.Friend, FriendCommand.ChatResync, { seq: 399 }));

    expect(resyncs).toEqual([399]);
    expect(ids).toEqual(['m1', 'm400']);
  });

  it('passes notification frames on as they come', async () => {
    const { session } = createSession(0);
    const from: string[] = [];
    session.on(AppKey.Notification, NotificationCommand.FriendRequest, (frame) =>
      from.push(frame.payload.from.displayName),
    );
    session.start();
    const ws = await connected();

    ws.serverSends(frameOf(AppKey.Notification, NotificationCommand.FriendRequest, { from: ada }));

    expect(from).toEqual(['Ada']);
  });

  it('gives up after 10 reconnects (spec 000 §9)', async () => {
    const { session } = createSession(0);
    session.start();
    const ws = await connected();
    expect(session.getStatus().connection).toBe(LiveConnection.Live);

    ws.serverCloses();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await vi.advanceTimersByTimeAsync(3_000);
      FakeWebSocket.latest().serverCloses();
    }

    expect(session.getStatus().connection).toBe(LiveConnection.GaveUp);
  });
});
