import { useEffect, useState, useSyncExternalStore } from 'react';
import { fetchReplayChat, fetchReplayCommands, seekReplay, type ReplayRef } from './replaysApi.ts';
import { ReplayPlayer, type ReplaySnapshot, type ReplaySpan } from './replayPlayer.ts';

/** One replay's player for the page's life: it loads the start and plays once mounted, stops when left. */
export function useReplayPlayer(
  ref: ReplayRef,
  span: ReplaySpan,
): { player: ReplayPlayer; snapshot: ReplaySnapshot } {
  const [player] = useState(
    () =>
      new ReplayPlayer(
        {
          seek: (to) => seekReplay(ref, to),
          fetch: (from, to) => fetchReplayCommands(ref, from, to),
          chat: (to, before) => fetchReplayChat(ref, to, before),
        },
        span,
      ),
  );
  useEffect(() => {
    // A refused start shows as the player's failed phase.
    player.start().catch(() => undefined);
    return () => player.stop();
  }, [player]);
  return { player, snapshot: useSyncExternalStore(player.subscribe, player.getSnapshot) };
}
