import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** A named span of an event's room log (features/replays, docs/decisions/replays.md); gone with its event. */
export interface ReplaysTable {
  id: string;
  eventId: string;
  type: 'event' | 'clip';
  name: string;
  startAt: Timestamp;
  endAt: Timestamp;
  createdBy: string;
  createdAt: Generated<Date>;
}

/** Replays (features/replays). */
export interface ReplayTables {
  replays: ReplaysTable;
}
