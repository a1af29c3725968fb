import type { ReplayStream, StageStreamEntry } from '@limelight/protocol';

/** How far a recorded video may drift from the timeline before it is moved back onto it (seconds). */
export const recordingDriftSeconds = 0.5;

/** Where a recorded stream stands at a moment of the replay. */
export type RecordingPlacement =
  /** Outside its span: hidden. */
  | { isShown: false }
  /** Inside it: shown, at `currentTime` seconds into the file (t − its start offset). */
  | { isShown: true; currentTime: number };

/** A recorded stream at the play head `positionMs`: shown within [startOffset, startOffset + duration). */
export function placementOf(
  stream: Pick<ReplayStream, 'startOffsetMs' | 'durationMs'>,
  positionMs: number,
): RecordingPlacement {
  const intoMs = positionMs - stream.startOffsetMs;
  if (intoMs < 0 || intoMs >= stream.durationMs) return { isShown: false };
  return { isShown: true, currentTime: intoMs / 1000 };
}

/** Whether a video at `currentTime` should be moved to `target` (it drifted past the tolerance). */
export const needsSeek = (currentTime: number, target: number): boolean =>
  Math.abs(currentTime - target) > recordingDriftSeconds;

/** A person's stage stream at a moment of the replay, with the recordings of it that cover the moment. */
export interface RecordedPublication {
  peer: StageStreamEntry['peer'];
  recordings: ReplayStream[];
}

/**
 * What each person on stage publishes at the play head: the stage's streams in the room's state (media
 * slice: who published then), each with that person's camera recordings. The recordings are kept for
 * everyone (placed or hidden by their own span) so that their videos stay mounted and buffered.
 */
export function publicationsOf(
  streams: readonly StageStreamEntry[],
  recordings: readonly ReplayStream[],
): RecordedPublication[] {
  const cameras = streams.filter((stream) => stream.kind === 'camera');
  return cameras
    .filter(
      (stream, index) => cameras.findIndex((other) => other.peer.userId === stream.peer.userId) === index,
    )
    .map(({ peer }) => ({
      peer,
      recordings: recordings.filter(
        (recording) => recording.kind === 'camera' && recording.userId === peer.userId,
      ),
    }));
}
