/** How far a player may stray before it is corrected, and how it is brought back. */
export const DriftPolicy = {
  /** Past this (seconds) the player jumps to where the room is. */
  seekAboveSeconds: 0.5,
  /** Within this (seconds) the player is in sync and plays at normal speed. */
  toleranceSeconds: 0.04,
  /** Speed change per second of drift: 0.2 s ahead plays at 0.9× until it is back. */
  rateGain: 0.5,
  /** The furthest a rate nudge goes from normal speed (hardly audible). */
  maxRateNudge: 0.1,
  /** How often the players compare themselves with the room (ms). */
  checkEveryMs: 500,
} as const;

/** What a player reports of itself. */
export interface PlayerReading {
  /** Seconds into the content. */
  currentTime: number;
  paused: boolean;
}

/** What the player must do to follow the room. */
export interface DriftCorrection {
  /** Player time minus room time, seconds (positive: ahead). */
  driftSeconds: number;
  /** Jump here (seconds), when the drift is too large to nudge away. */
  seekTo: number | null;
  /** The playback rate to play at (1 when in sync or paused). */
  rate: number;
  /** Start or stop the player, when it is not in the room's state. */
  play: boolean | null;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * The correction of one player against the room's playback (spec 001 §4, issue 11: every client corrects
 * drift against the server clock): seek when more than half a second off (a paused one: when off at all), else nudge the playback rate
 * in proportion to the drift; play or pause to match the room. `expected` is `positionAt(playback,
 * serverNow)`.
 */
export function driftCorrection(
  reading: PlayerReading,
  expected: number,
  isPlaying: boolean,
): DriftCorrection {
  const driftSeconds = reading.currentTime - expected;
  const play = reading.paused === isPlaying ? isPlaying : null;
  const distance = Math.abs(driftSeconds);
  // A paused player cannot be nudged: it is put at the room's place.
  const seekAbove = isPlaying ? DriftPolicy.seekAboveSeconds : DriftPolicy.toleranceSeconds;
  if (distance > seekAbove) return { driftSeconds, seekTo: expected, rate: 1, play };
  const nudge =
    isPlaying && distance > DriftPolicy.toleranceSeconds
      ? clamp(driftSeconds * DriftPolicy.rateGain, DriftPolicy.maxRateNudge)
      : 0;
  return { driftSeconds, seekTo: null, rate: 1 - nudge, play };
}
