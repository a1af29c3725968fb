import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * One committed change of a room, as the log holds it: its entry (appKey, command, payload, `at` in epoch
 * ms) with its place (seq, server time) and actor. `payload` and state are JSON values.
 */
export interface RoomLogEntry {
  roomId: string;
  seq: number;
  serverTime: Date;
  actorId: string | null;
  appKey: string;
  command: string;
  payload: unknown;
  at: number;
}

/** What a state change writes: the room's next state and the log entry's fields. */
export interface RoomStateChange {
  state: unknown;
  actorId: string | null;
  appKey: string;
  command: string;
  payload: unknown;
  at: number;
}

export interface RoomStateRow {
  version: number;
  state: unknown;
}

/**
 * When the log keeps a snapshot of a room's state (docs/decisions/replays.md): after `everyEntries` entries
 * since the last one, or once an entry's change time is `everyMs` past the last one's.
 */
export interface SnapshotPolicy {
  everyEntries: number;
  everyMs: number;
}

/** The policy measured in docs/decisions/replays.md: a seek folds at most 200 entries. */
export const roomSnapshotPolicy: SnapshotPolicy = { everyEntries: 200, everyMs: 10 * 60_000 };

/** A room's state after entry `seq`, kept for seeks. */
export interface RoomSnapshotRow {
  seq: number;
  state: unknown;
}

/** The place of the room's last snapshot, kept on its state row (seq 0: the initial state). */
interface LockedStateRow extends RoomStateRow {
  snapshotSeq: number;
  snapshotAt: Date | null;
}

export type RoomLogRepo = ReturnType<typeof createRoomLogRepo>;

// JSON travels as text both ways: the CamelCasePlugin would otherwise rename the keys inside the
// state and payloads, and the two drivers would each pick their own parameter encoding.
const asJsonb = (value: unknown) => sql<unknown>`${JSON.stringify(value ?? null)}::jsonb`;
const entryColumns = [
  'roomId',
  'seq',
  'serverTime',
  'actorId',
  'appKey',
  'command',
  'changedAt',
  sql<string>`payload::text`.as('payloadJson'),
] as const;

function entryOf(
  row: Omit<RoomLogEntry, 'payload' | 'at'> & { payloadJson: string; changedAt: Date },
): RoomLogEntry {
  const { payloadJson, changedAt, ...entry } = row;
  return { ...entry, payload: JSON.parse(payloadJson), at: changedAt.getTime() };
}

