import type { RoomSettingsState, RoomView } from '@limelight/protocol';

/**
 * A room view with the settings changed while the room lived (the settings slice of the room's live state,
 * each value already read by its editRoom rule): the live state may be newer than the view's read.
 */
export const withLiveSettings = (room: RoomView, settings: RoomSettingsState): RoomView => ({
  ...room,
  ...settings,
});
