import type { ReplayStream, StageStreamEntry } from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import { needsSeek, placementOf, publicationsOf, recordingDriftSeconds } from './recordedStreams.ts';

const recording = (overrides: Partial<ReplayStream> = {}): ReplayStream => ({
  streamId: 's1',
  userId: 'host',
  kind: 'camera',
  startOffsetMs: 10_000,
  durationMs: 20_000,
  mimeType: 'video/webm',
  url: '/files/s1.webm',
  ...overrides,
});

describe('a recorded stream is placed at its offset on the timeline', () => {
  it('is hidden before its start offset', () => {
    expect(placementOf(recording(), 9_999)).toEqual({ isShown: false });
  });

  it('plays the file at t − startOffset within its span', () => {
    expect(placementOf(recording(), 10_000)).toEqual({ isShown: true, currentTime: 0 });
    expect(placementOf(recording(), 25_500)).toEqual({ isShown: true, currentTime: 15.5 });
  });

  it('is hidden from its end on', () => {
    expect(placementOf(recording(), 30_000)).toEqual({ isShown: false });
  });

  it('places a stream that began before the replay (negative offset) inside the file', () => {
    expect(placementOf(recording({ startOffsetMs: -4_000 }), 0)).toEqual({ isShown: true, currentTime: 4 });
  });

  it('moves a video back only once it drifts past the tolerance', () => {
    expect(needsSeek(12, 12 + recordingDriftSeconds)).toBe(false);
    expect(needsSeek(12, 12.01 + recordingDriftSeconds)).toBe(true);
  });
});

describe("each person on stage gets their own camera's recordings", () => {
  const peer = (userId: string): StageStreamEntry['peer'] => ({
    userId,
    username: userId,
    avatar: null,
    microphoneMuted: false,
    microphoneMutedMobile: false,
    muted: false,
    order: 0,
    prefix: 'stage',
    timestamp: 0,
  });
  const entry = (userId: string, kind: StageStreamEntry['kind']): StageStreamEntry => ({
    pubId: `${userId}-${kind}`,
    kind,
    peer: peer(userId),
  });

  it('pairs camera streams with that person’s camera recordings, once per person', () => {
    const host = recording();
    const guest = recording({ streamId: 's2', userId: 'guest' });
    const screen = recording({ streamId: 's3', kind: 'screen' });
    const publications = publicationsOf(
      [entry('host', 'camera'), entry('host', 'screen'), entry('guest', 'camera')],
      [host, guest, screen],
    );
    expect(publications.map(({ peer: { userId }, recordings }) => [userId, recordings])).toEqual([
      ['host', [host]],
      ['guest', [guest]],
    ]);
  });
});
