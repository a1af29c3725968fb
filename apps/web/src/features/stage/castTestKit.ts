import {
  castOf,
  initialRoomLiveState,
  reduceRoom,
  roomCastDecider,
  AppKey,
  type RoomCastCommand,
  type RoomLiveState,
  type StageProfile,
} from '@limelight/protocol';
import type { RoomLogFrame } from '../../lib/live/index.ts';

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
 * The server's side of the cast in tests: each command is decided and folded by the protocol as the room's
 * log applies it, and comes out as the frame the room receives (seq and server time one second apart).
 */
export function castServer(startSeq = 0) {
  let state: RoomLiveState = initialRoomLiveState;
  let seq = startSeq;
  return {
    frame(command: ServerSide<RoomCastCommand>): RoomLogFrame {
      seq += 1;
      const at = Date.UTC(2030, 0, 1, 10, 0, 0) + seq * 1_000;
      const full = { ...command, appKey: AppKey.Cast, eventId: castRoomId } as RoomCastCommand;
      const outcome = reduceRoom(roomCastDecider, state, full, at);
      if ('refusal' in outcome) throw new Error(`${command.command} refused: ${outcome.refusal}`);
      state = outcome.state;
      // The entry's frame: its payload is the one of its command's contract entry.
      return { ...outcome.entry, seq, serverTime: new Date(at).toISOString() } as RoomLogFrame;
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
