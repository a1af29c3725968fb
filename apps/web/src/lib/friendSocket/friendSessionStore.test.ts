// @vitest-environment jsdom
import { AppKey, FriendCommand, frameOf } from '@limelight/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendSession } from '../live/index.ts';
import { serverAccepts } from '../live/liveSessionTestKit.ts';
import { FakeWebSocket } from '../socket/fakeWebSocket.ts';
import { followFriendSession, useFriendSessionStore, whenFriendSocketLive } from './friendSessionStore.ts';

const newSession = () =>
  new FriendSession({
    getToken: async () => 'token',
    WebSocket: FakeWebSocket,
    urlForToken: (token) => `ws://limelight.test/ws/${token}`,
    loadInboxSeq: async () => 0,
    log: { warn: vi.fn(), error: vi.fn() },
  });

const friendListFrame = frameOf(AppKey.Friend, FriendCommand.UpdateFriendList, {});

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  useFriendSessionStore.getState().setSession(null);
});
afterEach(() => {
  useFriendSessionStore.getState().setSession(null);
  vi.useRealTimers();
});

describe('followFriendSession: whichever friend session is current', () => {
  it('follows a session that arrives later and one that replaces it, and stops on both', async () => {
    const heard: string[] = [];
    const stop = followFriendSession((session) =>
      session.on(AppKey.Friend, FriendCommand.UpdateFriendList, () =>
        heard.push(session === first ? '1' : '2'),
      ),
    );
    const first = newSession();
    useFriendSessionStore.getState().setSession(first);
    first.start();
    (await serverAccepts()).serverSends(friendListFrame);
    const second = newSession();
    useFriendSessionStore.getState().setSession(second);
    second.start();
    const socket = await serverAccepts();
    socket.serverSends(friendListFrame);
    expect(heard).toEqual(['1', '2']);
    stop();
    socket.serverSends(friendListFrame);
    expect(heard).toEqual(['1', '2']);
  });
});

describe('whenFriendSocketLive', () => {
  it('resolves true once a session that started after the call is live', async () => {
    const live = whenFriendSocketLive(5_000);
    const session = newSession();
    useFriendSessionStore.getState().setSession(session);
    session.start();
    await serverAccepts();
    await expect(live).resolves.toBe(true);
  });

  it('resolves true at once for a live session, false after the wait when none goes live', async () => {
    const session = newSession();
    useFriendSessionStore.getState().setSession(session);
    session.start();
    await serverAccepts();
    await expect(whenFriendSocketLive(5_000)).resolves.toBe(true);
    useFriendSessionStore.getState().setSession(null);
    const missing = whenFriendSocketLive(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(missing).resolves.toBe(false);
  });
});
