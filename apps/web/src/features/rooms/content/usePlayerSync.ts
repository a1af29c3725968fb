import { positionAt, type SyncPlayback } from '@limelight/protocol';
import { useEffect, useEffectEvent, useState } from 'react';
import { DriftPolicy, driftCorrection, type PlayerReading } from './driftCorrection.ts';

/** A player the room drives: an HTML5 video, or any player that can say where it is and be moved. */
export interface SyncedPlayer {
  /** Where it is; null while it cannot tell yet (no metadata). */
  read(): PlayerReading | null;
  seek(seconds: number): void;
  setRate(rate: number): void;
  play(): void;
  pause(): void;
}

/**
 * Keeps `player` on the room's playback while `following`: checked as soon as the playback changes,
 * then every {@link DriftPolicy.checkEveryMs}, against the server clock (`serverNow`). Answers the last
 * drift measured in ms (player minus room), null while not following or before the first reading.
 */
export function usePlayerSync(
  player: SyncedPlayer | null,
  playback: SyncPlayback,
  serverNow: () => number,
  following: boolean,
): number | null {
  const [driftMs, setDriftMs] = useState<number | null>(null);
  const check = useEffectEvent(() => {
    const reading = player?.read();
    if (!player || !reading) return;
    const correction = driftCorrection(reading, positionAt(playback, serverNow()), playback.isPlaying);
    if (correction.seekTo !== null) player.seek(correction.seekTo);
    player.setRate(correction.rate);
    if (correction.play === true) player.play();
    if (correction.play === false) player.pause();
    setDriftMs(Math.round(correction.driftSeconds * 1000));
  });
  useEffect(() => {
    if (!following) return;
    const first = setTimeout(check, 0);
    const timer = setInterval(check, DriftPolicy.checkEveryMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      player?.setRate(1);
    };
  }, [player, playback, following]);
  return following ? driftMs : null;
}
