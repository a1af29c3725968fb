import type { AppKey } from '../socket/frame.ts';
import type { FlagCommand } from '../socket/flag.ts';
import type { RoomReducer } from './roomReducer.ts';
import { initialRoomLiveState, type RoomLiveState } from './roomState.ts';

/** A room closed for everyone (spec 000 §4 kick-out code 2 "event closed"): cya_flag closeEvent. */
export interface RoomClosingCommand {
  appKey: typeof AppKey.Flag;
  command: typeof FlagCommand.CloseEvent;
  eventId: string;
}

/** Closing changes no slice: the log records it (everyone hears it, replays show it), then all are kicked. */
export const roomClosingReducer: RoomReducer<RoomLiveState, RoomClosingCommand, { eventId: string }> = {
  initialState: initialRoomLiveState,
  reduce: (state, command) => ({ state, payload: { eventId: command.eventId } }),
};
