import { positionAt, syncOf, type RoomLiveState } from '@limelight/protocol';
import { useMemo } from 'react';
import { SharedStage } from './SharedStage.tsx';
import type { SyncView } from './syncView.ts';

interface SharedContentAtProps {
  roomId: string;
  /** The room's state at a moment of its log, and that entry's seq. */
  seq: number;
  state: RoomLiveState;
  /** The room's clock at that moment (epoch ms), moving while the moment plays. */
  roomNow: () => number;
  /** Whether the moment plays: paused, the content holds where it is. */
  isPlaying: boolean;
}

/**
 * The room's shared content as it was at a moment of its log (a replay, docs/decisions/replays-web.md):
 * the live page's player, read-only, driven by the state's sync slice and the room's clock at that moment.
 * The timeline drives it (`control`): a viewer cannot step out of it, and nothing is sent to the room.
 */
export function SharedContentAt({ roomId, seq, state, roomNow, isPlaying }: SharedContentAtProps) {
  const sync = syncOf(state);
  // Paused, the playback is where the content stood when the moment stopped (the room's clock stops too).
  const pausedAt = isPlaying ? null : roomNow();
  const playback = useMemo(
    () =>
      pausedAt === null || !sync.playback.isPlaying
        ? sync.playback
        : {
            ...sync.playback,
            isPlaying: false,
            position: positionAt(sync.playback, pausedAt),
            takenAt: pausedAt,
          },
    [sync.playback, pausedAt],
  );
  const view: SyncView = { ...sync, playback, control: true, seq };
  return (
    <SharedStage roomId={roomId} isModerator={false} sync={{ view, clock: { now: roomNow } }}>
      {null}
    </SharedStage>
  );
}
