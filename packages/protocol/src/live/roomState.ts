import { parseRoomSetting, type RoomSettingChange } from '../schemas/rooms.ts';
import { AppKey } from '../socket/frame.ts';
import { RoomCommand } from '../socket/room.ts';
import { roomEntryOf, type RoomDecider, type RoomEntry } from './roomEntry.ts';
import type { RoomLiveState, RoomSettingsState } from './roomSliceStates.ts';

export type { RoomLiveState, RoomSettingsState } from './roomSliceStates.ts';

export const initialRoomLiveState: RoomLiveState = { settings: {} };

/**
 * editRoom's change as a room command: the push everyone in the room receives, `cya_room label` for the
 * age label (spec 001 §4 socket command `label`), `cya_room roomSettingUpdated` for the other options.
 */
export type RoomSettingCommand = RoomSettingChange & {
  appKey: typeof AppKey.Room;
  command: typeof RoomCommand.SettingUpdated | typeof RoomCommand.Label;
  roomId: string;
};

/** The room command of an editRoom change in a room. */
export const roomSettingCommand = (roomId: string, change: RoomSettingChange): RoomSettingCommand => ({
  ...change,
  appKey: AppKey.Room,
  command: change.option === 'label' ? RoomCommand.Label : RoomCommand.SettingUpdated,
  roomId,
});

/** The entries of room settings (cya_room frames of the room's log). */
export type RoomSettingEntry = Extract<RoomEntry, { appKey: typeof AppKey.Room }>;

/** The settings after a change: the option's value, read by its rule (one that fails it changes nothing). */
export function evolveSettings(
  settings: RoomSettingsState,
  { payload }: RoomSettingEntry,
): RoomSettingsState {
  const parsed =
    'label' in payload
      ? parseRoomSetting('label', payload.label)
      : parseRoomSetting(payload.option, payload.value);
  return parsed.ok ? { ...settings, [parsed.change.option]: parsed.change.value } : settings;
}

/** A setting change always applies: the owner's check and the value's rule come before the log. */
export const roomSettingsDecider: RoomDecider<RoomSettingCommand, RoomSettingEntry> = {
  decide(_state, change, at) {
    const eventId = change.roomId;
    return {
      entry:
        change.option === 'label'
          ? roomEntryOf(AppKey.Room, RoomCommand.Label, { eventId, label: change.value }, at)
          : roomEntryOf(
              AppKey.Room,
              RoomCommand.SettingUpdated,
              { eventId, option: change.option, value: change.value },
              at,
            ),
    };
  },
};
