import type { AppKey } from '../socket/frame.ts';
import type { PostChangedPayload, RoomPost, SyncCommand } from '../socket/sync.ts';
import type { RoomReducer } from './roomReducer.ts';
import { initialRoomLiveState, type RoomLiveState } from './roomState.ts';

/** A moderator pins the room's post, or takes it down (`post` null): cya_sync postChanged. */
export interface RoomPostCommand {
  appKey: typeof AppKey.Sync;
  command: typeof SyncCommand.PostChanged;
  eventId: string;
  post: RoomPost | null;
}

/** The room's post slice: the latest post replaces the one before; taking down a missing post changes nothing. */
export const roomPostReducer: RoomReducer<RoomLiveState, RoomPostCommand, PostChangedPayload> = {
  initialState: initialRoomLiveState,
  reduce(state, command) {
    if (command.post === null && !state.post) return { refusal: 'NotFound' };
    return {
      state: { ...state, post: command.post },
      payload: { eventId: command.eventId, post: command.post },
    };
  },
};

/** The room's post in a stored state (null when there is none). */
export const postOf = (state: RoomLiveState): RoomPost | null => state.post ?? null;
