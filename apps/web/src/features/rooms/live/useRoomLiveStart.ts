import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ensureGuestSession } from '../../../lib/api/index.ts';
import { useSessionStore } from '../../../lib/session/index.ts';
import { seedCast } from '../../stage/index.ts';
import { roomKeys } from '../roomQueries.ts';
import { fetchRoom, fetchRoomState } from '../roomsApi.ts';
import { roomLiveSnapshotOf, withLiveSettings } from './roomLiveState.ts';

/** Where the live page starts: the room's id and slug, and the seq its live session continues after. */
export interface RoomLiveStart {
  roomId: string;
  slug: string;
  seq: number;
}

/**
 * Loads the room (by id or slug) and its live state, and seeds the room view, the chat's live slice
 * in the query cache at that state's seq (docs/decisions/room-web.md): the room view as the state has it,
 * since the state may be newer than the detail read just before it. Frames after `seq` keep both current.
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
      const answer = await fetchRoomState(found.id);
      const { seq, state } = answer;
      const snapshot = roomLiveSnapshotOf(state);
      queryClient.setQueryData(roomKeys.view(found.id), withLiveSettings(found, snapshot));
      queryClient.setQueryData(roomKeys.chatState(found.id), snapshot.chat);
      queryClient.setQueryData(roomKeys.post(found.id), snapshot.post);
      seedCast(queryClient, found.id, answer);
      return { roomId: found.id, slug: found.slug, seq };
    },
    staleTime: Infinity,
    // Every visit starts again from the room's current state.
    gcTime: 0,
    retry: false,
  });
}
