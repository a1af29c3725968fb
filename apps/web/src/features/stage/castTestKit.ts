import {
  AppKey,
  castOf,
  roomCastReducer,
  type RoomCastCommand,
  type RoomLiveState,
  type StageProfile,
} from '@limelight/protocol';
import type { CastRoomFrame } from './castState.ts';

/** The room of the tests (the live test kit's room id). */
export const castRoomId = 'ev-1';

/** A person's stage profile. */
export const stageProfile = (userId: string, userName: string): StageProfile => ({
  userId,
  userName,
  avatar: null,
});

type ServerSide<C> = C extends RoomCastCommand ? Omit<C, 'appKey' | 'eventId' | 'at'> : never;

/**
 * The server's side of the cast in tests: each command goes through the protocol's reducer as the room's
 * log applies it, and comes out as the frame the room receives (seq and server time one second apart).
 */
export function castServer(startSeq = 0) {
  let state: RoomLiveState = { settings: {} };
  let seq = startSeq;
  return {
    frame(command: ServerSide<RoomCastCommand>): CastRoomFrame {
      seq += 1;
      const at = Date.UTC(2030, 0, 1, 10, 0, 0) + seq * 1_000;
      const full = { ...command, appKey: AppKey.Cast, eventId: castRoomId, at } as RoomCastCommand;
      const outcome = roomCastReducer.reduce(state, full);
      if ('refusal' in outcome) throw new Error(`${command.command} refused: ${outcome.refusal}`);
      state = outcome.state;
      return {
        appKey: AppKey.Cast,
        command: command.command,
        payload: outcome.payload,
        seq,
        serverTime: new Date(at).toISOString(),
      } as CastRoomFrame;
    },
    get cast() {
      return castOf(state);
    },
    get seq() {
      return seq;
    },
    get state() {
      return state;
    },
  };
}
