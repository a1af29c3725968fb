import { describe, expect, it } from 'vitest';
import { ServerClock } from './serverClock.ts';

describe('server clock estimate', () => {
  it('reads local time until a sample arrives', () => {
    expect(new ServerClock(() => 1_000).now()).toBe(1_000);
  });

  it('takes the middle of a request round trip, and keeps the sample with the shortest trip', () => {
    let local = 10_000;
    const clock = new ServerClock(() => local);
    // Sent at 10 000, answered at 10 200: the server read 15 100 around 10 100.
    clock.sampleRequest(10_000, 10_200, 15_100);
    expect(clock.offsetMs).toBe(5_000);
    // A slower trip says less and is ignored; a quicker one replaces it.
    clock.sampleRequest(11_000, 12_000, 16_000);
    expect(clock.offsetMs).toBe(5_000);
    clock.sampleRequest(13_000, 13_020, 18_030);
    expect(clock.offsetMs).toBe(5_020);
    local = 20_000;
    expect(clock.now()).toBe(25_020);
  });

  it('raises the estimate to what frames prove: a frame was stamped before it arrived', () => {
    const clock = new ServerClock(() => 0);
    clock.sampleRequest(0, 1_000, 500);
    expect(clock.offsetMs).toBe(0);
    // Stamped at 2 300 by the server, received at 2 000 here: the server is at least 300 ms ahead.
    clock.sampleFrame(2_000, 2_300);
    expect(clock.offsetMs).toBe(300);
    clock.sampleFrame(3_000, 3_100);
    expect(clock.offsetMs).toBe(300);
  });
});
