import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ensureGuestSession } from '../../../lib/api/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { fetchRoomLiveState, seedRoomLiveState } from '../../../lib/live/index.ts';
import { roomKeys } from '../roomQueries.ts';
import { fetchRoom } from '../roomsApi.ts';
import { withLiveSettings } from './roomLiveState.ts';

/** Where the live page starts: the room's id and slug, and the seq its live session continues after. */
export interface RoomLiveStart {
  roomId: string;
  slug: string;
  seq: number;
}

/**
 * Loads the room (by id or slug) and its live state, and seeds both in the query cache at that state's seq
 * (docs/decisions/room-web.md): the room view as the state has it, since the state may be newer than the
 * detail read just before it. Frames after `seq` keep both current.
 */
export function useRoomLiveStart(idOrSlug: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: roomKeys.liveStart(idOrSlug),
    queryFn: async (): Promise<RoomLiveStart> => {
      // spec 000 §2: the room logs in as a guest when nobody is logged in.
      await ensureGuestSession(api, useSessionStore);
      const found = await fetchRoom(idOrSlug);
      // Every later call names the room by id: an event could hold the same slug.
      const live = await fetchRoomLiveState(found.id);
      queryClient.setQueryData(roomKeys.view(found.id), withLiveSettings(found, live.state.settings));
      seedRoomLiveState(queryClient, found.id, live);
      return { roomId: found.id, slug: found.slug, seq: live.seq };
    },
    staleTime: Infinity,
    // Every visit starts again from the room's current state.
    gcTime: 0,
    retry: false,
  });
}
