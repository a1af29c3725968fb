import type { PostChangedPayload } from '@limelight/protocol';
import { roomSyncCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../../lib/api/index.ts';

/** A moderator pins the room's post; everyone hears of it (cya_sync postChanged). */
export function pinRoomPost(
  eventId: string,
  text: string,
  link: string | undefined,
): Promise<PostChangedPayload> {
  return api.call(roomSyncCalls.post, { body: { eventId, text, link } }).then(dataOf);
}

/** A moderator takes the post down. */
export function removeRoomPost(eventId: string): Promise<PostChangedPayload> {
  return api.call(roomSyncCalls.postDel, { body: { eventId } }).then(dataOf);
}
