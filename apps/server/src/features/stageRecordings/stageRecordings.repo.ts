import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, StageRecordingsTable } from '../../platform/db/schema.ts';

export type StageRecordingRow = Selectable<StageRecordingsTable>;

/** The stage_recordings table (this feature is its only writer). */
export function createStageRecordingsRepo(db: Kysely<Database>) {
  return {
    /** Stores a recording; false when its stream already has one. */
    async insert(row: Insertable<StageRecordingsTable>): Promise<boolean> {
      const inserted = await db
        .insertInto('stageRecordings')
        .values(row)
        .onConflict((c) => c.column('streamId').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** An event's recordings that overlap a span of time, in the order they started. */
    overlapping: (eventId: string, start: Date, end: Date): Promise<StageRecordingRow[]> =>
      db
        .selectFrom('stageRecordings')
        .selectAll()
        .where('eventId', '=', eventId)
        .where('startedAt', '<', end)
        .where('endedAt', '>', start)
        .orderBy('startedAt')
        .orderBy('id')
        .execute(),

    /** Recordings whose event or person no longer exists (a deleted account takes its events). */
    orphans: (limit: number): Promise<StageRecordingRow[]> =>
      db
        .selectFrom('stageRecordings as r')
        .selectAll('r')
        .where((eb) =>
          eb.or([
            eb.not(eb.exists(eb.selectFrom('events').select('id').whereRef('events.id', '=', 'r.eventId'))),
            eb.not(eb.exists(eb.selectFrom('users').select('id').whereRef('users.id', '=', 'r.userId'))),
          ]),
        )
        .limit(limit)
        .execute(),

    findById: (id: string): Promise<StageRecordingRow | undefined> =>
      db.selectFrom('stageRecordings').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Points a recording at its remuxed file (in the job's transaction), if it still has `fromKey`. */
    async replaceFile(
      trx: Kysely<Database>,
      id: string,
      fromKey: string,
      file: { storageKey: string; sizeBytes: number },
    ): Promise<void> {
      await trx
        .updateTable('stageRecordings')
        .set(file)
        .where('id', '=', id)
        .where('storageKey', '=', fromKey)
        .execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('stageRecordings').where('id', '=', id).execute();
    },
  };
}

export type StageRecordingsRepo = ReturnType<typeof createStageRecordingsRepo>;
