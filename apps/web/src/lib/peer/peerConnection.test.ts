import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IceConnectionError, waitForIceConnected } from './peerConnection.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A peer connection's ICE states, changed by the test. */
class FakeConnection extends EventTarget {
  iceConnectionState: RTCIceConnectionState = 'new';

  change(state: RTCIceConnectionState): void {
    this.iceConnectionState = state;
    this.dispatchEvent(new Event('iceconnectionstatechange'));
  }
}

const asConnection = (fake: FakeConnection) => fake as unknown as RTCPeerConnection;

async function failureOf(promise: Promise<void>): Promise<string> {
  return promise.then(
    () => 'connected',
    (error: unknown) => (error instanceof IceConnectionError ? error.messageKey : String(error)),
  );
}

describe('the ICE wait (spec 001 §4, §9: 5000 ms)', () => {
  it('succeeds when connected or completed', async () => {
    const fake = new FakeConnection();
    const waited = waitForIceConnected(asConnection(fake));
    fake.change('checking');
    fake.change('completed');
    await expect(waited).resolves.toBeUndefined();
  });

  it('answers "ICE connection failed" when the connection fails', async () => {
    const fake = new FakeConnection();
    const waited = failureOf(waitForIceConnected(asConnection(fake)));
    fake.change('failed');
    expect(await waited).toBe('iceConnectionFailed');
  });

  it('answers "ICE connection timeout" after 5000 ms without a connection', async () => {
    const fake = new FakeConnection();
    const waited = failureOf(waitForIceConnected(asConnection(fake)));
    await vi.advanceTimersByTimeAsync(4999);
    fake.change('checking');
    await vi.advanceTimersByTimeAsync(1);
    expect(await waited).toBe('iceConnectionTimeout');
  });
});
