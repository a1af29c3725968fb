// @vitest-environment jsdom
import {
  AppKey,
  CastCommand,
  ChatCommand,
  ConnectionCommand,
  frameOf,
  type ServerFrame,
} from '@limelight/protocol';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { FakeWebSocket } from '../socket/fakeWebSocket.ts';
import { SocketCloseReason } from '../socket/index.ts';
import type { LiveSession } from './liveSession.ts';
import {
  createTestSession,
  removedMessage,
  resumesSent,
  resyncFrame,
  roomId,
  roomSeqFrame,
  serverAccepts,
} from './liveSessionTestKit.ts';
import { LiveConnection, type LiveStatus } from './liveStatus.ts';

/** The ids of the chat messages removed by the room frames the session applied, in order. */
function appliedIds(session: LiveSession): string[] {
  const ids: string[] = [];
  session.on(AppKey.Chat, ChatCommand.RemoveMessage, (frame) => ids.push(frame.payload.id));
  return ids;
}

function statusesOf(session: LiveSession): LiveStatus[] {
  const statuses: LiveStatus[] = [];
  session.subscribeStatus(() => statuses.push(session.getStatus()));
  return statuses;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('room frames are applied exactly once and in seq order', () => {
  it('drops duplicates at or below the last seq applied', async () => {
    const { session } = createTestSession();
    const ids = appliedIds(session);
    session.start();
    const ws = await serverAccepts();

    ws.serverSends(roomSeqFrame(0));
    for (const seq of [1, 2, 2, 1, 3]) ws.serverSends(removedMessage(seq));

    expect(ids).toEqual(['m1', 'm2', 'm3']);
    expect(session.lastSeq).toBe(3);
  });

  it('continues after the seq the join announces, leaving older frames to the loaded state', async () => {
    const { session } = createTestSession();
    const ids = appliedIds(session);
    session.start();
    const ws = await serverAccepts();

    ws.serverSends(roomSeqFrame(7));
    ws.serverSends(removedMessage(7));
    ws.serverSends(removedMessage(8));

    expect(ids).toEqual(['m8']);
    expect(resumesSent(ws)).toEqual([]);
  });

  it('holds a frame after a gap, asks to resume from the last seq once, and applies in order when filled', async () => {
    const { session } = createTestSession();
    const ids = appliedIds(session);
    session.start();
    const ws = await serverAccepts();
    ws.serverSends(roomSeqFrame(2));

    ws.serverSends(removedMessage(4));
    ws.serverSends(removedMessage(5));
    expect(ids).toEqual([]);
    expect(resumesSent(ws)).toEqual([{ lastSeq: 2 }]);

    // The replay from the log, then the live frame again.
    for (const seq of [3, 4, 5, 5, 6]) ws.serverSends(removedMessage(seq));
    expect(ids).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(resumesSent(ws)).toEqual([{ lastSeq: 2 }]);
  });

  it('passes frames without seq straight through', async () => {
    const { session } = createTestSession();
    const counts: number[] = [];
    session.on(AppKey.Cast, CastCommand.EventJoiningPeople, (frame) => counts.push(frame.payload.count));
    session.start();
    const ws = await serverAccepts();

    ws.serverSends(frameOf(AppKey.Cast, CastCommand.EventJoiningPeople, { eventId: roomId, count: 4 }));

    expect(counts).toEqual([4]);
  });

  it('logs a frame outside the contract and delivers nothing of it, but keeps its place in the order', async () => {
    const { session, log } = createTestSession();
    const ids = appliedIds(session);
    session.start();
    const ws = await serverAccepts();
    ws.serverSends(roomSeqFrame(0));

    ws.serverSends({ ...removedMessage(1), payload: { eventId: roomId } });
    ws.serverSends(removedMessage(2));

    expect(ids).toEqual(['m2']);
    expect(log.warn).toHaveBeenCalledWith(
      'ignored a frame outside the socket contract',
      expect.objectContaining({ reason: 'invalidPayload', field: 'id' }),
    );
    expect(resumesSent(ws)).toEqual([]);
  });
});

describe('resume after a reconnect (spec 001 §9: up to 3 tries, 3 s apart)', () => {
  it('reconnects 3 s after the drop and resumes from the last seq applied; the replay is applied once', async () => {
    const { session } = createTestSession();
    const ids = appliedIds(session);
    const statuses = statusesOf(session);
    session.start();
    const first = await serverAccepts();
    first.serverSends(roomSeqFrame(0));
    for (const seq of [1, 2, 3]) first.serverSends(removedMessage(seq));

    first.serverCloses();
    expect(session.getStatus().connection).toBe(LiveConnection.Reconnecting);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = await serverAccepts();
    second.serverSends(roomSeqFrame(6));

    expect(resumesSent(second)).toEqual([{ lastSeq: 3 }]);
    for (const seq of [4, 5, 6, 6, 7]) second.serverSends(removedMessage(seq));
    expect(ids).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(statuses.map((status) => status.connection)).toEqual([
      LiveConnection.Live,
      LiveConnection.Reconnecting,
      LiveConnection.Live,
    ]);
  });

  it('sends no resume when the join continues from the last seq applied', async () => {
    const { session } = createTestSession();
    session.start();
    const first = await serverAccepts();
    first.serverSends(roomSeqFrame(4));
    first.serverCloses();
    await vi.advanceTimersByTimeAsync(3_000);
    const second = await serverAccepts();

    second.serverSends(roomSeqFrame(4));

    expect(resumesSent(second)).toEqual([]);
  });

  it('resumes from the version of the state the page loaded when the join is ahead of it', async () => {
    const { session } = createTestSession(5);
    session.start();
    const ws = await serverAccepts();

    ws.serverSends(roomSeqFrame(8));

    expect(resumesSent(ws)).toEqual([{ lastSeq: 5 }]);
  });

  it('connects again after stop (a remount) and resumes from where it stopped', async () => {
    const { session } = createTestSession();
    session.start();
    const first = await serverAccepts();
    first.serverSends(roomSeqFrame(0));
    first.serverSends(removedMessage(1));

    session.stop();
    expect(first.closedByClient).toBe(true);
    expect(session.getStatus()).toEqual({
      connection: LiveConnection.Closed,
      end: { reason: SocketCloseReason.ClosedByClient },
    });
    session.start();
    expect(session.getStatus().connection).toBe(LiveConnection.Connecting);
    const second = await serverAccepts();
    second.serverSends(roomSeqFrame(3));

    expect(resumesSent(second)).toEqual([{ lastSeq: 1 }]);
  });
});

describe('resync: the gap is too old, the state is replaced', () => {
  it('hands the state to its subscribers, then applies the held frames after its seq', async () => {
    const { session } = createTestSession();
    const events: string[] = [];
    session.on(AppKey.Connection, ConnectionCommand.Resync, (frame) =>
      events.push(`state@${frame.payload.seq}:${JSON.stringify(frame.payload.state)}`),
    );
    session.on(AppKey.Chat, ChatCommand.RemoveMessage, (frame) => events.push(frame.payload.id));
    session.start();
    const ws = await serverAccepts();
    ws.serverSends(roomSeqFrame(1));
    ws.serverSends(removedMessage(300));
    ws.serverSends(removedMessage(302));
    expect(resumesSent(ws)).toEqual([{ lastSeq: 1 }]);

    ws.serverSends(resyncFrame(301, { topic: 'new' }));
    ws.serverSends(removedMessage(301));
    ws.serverSends(removedMessage(303));

    expect(events).toEqual(['state@301:{"topic":"new"}', 'm302', 'm303']);
    expect(session.lastSeq).toBe(303);
  });

  it('follows a resync whose seq is behind the last seq applied', async () => {
    const { session } = createTestSession();
    const ids = appliedIds(session);
    session.start();
    const ws = await serverAccepts();
    ws.serverSends(roomSeqFrame(9));

    ws.serverSends(resyncFrame(4, null));
    ws.serverSends(removedMessage(5));

    expect(ids).toEqual(['m5']);
  });
});

describe('spec 001 §4, §9: it gives up after 3 failed tries and shows "Connection dropped"', () => {
  it('moves connecting → live → reconnecting → gaveUp after the third try fails', async () => {
    const { session } = createTestSession();
    const statuses = statusesOf(session);
    session.start();
    const ws = await serverAccepts();

    ws.serverCloses();
    for (let tries = 1; tries <= 3; tries += 1) {
      await vi.advanceTimersByTimeAsync(3_000);
      FakeWebSocket.latest().serverCloses();
    }

    expect(FakeWebSocket.instances).toHaveLength(4);
    expect(statuses.map((status) => status.connection)).toEqual([
      LiveConnection.Live,
      LiveConnection.Reconnecting,
      LiveConnection.GaveUp,
    ]);
    expect(session.getStatus().end).toEqual({ reason: SocketCloseReason.Dropped });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('closes, without giving up, on a kick-out', async () => {
    const { session } = createTestSession();
    const kicks: number[] = [];
    session.on(AppKey.Connection, ConnectionCommand.Kick, (frame) => kicks.push(frame.payload.code));
    session.start();
    const ws = await serverAccepts();

    ws.serverSends(frameOf(AppKey.Connection, ConnectionCommand.Kick, { code: 4 }));

    expect(kicks).toEqual([4]);
    expect(session.getStatus()).toEqual({
      connection: LiveConnection.Closed,
      end: { reason: SocketCloseReason.Kicked },
    });
  });
});

describe('subscriptions are typed by the socket contract', () => {
  it('types each handler by its appKey and command', () => {
    const { session } = createTestSession();
    session.on(AppKey.Chat, ChatCommand.RemoveMessage, (frame) => {
      expectTypeOf(frame).toEqualTypeOf<ServerFrame<'cya_chat', 'removeMessage'>>();
      expectTypeOf(frame.payload).toEqualTypeOf<{ id: string; eventId: string }>();
      expectTypeOf(frame.seq).toEqualTypeOf<number>();
    });
    const countOf = (frame: ServerFrame<'cya_cast', 'eventJoiningPeople'>) => frame.payload.count;
    // @ts-expect-error a handler of people counts cannot take chat messages
    session.on(AppKey.Chat, ChatCommand.SendMessage, countOf);
    // @ts-expect-error ping is a client command: the server never sends it
    session.on(AppKey.Connection, ConnectionCommand.Ping, () => undefined);
  });

  it('stops delivering after the unsubscribe', async () => {
    const { session } = createTestSession();
    const ids: string[] = [];
    const unsubscribe = session.on(AppKey.Chat, ChatCommand.RemoveMessage, (frame) =>
      ids.push(frame.payload.id),
    );
    session.start();
    const ws = await serverAccepts();
    ws.serverSends(roomSeqFrame(0));
    ws.serverSends(removedMessage(1));

    unsubscribe();
    ws.serverSends(removedMessage(2));

    expect(ids).toEqual(['m1']);
  });
});
