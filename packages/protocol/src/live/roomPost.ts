import { AppKey } from '../socket/frame.ts';
import { SyncCommand, type RoomPost } from '../socket/sync.ts';
import { roomEntryOf, type RoomDecider, type RoomEntryOf } from './roomEntry.ts';
import type { RoomLiveState } from './roomState.ts';

/** A moderator pins the room's post, or takes it down (`post` null): cya_sync postChanged. */
export interface RoomPostCommand {
  appKey: typeof AppKey.Sync;
  command: typeof SyncCommand.PostChanged;
  eventId: string;
  post: RoomPost | null;
}

/** The entry of the room's post. */
export type RoomPostEntry = RoomEntryOf<typeof AppKey.Sync, typeof SyncCommand.PostChanged>;

/** The room's post after its entry: the latest replaces the one before. */
export const evolvePost = (_post: RoomPost | null, { payload }: RoomPostEntry): RoomPost | null =>
  payload.post;

/** The room's post: taking down a missing post is refused (4004). */
export const roomPostDecider: RoomDecider<RoomPostCommand, RoomPostEntry> = {
  decide(state, command, at) {
    if (command.post === null && !state.post) return { refusal: 'NotFound' };
    const payload = { eventId: command.eventId, post: command.post };
    return { entry: roomEntryOf(AppKey.Sync, SyncCommand.PostChanged, payload, at) };
  },
};

/** The room's post in a stored state (null when there is none). */
export const postOf = (state: RoomLiveState): RoomPost | null => state.post ?? null;
