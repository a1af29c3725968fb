import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { createMemoryPresence } from '../presence/memoryPresence.ts';
import { friendPresenceKey } from './connection.ts';
import { FriendSocketsGone } from './friendSocketsGone.ts';

const graceMs = 10_000;

describe('FriendSocketsGone: a closed tab leaves after the grace time, a reload within it does not', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const setUp = () => {
    const presence = createMemoryPresence();
    const gone = new FriendSocketsGone({ presence, log: pino({ level: 'silent' }), graceMs });
    const heard: string[] = [];
    gone.on((userId) => void heard.push(userId));
    return { presence, gone, heard };
  };

  it('tells the listeners once the grace time passed with no friend socket, not before', async () => {
    const { gone, heard } = setUp();
    gone.lastClosed('u1');
    await vi.advanceTimersByTimeAsync(graceMs - 1);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toEqual(['u1']);
  });

  it('tells no one when a socket came back within the grace time (a reload)', async () => {
    const { presence, gone, heard } = setUp();
    gone.lastClosed('u1');
    await vi.advanceTimersByTimeAsync(graceMs / 2);
    await presence.join(friendPresenceKey('u1'), 'reloaded', 'u1');
    await vi.advanceTimersByTimeAsync(graceMs);
    expect(heard).toEqual([]);
    // The reloaded tab closes for good: the person leaves a grace time later.
    await presence.leave(friendPresenceKey('u1'), 'reloaded');
    gone.lastClosed('u1');
    await vi.advanceTimersByTimeAsync(graceMs);
    expect(heard).toEqual(['u1']);
  });

  it('drops the checks not yet due when it closes', async () => {
    const { gone, heard } = setUp();
    gone.lastClosed('u1');
    await gone.close();
    await vi.advanceTimersByTimeAsync(graceMs);
    expect(heard).toEqual([]);
  });
});
