import {
  AppKey,
  castOf,
  evolveRoom,
  initialRoomLiveState,
  parseRoomEntry,
  type RoomLiveState,
} from '@limelight/protocol';

/** A cast entry of a room's log as stored. */
export interface StoredCastEntry {
  roomId: string;
  command: string;
  payload: unknown;
  changedAt: Date;
}

/** The span the stage's time is counted in, and the moment that closes a stay still on stage. */
export interface StageSpan {
  from: Date;
  to: Date;
  now: Date;
}

const onlineOf = (state: RoomLiveState): Map<string, string> =>
  new Map(
    Object.entries(castOf(state).people)
      .filter(([, person]) => person.list === 'online')
      .map(([userId, person]) => [userId, person.profile.userName]),
  );

/**
 * Each person's time on each room's stage (the cast's online list) within the span, in ms, by room then
 * person, and the name each had on stage. The cast's state is folded from its log with the room's one fold (`evolveRoom`), so a stay
 * starts and ends exactly where the live page saw it (docs/decisions/analytics.md "Stage").
 */
export function stageTimesOf(entries: readonly StoredCastEntry[], span: StageSpan) {
  const byRoom = new Map<string, Map<string, number>>();
  const names = new Map<string, string>();
  const end = Math.min(span.now.getTime(), span.to.getTime());
  const overlapMs = (since: number, until: number) =>
    Math.max(0, Math.min(until, end) - Math.max(since, span.from.getTime()));
  let roomId: string | undefined;
  let state = initialRoomLiveState;
  let since = new Map<string, number>();
  const close = (userId: string, until: number) => {
    const room = byRoom.get(roomId ?? '') ?? new Map<string, number>();
    room.set(userId, (room.get(userId) ?? 0) + overlapMs(since.get(userId) ?? until, until));
    byRoom.set(roomId ?? '', room);
    since.delete(userId);
  };
  const closeRoom = () => {
    for (const userId of [...since.keys()]) close(userId, end);
  };
  for (const stored of entries) {
    if (stored.roomId !== roomId) {
      closeRoom();
      roomId = stored.roomId;
      state = initialRoomLiveState;
      since = new Map();
    }
    const at = stored.changedAt.getTime();
    const entry = parseRoomEntry({
      appKey: AppKey.Cast,
      command: stored.command,
      payload: stored.payload,
      at,
    });
    const before = onlineOf(state);
    state = evolveRoom(state, entry);
    const after = onlineOf(state);
    for (const userId of before.keys()) if (!after.has(userId)) close(userId, at);
    for (const [userId, name] of after) {
      names.set(userId, name);
      if (!before.has(userId)) since.set(userId, at);
    }
  }
  closeRoom();
  return { byRoom, names };
}
