import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, RecordingsTable } from '../../platform/db/schema.ts';

export type RecordingRow = Selectable<RecordingsTable>;
export type RecordingsRepo = ReturnType<typeof createRecordingsRepo>;
type Db = Kysely<Database> | Transaction<Database>;

/** A chunk as stored: its X-Timestamp and where its bytes are. */
export interface ChunkRow {
  timestampMs: number;
  sizeBytes: number;
  storageKey: string;
}

/**
 * Recordings and their chunks (docs/decisions/recordings.md). A recording whose event or room is deleted
 * is gone with it: every read leaves it out (`live`), and `ofDeletedRooms` finds them to purge.
 */
export function createRecordingsRepo(db: Kysely<Database>) {
  // The recording's event or room still stands: its kind's table has the id, not deleted.
  const live = (from: Db = db) =>
    from
      .selectFrom('recordings as r')
      .leftJoin('events as e', (join) => join.onRef('e.id', '=', 'r.roomId').on('r.type', '=', 'event'))
      .leftJoin('rooms as m', (join) => join.onRef('m.id', '=', 'r.roomId').on('r.type', '=', 'room'))
      .where((eb) =>
        eb.or([
          eb.and([eb('r.type', '=', 'event'), eb('e.id', 'is not', null), eb('e.deletedAt', 'is', null)]),
          eb.and([eb('r.type', '=', 'room'), eb('m.id', 'is not', null), eb('m.deletedAt', 'is', null)]),
        ]),
      );

  async function chunksOf(recordingId: string): Promise<ChunkRow[]> {
    return db
      .selectFrom('recordingChunks')
      .select(['timestampMs', 'sizeBytes', 'storageKey'])
      .where('recordingId', '=', recordingId)
      .orderBy('timestampMs')
      .execute();
  }

  return {
    async insert(row: {
      id: string;
      ownerId: string;
      roomId: string;
      type: RecordingRow['type'];
      name: string;
      storageKey: string;
      startedAt: Date;
    }): Promise<RecordingRow> {
      return db
        .insertInto('recordings')
        .values({ ...row, status: 'recording' })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** One of the owner's recordings, or undefined (someone else's, deleted, or of a deleted room). */
    async findOwned(ownerId: string, id: string): Promise<RecordingRow | undefined> {
      return live().selectAll('r').where('r.id', '=', id).where('r.ownerId', '=', ownerId).executeTakeFirst();
    },

    /** The owner's recordings, newest first, one page, and how many there are. */
    async listOwned(ownerId: string, page: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        live()
          .selectAll('r')
          .where('r.ownerId', '=', ownerId)
          .orderBy('r.startedAt', 'desc')
          .orderBy('r.id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        live()
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .where('r.ownerId', '=', ownerId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** The owner's recordings still under way (an earlier one left without a stop). */
    async underWayOf(ownerId: string): Promise<RecordingRow[]> {
      return db
        .selectFrom('recordings')
        .selectAll()
        .where('ownerId', '=', ownerId)
        .where('status', '=', 'recording')
        .execute();
    },

    /** Whether anyone still records this room (its recording flag stays on while someone does). */
    async isRoomRecorded(roomId: string): Promise<boolean> {
      const row = await db
        .selectFrom('recordings')
        .select('id')
        .where('roomId', '=', roomId)
        .where('status', '=', 'recording')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The bytes all of an owner's recordings hold, chunks of those under way included. */
    async usedBytesOf(ownerId: string): Promise<number> {
      const row = await db
        .selectFrom('recordings')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('sizeBytes'), sql<number>`0`).as('used'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.used);
    },

    /**
     * Keeps a chunk under its X-Timestamp and adds its size to the recording's, in one transaction; false
     * when that timestamp was already kept (a retried chunk) and nothing changed; 'stopped' once a stop
     * claimed the recording. The recording's row is locked, so two chunks arriving together add up and no
     * chunk slips in while a stop assembles the file.
     */
    async addChunk(
      recordingId: string,
      chunk: ChunkRow,
    ): Promise<{ isAdded: boolean; row: RecordingRow } | 'stopped'> {
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('recordings')
          .select(['status', 'endedAt'])
          .where('id', '=', recordingId)
          .forUpdate()
          .executeTakeFirst();
        // A stop claimed it first: its chunks are being assembled without this one.
        if (locked?.status !== 'recording' || locked.endedAt !== null) return 'stopped';
        const added = await trx
          .insertInto('recordingChunks')
          .values({ recordingId, ...chunk })
          .onConflict((conflict) => conflict.columns(['recordingId', 'timestampMs']).doNothing())
          .returning('timestampMs')
          .execute();
        const row = await trx
          .updateTable('recordings')
          .set({ sizeBytes: sql<number>`size_bytes + ${added.length > 0 ? chunk.sizeBytes : 0}` })
          .where('id', '=', recordingId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { isAdded: added.length > 0, row };
      });
    },

    async hasChunk(recordingId: string, timestampMs: number): Promise<boolean> {
      const row = await db
        .selectFrom('recordingChunks')
        .select('timestampMs')
        .where('recordingId', '=', recordingId)
        .where('timestampMs', '=', timestampMs)
        .executeTakeFirst();
      return row !== undefined;
    },

    async chunkCount(recordingId: string): Promise<number> {
      const row = await db
        .selectFrom('recordingChunks')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('recordingId', '=', recordingId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** A recording's chunks in the order they were recorded. */
    chunksOf,

    /** A recording by id, whoever owns it (the jobs read it). */
    async findById(id: string): Promise<RecordingRow | undefined> {
      return db.selectFrom('recordings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * Claims a recording under way for its stop: it ends now and is processing (its chunks become its
     * file in a job); false when another stop came first.
     */
    async claimForStop(id: string, endedAt: Date): Promise<boolean> {
      const result = await db
        .updateTable('recordings')
        .set({ endedAt, status: 'processing' })
        .where('id', '=', id)
        .where('status', '=', 'recording')
        .where('endedAt', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Claims a ready recording for a trim (a job cuts it); undefined when it is not ready. */
    async claimForEdit(id: string): Promise<RecordingRow | undefined> {
      return db
        .updateTable('recordings')
        .set({ status: 'processing' })
        .where('id', '=', id)
        .where('status', '=', 'ready')
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * A processing recording is ready again, with its file's changes (in the job's transaction); its
     * chunks are forgotten (a stop's, once assembled).
     */
    async finishProcessing(
      trx: Kysely<Database>,
      id: string,
      changes: Partial<Pick<RecordingRow, 'durationMs' | 'trimStartMs' | 'trimEndMs' | 'storageKey'>> & {
        sizeBytes?: number;
      },
    ): Promise<void> {
      await trx
        .updateTable('recordings')
        .set({ status: 'ready', ...changes })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .execute();
      await trx.deleteFrom('recordingChunks').where('recordingId', '=', id).execute();
    },

    async update(
      id: string,
      changes: Partial<
        Pick<RecordingRow, 'name' | 'durationMs' | 'trimStartMs' | 'trimEndMs' | 'storageKey'>
      > & { sizeBytes?: number },
    ): Promise<RecordingRow> {
      return db
        .updateTable('recordings')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('recordings').where('id', '=', id).execute();
    },

    /** Recordings whose event or room is deleted (or gone), with their chunks' keys, to purge. */
    async ofDeletedRooms(limit: number): Promise<{ row: RecordingRow; chunkKeys: string[] }[]> {
      const rows = await db
        .selectFrom('recordings')
        .selectAll()
        .where((eb) => eb.not(eb('id', 'in', live().select('r.id'))))
        .limit(limit)
        .execute();
      return Promise.all(
        rows.map(async (row) => ({
          row,
          chunkKeys: (await chunksOf(row.id)).map((chunk) => chunk.storageKey),
        })),
      );
    },
  };
}
