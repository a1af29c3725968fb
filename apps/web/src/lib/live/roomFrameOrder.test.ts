import { describe, expect, it } from 'vitest';
import { RoomFrameOrder } from './roomFrameOrder.ts';

describe('room frames are applied exactly once and in seq order (docs/decisions/live-state.md)', () => {
  it('applies the next seq at once and drops a duplicate at or below the last', () => {
    const order = new RoomFrameOrder<string>(3);

    expect(order.offer(4, 'f4')).toEqual(['f4']);
    expect(order.offer(4, 'f4 again')).toEqual([]);
    expect(order.offer(2, 'f2')).toEqual([]);
    expect(order.lastSeq).toBe(4);
  });

  it('holds frames after a gap and applies them in order once the gap is filled', () => {
    const order = new RoomFrameOrder<string>(0);

    expect(order.offer(3, 'f3')).toEqual([]);
    expect(order.offer(2, 'f2')).toEqual([]);
    expect(order.heldUpTo).toBe(3);
    expect(order.offer(1, 'f1')).toEqual(['f1', 'f2', 'f3']);
    expect(order.heldUpTo).toBeNull();
    expect(order.lastSeq).toBe(3);
  });

  it('holds every frame until it knows where frames continue, then drops those already in the state', () => {
    const order = new RoomFrameOrder<string>(null);

    expect(order.offer(5, 'f5')).toEqual([]);
    expect(order.offer(7, 'f7')).toEqual([]);
    expect(order.restartAfter(5)).toEqual([]);
    expect(order.heldUpTo).toBe(7);
    expect(order.offer(6, 'f6')).toEqual(['f6', 'f7']);
  });

  it('restarts after a resync, even behind the last seq, and applies the held frames that follow', () => {
    const order = new RoomFrameOrder<string>(10);
    order.offer(13, 'f13');

    expect(order.restartAfter(12)).toEqual(['f13']);
    expect(order.restartAfter(4)).toEqual([]);
    expect(order.offer(5, 'f5')).toEqual(['f5']);
  });
});
