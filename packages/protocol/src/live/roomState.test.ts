import { describe, expect, it } from 'vitest';
import { reduceRoom } from './roomEvolve.ts';
import { AgeLabel } from '../limits.ts';
import { parseRoomSetting, type RoomSettingChange } from '../schemas/rooms.ts';
import {
  initialRoomLiveState,
  roomSettingCommand,
  roomSettingsDecider,
  type RoomLiveState,
} from './roomState.ts';

const change = (option: string, value: unknown): RoomSettingChange => {
  const parsed = parseRoomSetting(option, value);
  if (!parsed.ok) throw new Error(`${option} refused`);
  return parsed.change;
};

const applied = (state: RoomLiveState, option: string, value: unknown) => {
  const reduction = reduceRoom(roomSettingsDecider, state, roomSettingCommand('r1', change(option, value)));
  if ('refusal' in reduction) throw new Error(reduction.refusal);
  return reduction;
};

describe('the room settings reducer', () => {
  it('keeps the latest value of each option and pushes the change as roomSettingUpdated', () => {
    const first = applied(initialRoomLiveState, 'sendChat', 0);
    const second = applied(first.state, 'label', AgeLabel.adultsOnly);
    const third = applied(second.state, 'sendChat', true);
    expect(third.state.settings).toEqual({ sendChat: true, label: AgeLabel.adultsOnly });
    expect(third.payload).toEqual({ eventId: 'r1', option: 'sendChat', value: true });
    // The age label is pushed as cya_room label.
    expect(second.payload).toEqual({ eventId: 'r1', label: AgeLabel.adultsOnly });
    expect(roomSettingCommand('r1', change('label', '13')).command).toBe('label');
    expect(initialRoomLiveState.settings).toEqual({});
  });

  it('reads a stored state without the settings slice as no change yet', () => {
    const stored = {} as RoomLiveState;
    expect(applied(stored, 'waitRoom', 1).state.settings).toEqual({ waitRoom: true });
  });
});
