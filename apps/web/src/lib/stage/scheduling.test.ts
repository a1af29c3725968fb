import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaggeredStarts, subscribeUntilConnected, type SubscribeSteps } from './scheduling.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const fakeTimers = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
};

describe('staggered subscribe starts (spec 001 §4, §9: 1 s per stream)', () => {
  it('starts the first at once and each next one a second after the one before', () => {
    const starts = new StaggeredStarts(fakeTimers);
    const started: string[] = [];
    expect(['a', 'b', 'c'].map((name) => starts.schedule(() => started.push(name)))).toEqual([0, 1000, 2000]);
    vi.advanceTimersByTime(0);
    expect(started).toEqual(['a']);
    vi.advanceTimersByTime(999);
    expect(started).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(started).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1000);
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('starts at once again once the slots have passed, and keeps spacing from the last start', () => {
    const starts = new StaggeredStarts(fakeTimers);
    starts.schedule(() => undefined);
    vi.advanceTimersByTime(5000);
    expect(starts.schedule(() => undefined)).toBe(0);
    vi.advanceTimersByTime(400);
    expect(starts.schedule(() => undefined)).toBe(600);
  });

  it('drops the starts not yet made when cancelled', () => {
    const starts = new StaggeredStarts(fakeTimers);
    const started: string[] = [];
    starts.schedule(() => started.push('a'));
    starts.schedule(() => started.push('b'));
    vi.advanceTimersByTime(0);
    starts.cancelAll();
    vi.advanceTimersByTime(5000);
    expect(started).toEqual(['a']);
  });
});

/** Steps whose connection waits 5 s (fake time) and connects only with the tokens listed. */
function fakeSteps(connectingTokens: string[], refetched: (string | null)[]) {
  const log: string[] = [];
  const steps: SubscribeSteps<string> = {
    connect: async (token) => {
      log.push(`connect ${token}`);
      return token;
    },
    waitConnected: (token) =>
      new Promise((resolve, reject) => {
        if (connectingTokens.includes(token)) resolve();
        else setTimeout(() => reject(new Error('ICE connection timeout')), 5000);
      }),
    discard: (token) => void log.push(`discard ${token}`),
    refetchToken: async () => {
      const token = refetched.shift() ?? null;
      log.push(`refetch → ${token}`);
      return token;
    },
  };
  return { steps, log };
}

describe('re-fetching subscribe tokens when not connected within 5 s (spec 001 §4)', () => {
  it('subscribes anew with a fresh token after 5 s without a connection', async () => {
    const { steps, log } = fakeSteps(['t2'], ['t2']);
    const subscribed = subscribeUntilConnected(steps, 't1');
    await vi.advanceTimersByTimeAsync(4999);
    expect(log).toEqual(['connect t1']);
    await vi.advanceTimersByTimeAsync(1);
    await expect(subscribed).resolves.toBe('t2');
    expect(log).toEqual(['connect t1', 'discard t1', 'refetch → t2', 'connect t2']);
  });

  it('stops when the stream is gone from the fresh list', async () => {
    const { steps, log } = fakeSteps([], [null]);
    const subscribed = subscribeUntilConnected(steps, 't1');
    await vi.advanceTimersByTimeAsync(5000);
    await expect(subscribed).resolves.toBeNull();
    expect(log).toEqual(['connect t1', 'discard t1', 'refetch → null']);
  });

  it('gives up with the last failure after three tries', async () => {
    const { steps, log } = fakeSteps([], ['t2', 't3', 't4']);
    const subscribed = subscribeUntilConnected(steps, 't1');
    const failure = expect(subscribed).rejects.toThrow('ICE connection timeout');
    await vi.advanceTimersByTimeAsync(15_000);
    await failure;
    expect(log.filter((line) => line.startsWith('connect'))).toEqual([
      'connect t1',
      'connect t2',
      'connect t3',
    ]);
  });
});
