import { positionAt, type SyncPlayback } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { DriftPolicy, driftCorrection } from './driftCorrection.ts';
import { ServerClock } from './serverClock.ts';

/** A player on a fake clock: it moves at its rate while playing (`speed`: its own clock's error). */
class FakePlayer {
  currentTime: number;
  paused = false;
  rate = 1;
  seeks: number[] = [];
  constructor(
    start: number,
    readonly speed = 1,
  ) {
    this.currentTime = start;
  }
  advance(ms: number) {
    if (!this.paused) this.currentTime += (ms / 1000) * this.rate * this.speed;
  }
}

/** Runs the correction every check for `forMs` of fake time, against a server clock `offsetMs` ahead. */
function follow(
  player: FakePlayer,
  playback: SyncPlayback,
  start: { localMs: number; forMs: number; offsetMs: number },
) {
  let local = start.localMs;
  const clock = new ServerClock(() => local);
  clock.sampleRequest(local - 40, local, local + start.offsetMs - 20);
  const drifts: number[] = [];
  for (let elapsed = 0; elapsed < start.forMs; elapsed += DriftPolicy.checkEveryMs) {
    const correction = driftCorrection(player, positionAt(playback, clock.now()), playback.isPlaying);
    drifts.push(correction.driftSeconds);
    if (correction.seekTo !== null) {
      player.seeks.push(correction.seekTo);
      player.currentTime = correction.seekTo;
    }
    player.rate = correction.rate;
    if (correction.play !== null) player.paused = !correction.play;
    player.advance(DriftPolicy.checkEveryMs);
    local += DriftPolicy.checkEveryMs;
  }
  return drifts;
}

const playing = (position: number, takenAt: number): SyncPlayback => ({
  isPlaying: true,
  position,
  duration: null,
  takenAt,
});

describe('drift correction (every client corrects drift against the server clock)', () => {
  it('seeks a player more than half a second off, then plays at normal speed', () => {
    expect(driftCorrection({ currentTime: 10.8, paused: false }, 10, true)).toEqual({
      driftSeconds: expect.closeTo(0.8, 5),
      seekTo: 10,
      rate: 1,
      play: null,
    });
    expect(driftCorrection({ currentTime: 9.3, paused: false }, 10, true).seekTo).toBe(10);
  });

  it('nudges the rate for a small drift, in proportion and bounded, and leaves a tiny one alone', () => {
    expect(driftCorrection({ currentTime: 10.2, paused: false }, 10, true)).toMatchObject({
      seekTo: null,
      rate: expect.closeTo(0.9, 5),
    });
    expect(driftCorrection({ currentTime: 9.9, paused: false }, 10, true).rate).toBeCloseTo(1.05, 5);
    expect(driftCorrection({ currentTime: 9.55, paused: false }, 10, true).rate).toBeCloseTo(1.1, 5);
    expect(driftCorrection({ currentTime: 10.03, paused: false }, 10, true).rate).toBe(1);
  });

  it('starts or stops the player to match the room, and puts a paused one exactly in place', () => {
    expect(driftCorrection({ currentTime: 4, paused: true }, 4, true).play).toBe(true);
    expect(driftCorrection({ currentTime: 4, paused: false }, 4, false).play).toBe(false);
    expect(driftCorrection({ currentTime: 4.2, paused: true }, 4, false)).toMatchObject({
      seekTo: 4,
      rate: 1,
      play: null,
    });
  });

  it('a late joiner starts at the position now on the server clock, not at the position when it was taken', () => {
    // The room started playing at 30 s, 20 s ago by the server's clock; this page's clock is 5 s behind.
    const serverStart = 1_000_000;
    const player = new FakePlayer(0);
    player.paused = true;
    const drifts = follow(player, playing(30, serverStart), {
      localMs: serverStart + 20_000 - 5_000,
      forMs: 2_000,
      offsetMs: 5_000,
    });
    expect(player.seeks[0]).toBeCloseTo(50, 1);
    expect(player.paused).toBe(false);
    expect(Math.abs(drifts.at(-1) ?? 1)).toBeLessThan(0.05);
  });

  it('brings a player 300 ms ahead back within tolerance by its rate alone, without a seek', () => {
    const takenAt = 2_000_000;
    const player = new FakePlayer(60.3);
    const drifts = follow(player, playing(60, takenAt), { localMs: takenAt, forMs: 8_000, offsetMs: 0 });
    expect(player.seeks).toEqual([]);
    expect(drifts[0]).toBeCloseTo(0.3, 2);
    expect(Math.abs(drifts.at(-1) ?? 1)).toBeLessThanOrEqual(DriftPolicy.toleranceSeconds);
    expect(player.rate).toBe(1);
  });

  it('follows a player whose clock runs 1% fast', () => {
    const takenAt = 3_000_000;
    const player = new FakePlayer(0, 1.01);
    const drifts = follow(player, playing(0, takenAt), { localMs: takenAt, forMs: 60_000, offsetMs: 0 });
    expect(player.seeks).toEqual([]);
    expect(Math.max(...drifts.map(Math.abs))).toBeLessThan(0.1);
  });
});
