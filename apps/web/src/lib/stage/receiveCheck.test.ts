import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { framesDecodedOf, isVideoSignalOk, startVideoReceiveCheck } from './receiveCheck.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A connection whose getStats reports the decoded frames of its incoming video, in turn. */
function fakeConnection(frames: (number | null)[]) {
  return {
    getStats: async () => {
      const next = frames.shift() ?? null;
      const entries = next === null ? [] : [{ type: 'inbound-rtp', kind: 'video', framesDecoded: next }];
      return new Map(entries.map((entry, index) => [String(index), entry])) as unknown as RTCStatsReport;
    },
  };
}

const timers = {
  now: () => Date.now(),
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
};

describe('the video receive check (spec 001 §4, §9: every 1100 ms)', () => {
  it('reads the decoded frames of the incoming video, null without video', async () => {
    await expect(framesDecodedOf(fakeConnection([12]))).resolves.toBe(12);
    await expect(framesDecodedOf(fakeConnection([null]))).resolves.toBeNull();
  });

  it('counts the signal fine while frames move, and a connection without video as fine', () => {
    expect(isVideoSignalOk(null, 5)).toBe(true);
    expect(isVideoSignalOk(5, 9)).toBe(true);
    expect(isVideoSignalOk(9, 9)).toBe(false);
    expect(isVideoSignalOk(null, 0)).toBe(false);
    expect(isVideoSignalOk(null, null)).toBe(true);
  });

  it('looks every 1100 ms and reports whether the frames moved, until stopped', async () => {
    const signals: boolean[] = [];
    const stop = startVideoReceiveCheck(fakeConnection([3, 8, 8, 20]), (ok) => signals.push(ok), timers);
    await vi.advanceTimersByTimeAsync(1099);
    expect(signals).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals).toEqual([true]);
    await vi.advanceTimersByTimeAsync(2200);
    expect(signals).toEqual([true, true, false]);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(signals).toEqual([true, true, false]);
  });
});
