import { afterEach, describe, expect, it, vi } from 'vitest';
import { JoinedCountCoalescer } from './joinedCount.ts';

afterEach(() => {
  vi.useRealTimers();
});

function coalescer(presentCount: () => number) {
  const sent: [string, number][] = [];
  const counts = new JoinedCountCoalescer({
    send: async (roomId, count) => void sent.push([roomId, count]),
    count: async () => presentCount(),
    intervalMs: 1000,
    onError: (error) => {
      throw error;
    },
  });
  return { sent, counts };
}

describe('joined-people count, coalesced per room', () => {
  it('sends the first change at once and folds the rest of the second into one fresh count', async () => {
    vi.useFakeTimers();
    let present = 0;
    const { sent, counts } = coalescer(() => present);
    for (let i = 1; i <= 500; i++) await counts.changed('room', (present = i));
    expect(sent).toEqual([['room', 1]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([
      ['room', 1],
      ['room', 500],
    ]);
    // Nothing changed in the next second: no frame, and the room is quiet again.
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(2);
    await counts.changed('room', (present = 499));
    expect(sent.at(-1)).toEqual(['room', 499]);
  });

  it('keeps rooms apart', async () => {
    vi.useFakeTimers();
    const { sent, counts } = coalescer(() => 7);
    await counts.changed('a', 1);
    await counts.changed('b', 1);
    await counts.changed('a', 2);
    expect(sent).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([
      ['a', 1],
      ['b', 1],
      ['a', 7],
    ]);
    counts.stop();
  });
});
