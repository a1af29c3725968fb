import { postOf, type RoomPost } from '@limelight/protocol';
import { useRoomLiveState } from '../../../lib/live/index.ts';

/** The room's pinned post, as the room's live state holds it (undefined data while it loads). */
export function useRoomPost(roomId: string): { isPending: boolean; data: RoomPost | null | undefined } {
  const post = useRoomLiveState(roomId, ({ state }) => postOf(state));
  return { isPending: post === undefined, data: post };
}