/** The room state rows and the room command log (docs/decisions/live-state.md). */
export function createRoomLogRepo(db: Kysely<Database>, snapshots: SnapshotPolicy = roomSnapshotPolicy) {
  /** Whether the entry at `seq`, changed at `at`, is due a snapshot after `current`'s last one. */
  const isSnapshotDue = (current: LockedStateRow, seq: number, at: number) =>
    seq - current.snapshotSeq >= snapshots.everyEntries ||
    (current.snapshotAt !== null && at - current.snapshotAt.getTime() >= snapshots.everyMs);

  return {
    /**
     * One state change as one transaction: creates the room's state row when missing, locks it, lets
     * `decide` compute the change from the current state (throwing refuses it and rolls back), writes the
     * state at version + 1 and appends the log entry with that version as its seq. The row lock orders
     * a room's changes across processes; the time is taken under it, so server times follow seq.
     */
    async changeState<D extends RoomStateChange>(
      roomId: string,
      initialState: unknown,
      decide: (state: unknown) => D,
      /** What else the change writes in its transaction (a throw rolls it all back). */
      write?: (trx: Kysely<Database>, change: D & { seq: number }) => Promise<void>,
    ): Promise<{ entry: RoomLogEntry; change: D }> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('roomStates')
          .values({ roomId, version: 0, state: asJsonb(initialState) })
          .onConflict((conflict) => conflict.column('roomId').doNothing())
          .execute();
        const current = await lockedState(trx, roomId);
        const change = decide(current.state);
        const seq = current.version + 1;
        const snapshotDue = isSnapshotDue(current, seq, change.at);
        // The first entry starts the clock of the M-seconds rule: the initial state is snapshot 0.
        const snapshot = snapshotDue
          ? { snapshotSeq: seq, snapshotAt: new Date(change.at) }
          : { snapshotAt: current.snapshotAt ?? new Date(change.at) };
        await trx
          .updateTable('roomStates')
          .set({ version: seq, state: asJsonb(change.state), updatedAt: sql`now()`, ...snapshot })
          .where('roomId', '=', roomId)
          .execute();
        if (snapshotDue)
          await trx
            .insertInto('roomLogSnapshots')
            .values({ roomId, seq, changedAt: new Date(change.at), state: asJsonb(change.state) })
            .execute();
        const row = await trx
          .insertInto('roomLog')
          .values({
            roomId,
            seq,
            serverTime: sql`clock_timestamp()`,
            actorId: change.actorId,
            appKey: change.appKey,
            command: change.command,
            payload: asJsonb(change.payload),
            changedAt: new Date(change.at),
          })
          .returning(entryColumns)
          .executeTakeFirstOrThrow();
        await write?.(trx, { ...change, seq });
        return { entry: entryOf(row), change };
      });
    },

    async findState(roomId: string): Promise<RoomStateRow | undefined> {
      const row = await db
        .selectFrom('roomStates')
        .select(['version', sql<string>`state::text`.as('stateJson')])
        .where('roomId', '=', roomId)
        .executeTakeFirst();
      return row && { version: row.version, state: JSON.parse(row.stateJson) };
    },

    /** Up to `limit` entries of a room after `afterSeq`, in seq order. */
    async readAfter(roomId: string, afterSeq: number, limit: number): Promise<RoomLogEntry[]> {
      const rows = await db
        .selectFrom('roomLog')
        .select(entryColumns)
        .where('roomId', '=', roomId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map(entryOf);
    },

    /** The last snapshot of a room at or before `seq`, if any. */
    async snapshotAtOrBefore(roomId: string, seq: number): Promise<RoomSnapshotRow | undefined> {
      const row = await db
        .selectFrom('roomLogSnapshots')
        .select(['seq', sql<string>`state::text`.as('stateJson')])
        .where('roomId', '=', roomId)
        .where('seq', '<=', seq)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { seq: row.seq, state: JSON.parse(row.stateJson) };
    },

    /** The seq of a room's last entry changed at or before `at` (0 when none). */
    async seqAtTime(roomId: string, at: Date): Promise<number> {
      const row = await db
        .selectFrom('roomLog')
        .select('seq')
        .where('roomId', '=', roomId)
        .where('changedAt', '<=', at)
        .orderBy('changedAt', 'desc')
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.seq ?? 0;
    },

    /** The change times of a room's first and last entries; undefined for a room with no entry. */
    async timeSpan(roomId: string): Promise<{ first: Date; last: Date } | undefined> {
      const row = await db
        .selectFrom('roomLog')
        .select((eb) => [eb.fn.min('changedAt').as('first'), eb.fn.max('changedAt').as('last')])
        .where('roomId', '=', roomId)
        .executeTakeFirst();
      return row?.first && row.last ? { first: new Date(row.first), last: new Date(row.last) } : undefined;
    },

    /** Up to `limit` entries of a room changed in [from, to), in seq order. */
    async readBetween(roomId: string, from: Date, to: Date, limit: number): Promise<RoomLogEntry[]> {
      const rows = await db
        .selectFrom('roomLog')
        .select(entryColumns)
        .where('roomId', '=', roomId)
        .where('changedAt', '>=', from)
        .where('changedAt', '<', to)
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map(entryOf);
    },

    /**
     * Up to `limit` entries of one app of a room changed in [from, to] with a seq below `beforeSeq`
     * (all when undefined), newest first: a page going back.
     */
    async readAppBackwards(
      roomId: string,
      appKey: string,
      span: { from: Date; to: Date; beforeSeq: number | undefined },
      limit: number,
    ): Promise<RoomLogEntry[]> {
      let query = db
        .selectFrom('roomLog')
        .select(entryColumns)
        .where('roomId', '=', roomId)
        .where('appKey', '=', appKey)
        .where('changedAt', '>=', span.from)
        .where('changedAt', '<=', span.to);
      if (span.beforeSeq !== undefined) query = query.where('seq', '<', span.beforeSeq);
      const rows = await query.orderBy('seq', 'desc').limit(limit).execute();
      return rows.map(entryOf);
    },

    async markPublished(roomId: string, seq: number): Promise<void> {
      await db
        .updateTable('roomLog')
        .set({ publishedAt: sql`now()` })
        .where('roomId', '=', roomId)
        .where('seq', '=', seq)
        .where('publishedAt', 'is', null)
        .execute();
    },

    /**
     * Takes up to `limit` entries left unpublished for longer than `olderThanMs`, locked so that no other
     * process takes them (SKIP LOCKED), hands them to `publish` in room and seq order, and marks them
     * published in the same transaction. Answers how many it took.
     */
    async publishStale(
      olderThanMs: number,
      limit: number,
      publish: (entries: RoomLogEntry[]) => Promise<void>,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('roomLog')
          .select(entryColumns)
          .where('publishedAt', 'is', null)
          .where('serverTime', '<', sql<Date>`clock_timestamp() - ${olderThanMs} * interval '1 millisecond'`)
          .orderBy('roomId')
          .orderBy('seq')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        if (rows.length === 0) return 0;
        const entries = rows.map(entryOf);
        await publish(entries);
        for (const { roomId, seq } of entries) {
          await trx
            .updateTable('roomLog')
            .set({ publishedAt: sql`now()` })
            .where('roomId', '=', roomId)
            .where('seq', '=', seq)
            .execute();
        }
        return entries.length;
      });
    },
  };
}

async function lockedState(trx: Transaction<Database>, roomId: string): Promise<LockedStateRow> {
  const row = await trx
    .selectFrom('roomStates')
    .select(['version', 'snapshotSeq', 'snapshotAt', sql<string>`state::text`.as('stateJson')])
    .where('roomId', '=', roomId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const { stateJson, ...place } = row;
  return { ...place, state: JSON.parse(stateJson) };
}
