import { ResponseCode, type Envelope } from '@limelight/protocol';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fakeFetch.ts';
import { withRetry } from './withRetry.ts';

function scriptedCall(...codes: number[]) {
  return vi.fn(async (): Promise<Envelope<null>> => envelope(codes.shift() ?? ResponseCode.Success, null));
}

function recordingSleep() {
  const delaysMs: number[] = [];
  return { delaysMs, sleep: async (ms: number) => void delaysMs.push(ms) };
}

describe('spec 001 §8: up to 5 attempts, waiting 1 s, then 3 s, 3 s, 3 s', () => {
  it('gives up after the fifth failure and returns the last answer', async () => {
    const call = scriptedCall(3000, 3000, 3000, 3000, ResponseCode.SystemError);
    const { delaysMs, sleep } = recordingSleep();

    await expect(withRetry(call, { sleep })).resolves.toEqual(envelope(ResponseCode.SystemError, null));

    expect(call).toHaveBeenCalledTimes(5);
    expect(delaysMs).toEqual([1000, 3000, 3000, 3000]);
  });

  it('waits on the real timers by default', async () => {
    vi.useFakeTimers();
    const call = scriptedCall(3000, 3000);

    const pending = withRetry(call);
    await vi.advanceTimersByTimeAsync(999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);

    await expect(pending).resolves.toMatchObject({ code: ResponseCode.Success });
    expect(call).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});

describe('spec 001 §8: a result counts as failure unless its code is 200 or 12035', () => {
  it('stops at 200', async () => {
    const call = scriptedCall(ResponseCode.TryAgainLater, ResponseCode.Success);
    const { delaysMs, sleep } = recordingSleep();

    await expect(withRetry(call, { sleep })).resolves.toMatchObject({ code: ResponseCode.Success });
    expect(delaysMs).toEqual([1000]);
  });

  it('counts 12035 (already applied) as success', async () => {
    const call = scriptedCall(ResponseCode.AlreadyApplied);
    const { delaysMs, sleep } = recordingSleep();

    await expect(withRetry(call, { sleep })).resolves.toMatchObject({ code: ResponseCode.AlreadyApplied });
    expect(call).toHaveBeenCalledTimes(1);
    expect(delaysMs).toEqual([]);
  });

  it('propagates a thrown error at once', async () => {
    const offline = new Error('offline');
    const { delaysMs, sleep } = recordingSleep();

    await expect(withRetry(() => Promise.reject(offline), { sleep })).rejects.toBe(offline);
    expect(delaysMs).toEqual([]);
  });
});
