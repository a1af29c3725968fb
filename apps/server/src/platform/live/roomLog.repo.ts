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
export function createRoomLogRepo(db: Kysely<Database>) {
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
        await trx
          .updateTable('roomStates')
          .set({ version: seq, state: asJsonb(change.state), updatedAt: sql`now()` })
          .where('roomId', '=', roomId)
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

async function lockedState(trx: Transaction<Database>, roomId: string): Promise<RoomStateRow> {
  const row = await trx
    .selectFrom('roomStates')
    .select(['version', sql<string>`state::text`.as('stateJson')])
    .where('roomId', '=', roomId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { version: row.version, state: JSON.parse(row.stateJson) };
}
