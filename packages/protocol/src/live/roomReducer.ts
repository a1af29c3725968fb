import type { CodeName } from '../codes.ts';
import type { AppKey } from '../socket/frame.ts';

/**
 * A command to a live room as its reducer reads it: the wire name of the frame it becomes (appKey and
 * command of the socket contract), and whatever else the reducer needs.
 */
export interface LiveRoomCommand {
  appKey: AppKey;
  command: string;
}

/** The outcome of a reducer: the room's next state and the payload its frame carries, or a refusal. */
export type RoomReduction<S, P> = { state: S; payload: P } | { refusal: CodeName };

/**
 * A pure reducer of a live room's state (docs/decisions/live-state.md): the server applies it under the
 * room's lock and logs the payload as the room frame. `initialState` is the state of a room that has had
 * no change yet.
 */
export interface RoomReducer<S, C extends LiveRoomCommand, P> {
  initialState: S;
  reduce(state: S, command: C): RoomReduction<S, P>;
}
