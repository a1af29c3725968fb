import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { AppKey } from '@limelight/protocol';
import type { RoomFrame } from './delivery.ts';
import { RoomSequencer } from './roomSequencer.ts';

const frame = (seq: number): RoomFrame => ({
  appKey: AppKey.Room,
  command: 'probe',
  payload: { seq },
  seq,
  serverTime: new Date(seq * 1000).toISOString(),
});

function sequencer(startSeq: number, log: RoomFrame[] = []) {
  const delivered: number[] = [];
  const reads: [number, number][] = [];
  const room = new RoomSequencer({
    roomId: 'r',
    startSeq,
    gapWaitMs: 20,
    log: pino({ level: 'silent' }),
    deliver: (f) => delivered.push(f.seq),
    reader: {
      currentSeq: async () => startSeq,
      readFrames: async (_roomId, afterSeq, limit) => {
        reads.push([afterSeq, limit]);
        return log.filter((f) => f.seq > afterSeq).slice(0, limit);
      },
    },
  });
  return { room, delivered, reads };
}

describe('room frames put in seq order', () => {
  it('delivers in order what arrives out of order, once, and drops what is at or below the start', () => {
    const { room, delivered } = sequencer(2);
    for (const seq of [1, 2, 4, 3, 3, 5, 4]) room.offer(frame(seq));
    expect(delivered).toEqual([3, 4, 5]);
    room.stop();
  });

  it('fills a gap that stays open from the log, then delivers what was held', async () => {
    const { room, delivered, reads } = sequencer(0, [frame(1), frame(2), frame(3)]);
    room.offer(frame(3));
    room.offer(frame(4));
    expect(delivered).toEqual([]);
    await expect.poll(() => delivered).toEqual([1, 2, 3, 4]);
    expect(reads).toEqual([[0, 4]]);
    room.stop();
  });

  it('does not read the log when the gap fills in time', async () => {
    vi.useFakeTimers();
    try {
      const { room, delivered, reads } = sequencer(0);
      room.offer(frame(2));
      room.offer(frame(1));
      await vi.advanceTimersByTimeAsync(50);
      expect(delivered).toEqual([1, 2]);
      expect(reads).toEqual([]);
      room.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
