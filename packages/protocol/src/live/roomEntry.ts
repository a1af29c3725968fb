import { z } from 'zod';
import type { CodeName } from '../codes.ts';
import {
  commandContractOf,
  type ScopeOf,
  type ServerCommand,
  type ServerPayload,
} from '../socket/contract.ts';
import { appKeySchema, type AppKey } from '../socket/frame.ts';
import type { RoomLiveState } from './roomSliceStates.ts';

/** The commands of an appKey whose frames are room-log entries (scope `room` in the socket contract). */
export type RoomLogCommand<A extends AppKey> = {
  [C in ServerCommand<A>]: ScopeOf<A, C> extends 'room' ? C : never;
}[ServerCommand<A>];

/**
 * One entry of a room's log, the room's event (docs/decisions/live-state.md "One fold"): what happened
 * (appKey, command and the payload everyone in the room receives) and when (`at`, epoch ms of the
 * server's clock, which the state's times take). Everything the state holds is rebuilt from entries by
 * `evolveRoom`; the room frame of an entry is the entry with its `seq` and `serverTime`.
 */
export type RoomEntry = {
  [A in AppKey]: {
    [C in RoomLogCommand<A>]: { appKey: A; command: C; payload: ServerPayload<A, C>; at: number };
  }[RoomLogCommand<A>];
}[AppKey];

/** The entries of one appKey and command. */
export type RoomEntryOf<A extends AppKey, C extends RoomLogCommand<A>> = Extract<
  RoomEntry,
  { appKey: A; command: C }
>;

/** The entry of a command, its payload typed by the socket contract. */
export const roomEntryOf = <A extends AppKey, C extends RoomLogCommand<A>>(
  appKey: A,
  command: C,
  payload: ServerPayload<A, C>,
  at: number,
  // The mapped union cannot be narrowed from generic parameters; the fields are exactly its member's.
) => ({ appKey, command, payload, at }) as unknown as RoomEntryOf<A, C>;

/** An entry's time: epoch milliseconds. */
export const entryTimeSchema = z.number().int().nonnegative();

const rawEntrySchema = z.object({
  appKey: appKeySchema,
  command: z.string(),
  payload: z.unknown(),
  at: entryTimeSchema,
});

/**
 * Reads a stored entry or a room frame as a room entry: its command must be one the room's log holds
 * (scope `room`) and its payload must pass that command's schema. Throws otherwise.
 */
export function parseRoomEntry(raw: unknown): RoomEntry {
  const { appKey, command, payload, at } = rawEntrySchema.parse(raw);
  const contract = commandContractOf(appKey, command);
  if (!contract?.toClient || contract.scope !== 'room')
    throw new Error(`${appKey} ${command} is not a room log command`);
  // The command is a room-log command of this appKey and its payload passed that command's schema.
  return { appKey, command, payload: contract.toClient.parse(payload), at } as RoomEntry;
}

/** The room entry of a frame of the room's log; a frame without its `at` takes its server time. */
export function roomEntryOfFrame(frame: {
  appKey: AppKey;
  command: string;
  payload?: unknown;
  serverTime: string;
  at?: number;
}): RoomEntry {
  const { appKey, command, payload, serverTime, at } = frame;
  return parseRoomEntry({ appKey, command, payload, at: at ?? Date.parse(serverTime) });
}

/** What a live room's command is as the log reads it: the wire name of the entry it becomes. */
export interface LiveRoomCommand {
  appKey: AppKey;
  command: string;
  /** When it happens (epoch ms), when the caller read the clock for its own checks; otherwise the log does. */
  at?: number;
}

/** The outcome of deciding a command: the entry to append to the room's log, or a refusal. */
export type RoomDecision<E extends RoomEntry> = { entry: E } | { refusal: CodeName };

/**
 * The checks of one feature's commands on a live room's state (the decider of docs/decisions/live-state.md):
 * `decide` reads the state and answers the entry the command appends, at `at`, or a refusal. It never
 * changes the state: `evolveRoom` of the entry does, on the server and on every reader of the log.
 */
export interface RoomDecider<C extends LiveRoomCommand, E extends RoomEntry> {
  decide(state: RoomLiveState, command: C, at: number): RoomDecision<E>;
}
