import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The uploads table: who stored which file when, and whether anything references it yet. */
export function createUploadsRepo(db: Kysely<Database>) {
  return {
    /**
     * Records an upload not yet referenced by anything, unless its owner already holds `maxPerPerson` of
     * them. The owner's row is locked while counting, so that parallel uploads cannot pass the cap.
     */
    reserveUnattached(key: string, ownerId: string, now: Date, maxPerPerson: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().execute();
        const { count } = await trx
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('ownerId', '=', ownerId)
          .where('attachedAt', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(count) >= maxPerPerson) return false;
        await trx.insertInto('uploads').values({ key, ownerId, createdAt: now }).execute();
        return true;
      });
    },

    /** Records an upload that something references from the start (an avatar, an event's cover). */
    async insertAttached(key: string, ownerId: string, now: Date): Promise<void> {
      await db.insertInto('uploads').values({ key, ownerId, createdAt: now, attachedAt: now }).execute();
    },

    /** Marks these uploads referenced; the first reference counts, later ones change nothing. */
    async markAttached(keys: readonly string[], now: Date): Promise<void> {
      if (keys.length === 0) return;
      await db
        .updateTable('uploads')
        .set({ attachedAt: now })
        .where('key', 'in', keys)
        .where('attachedAt', 'is', null)
        .execute();
    },

    async remove(key: string): Promise<void> {
      await db.deleteFrom('uploads').where('key', '=', key).execute();
    },

    /**
     * Deletes up to `limit` unattached uploads created before `before`, calling `deleteFile` for each
     * while its row is locked. `SKIP LOCKED` lets several server processes collect at once without
     * taking the same row twice; an attach that waits on a locked row finds it gone and marks nothing.
     */
    collectUnattached(
      before: Date,
      limit: number,
      deleteFile: (key: string) => Promise<void>,
    ): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('uploads')
          .select('key')
          .where('attachedAt', 'is', null)
          .where('createdAt', '<', before)
          .orderBy('createdAt')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .execute();
        const keys = rows.map((row) => row.key);
        if (keys.length === 0) return keys;
        for (const key of keys) await deleteFile(key);
        await trx.deleteFrom('uploads').where('key', 'in', keys).execute();
        return keys;
      });
    },
  };
}

export type UploadsRepo = ReturnType<typeof createUploadsRepo>;
