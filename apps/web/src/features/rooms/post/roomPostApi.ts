import type { PostChangedPayload } from '@limelight/protocol';
import { api, dataOf } from '../../../lib/api/index.ts';

/** The room post paths (docs/decisions/room-post.md). */
const RoomPostPath = {
  Pin: '/api/sync/v2/post',
  Remove: '/api/sync/v2/post/del',
} as const;

/** A moderator pins the room's post; everyone hears of it (cya_sync postChanged). */
export function pinRoomPost(
  eventId: string,
  text: string,
  link: string | undefined,
): Promise<PostChangedPayload> {
  return api.post<PostChangedPayload>(RoomPostPath.Pin, { eventId, text, link }).then(dataOf);
}

/** A moderator takes the post down. */
export function removeRoomPost(eventId: string): Promise<PostChangedPayload> {
  return api.post<PostChangedPayload>(RoomPostPath.Remove, { eventId }).then(dataOf);
}
