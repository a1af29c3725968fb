import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadQueue, type RecordingChunk } from './uploadQueue.ts';

const chunk = (timestampMs: number): RecordingChunk => ({ data: new Blob([`${timestampMs}`]), timestampMs });
class Offline extends Error {}
class Refused extends Error {}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the recording upload queue (docs/decisions/recordings.md)', () => {
  it('sends chunks one at a time, in recording order', async () => {
    const sent: number[] = [];
    const queue = createUploadQueue({
      send: async (one) => void sent.push(one.timestampMs),
      isRetryable: () => true,
      onFailed: vi.fn(),
    });
    queue.push(chunk(0));
    queue.push(chunk(4000));
    queue.push(chunk(8000));
    await queue.drain();
    expect(sent).toEqual([0, 4000, 8000]);
    expect(queue.size).toBe(0);
  });

  it('retries a failed chunk after 1 s, then 2 s, before the next one goes', async () => {
    const attempts: number[] = [];
    let failuresLeft = 2;
    const queue = createUploadQueue({
      send: async (one) => {
        attempts.push(one.timestampMs);
        if (one.timestampMs === 0 && failuresLeft-- > 0) throw new Offline();
      },
      isRetryable: (error) => error instanceof Offline,
      onFailed: vi.fn(),
    });
    queue.push(chunk(0));
    queue.push(chunk(4000));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(2_000);
    await queue.drain();
    expect(attempts).toEqual([0, 0, 0, 4000]);
  });

  it('stops at a refusal that no retry mends, and says so once', async () => {
    const onFailed = vi.fn();
    const sent: number[] = [];
    const queue = createUploadQueue({
      send: async (one) => {
        if (one.timestampMs === 4000) throw new Refused();
        sent.push(one.timestampMs);
      },
      isRetryable: (error) => error instanceof Offline,
      onFailed,
    });
    queue.push(chunk(0));
    queue.push(chunk(4000));
    queue.push(chunk(8000));
    await expect(queue.drain()).rejects.toBeInstanceOf(Refused);
    queue.push(chunk(12000));
    expect(sent).toEqual([0]);
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('keeps the retry delay at its last step while the network stays down', async () => {
    let isOnline = false;
    const attemptsAt: number[] = [];
    const queue = createUploadQueue({
      send: async () => {
        attemptsAt.push(Date.now());
        if (!isOnline) throw new Offline();
      },
      isRetryable: () => true,
      onFailed: vi.fn(),
      retryDelaysMs: [1_000, 2_000],
    });
    const start = Date.now();
    queue.push(chunk(0));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attemptsAt.map((at) => at - start)).toEqual([0, 1_000, 3_000, 5_000]);
    isOnline = true;
    await vi.advanceTimersByTimeAsync(2_000);
    await queue.drain();
    expect(attemptsAt).toHaveLength(5);
  });
});
