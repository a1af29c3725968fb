import {
  AppKey,
  CastCommand,
  castOf,
  isOnStage,
  roomCastDecider,
  type Person,
  type RoomCastCommand,
  type RoomCastState,
  type StageProfile,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';

/** A room's cast as its log's state holds it (the initial cast before its first change). */
export async function readCastState(
  roomLog: Pick<RoomLog, 'readState'>,
  roomId: string,
): Promise<RoomCastState> {
  return castOf((await roomLog.readState(roomId)).state);
}

/** A person as the stage shows them. */
export const stageProfileOf = (person: Person): StageProfile => ({
  userId: person.userId,
  userName: person.displayName,
  avatar: person.avatar,
});

/**
 * The cast command that puts a presenter (owner, host, star) on the stage, publishing, from wherever they
 * were (docs/decisions/cast.md "Presenters").
 */
export const presenterOnStage = (
  eventId: string,
  person: Person,
  at: number,
): Extract<RoomCastCommand, { asPresenter: true }> => ({
  appKey: AppKey.Cast,
  command: CastCommand.GoOnline,
  eventId,
  byUserId: person.userId,
  userId: person.userId,
  profile: stageProfileOf(person),
  asPresenter: true,
  at,
});

/** What the media feature asks the stage: only people online on an event's stage publish. */
export interface CastGate {
  isOnStage(eventId: string, userId: string): Promise<boolean>;
  /** A presenter started their camera: on the stage, publishing (nothing when they already are). */
  presenterLive(eventId: string, userId: string): Promise<void>;
}

/**
 * The gate read from the room log alone: the composition root builds it before the media module, and the
 * cast module (which closes the streams of whoever leaves the stage) after it.
 */
export const createCastGate = (
  roomLog: Pick<RoomLog, 'readState' | 'apply'>,
  personOf: (userId: string) => Promise<Person | undefined>,
  now: () => Date,
): CastGate => ({
  isOnStage: async (eventId, userId) => isOnStage(await readCastState(roomLog, eventId), userId),
  async presenterLive(eventId, userId) {
    const cast = await readCastState(roomLog, eventId);
    const person = cast.people[userId]?.stage?.isPublishing ? undefined : await personOf(userId);
    if (!person) return;
    const command = presenterOnStage(eventId, person, now().getTime());
    await roomLog.apply(eventId, userId, command, roomCastDecider).catch((error: unknown) => {
      // Another request put them on the stage first.
      if (!(error instanceof ApiError && error.code === 12035)) throw error;
    });
  },
});
