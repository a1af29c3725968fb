import { castOf, isOnStage, type RoomCastState } from '@limelight/protocol';
import type { RoomLog } from '../../platform/live/roomLog.ts';

/** A room's cast as its log's state holds it (the initial cast before its first change). */
export async function readCastState(
  roomLog: Pick<RoomLog, 'readState'>,
  roomId: string,
): Promise<RoomCastState> {
  return castOf((await roomLog.readState(roomId)).state);
}

/** What the media feature asks the stage: only people online on an event's stage publish. */
export interface CastGate {
  isOnStage(eventId: string, userId: string): Promise<boolean>;
}

/**
 * The gate read from the room log alone: the composition root builds it before the media module, and the
 * cast module (which closes the streams of whoever leaves the stage) after it.
 */
export const createCastGate = (roomLog: Pick<RoomLog, 'readState'>): CastGate => ({
  isOnStage: async (eventId, userId) => isOnStage(await readCastState(roomLog, eventId), userId),
});
