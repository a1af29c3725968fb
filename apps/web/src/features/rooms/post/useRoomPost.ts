import { AppKey, SyncCommand, type RoomPost } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { useLiveQueryUpdate } from '../../../lib/live/index.ts';
import { roomLiveSnapshotOf } from '../live/roomLiveState.ts';
import { roomKeys } from '../roomQueries.ts';
import { fetchRoomState } from '../roomsApi.ts';

/** The room's pinned post: read from the room's state, then kept by its postChanged frames. */
export function useRoomPost(roomId: string) {
  const key = roomKeys.post(roomId);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => roomLiveSnapshotOf((await fetchRoomState(roomId)).state).post,
    staleTime: Infinity,
  });
  useLiveQueryUpdate(
    AppKey.Sync,
    SyncCommand.PostChanged,
    key,
    (_post: RoomPost | null | undefined, frame) => frame.payload.post,
  );
  return query;
}
