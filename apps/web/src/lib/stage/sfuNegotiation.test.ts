import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatherAll } from './sfuNegotiation.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A peer connection's ICE states, changed by the test. */
class FakeConnection extends EventTarget {
  iceGatheringState: RTCIceGatheringState = 'gathering';
}

const asConnection = (fake: FakeConnection) => fake as unknown as RTCPeerConnection;

describe('non-trickle gathering (docs/decisions/media.md)', () => {
  it('sends what was gathered after at most 5000 ms (non-trickle)', async () => {
    const fake = new FakeConnection();
    let isGathered = false;
    void gatherAll(asConnection(fake)).then(() => (isGathered = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(isGathered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isGathered).toBe(true);
  });
});
