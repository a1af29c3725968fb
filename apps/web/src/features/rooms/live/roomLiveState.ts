import { parseRoomSetting, roomPostSchema, type RoomPost, type RoomView } from '@limelight/protocol';

/** What the chat shows of the room's live chat slice: slow mode and the people blocked from writing. */
export interface RoomChatLiveState {
  slowModeSeconds: number;
  blocked: readonly string[];
}

/** A room state as the page reads it, from the roomState answer or a resync (spec: RoomLiveState). */
export interface RoomLiveSnapshot {
  settings: Readonly<Record<string, unknown>>;
  chat: RoomChatLiveState;
  /** The room's pinned post, or null. */
  post: RoomPost | null;
}

/** A room view with one setting changed, the value read by the setting's rule; an unreadable one changes nothing. */
export function withRoomSetting(room: RoomView, option: string, value: unknown): RoomView {
  const parsed = parseRoomSetting(option, value);
  return parsed.ok ? { ...room, [parsed.change.option]: parsed.change.value } : room;
}

/** A room view with the settings changed while the room lived (the state's settings slice). */
export function withLiveSettings(room: RoomView, snapshot: RoomLiveSnapshot): RoomView {
  return Object.entries(snapshot.settings).reduce(
    (changed, [option, value]) => withRoomSetting(changed, option, value),
    room,
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A room state (RoomLiveState, or a resync's JSON) as the page reads it: slices absent or unreadable read
 * as their initial value (no setting changed, chat without slow mode or blocks, no post).
 */
export function roomLiveSnapshotOf(state: unknown): RoomLiveSnapshot {
  const root = isObject(state) ? state : {};
  const chat = isObject(root.chat) ? root.chat : {};
  return {
    settings: isObject(root.settings) ? root.settings : {},
    chat: {
      slowModeSeconds: typeof chat.slowModeSeconds === 'number' ? chat.slowModeSeconds : 0,
      blocked: Array.isArray(chat.blocked)
        ? chat.blocked.filter((userId): userId is string => typeof userId === 'string')
        : [],
    },
    post: roomPostSchema.safeParse(root.post).data ?? null,
  };
}
