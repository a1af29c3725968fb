import type { CodeName } from '../codes.ts';

/**
 * The refusals of entering a live room (an event's live page or a room), which every call of a live room's
 * features may answer: the event or room is not there or not visible, or the viewer may not enter it
 * (apps/server features/live entryOf; spec 000 §2).
 */
export const liveEntryCodes = [
  'NotFound',
  'RoomNotFound',
  'PrivateEvent',
  'PrivateEventNotInvited',
  'Forbidden',
  'RestrictedArea',
  'RoomAgeRestricted',
  'SoldOut',
  'EventEnded',
  'RoomFull',
] as const satisfies readonly CodeName[];
