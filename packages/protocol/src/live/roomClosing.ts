import { AppKey } from '../socket/frame.ts';
import { FlagCommand } from '../socket/flag.ts';
import { roomEntryOf, type RoomDecider, type RoomEntryOf } from './roomEntry.ts';

/** A room closed for everyone (spec 000 §4 kick-out code 2 "event closed"): cya_flag closeEvent. */
export interface RoomClosingCommand {
  appKey: typeof AppKey.Flag;
  command: typeof FlagCommand.CloseEvent;
  eventId: string;
}

/** The entry of a room's closing. */
export type RoomClosingEntry = RoomEntryOf<typeof AppKey.Flag, typeof FlagCommand.CloseEvent>;

/** Closing changes no slice: the log records it (everyone hears it, replays show it), then all are kicked. */
export const roomClosingDecider: RoomDecider<RoomClosingCommand, RoomClosingEntry> = {
  decide: (_state, command, at) => ({
    entry: roomEntryOf(AppKey.Flag, FlagCommand.CloseEvent, { eventId: command.eventId }, at),
  }),
};
