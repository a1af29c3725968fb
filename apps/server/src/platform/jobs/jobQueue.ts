import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

/** A job to schedule: unique by `key`, so scheduling the same job again is a no-op. */
export interface NewJob {
  key: string;
  kind: string;
  runAt: Date;
  payload: unknown;
}

/**
 * How a kind of job runs. `prepare` reads what the job needs (outside any transaction: on PGlite a query
 * on the outer connection inside a transaction would wait for itself); `write` stores its effects in the
 * transaction that takes the job, so they happen exactly once; `after` runs once that commits (pushes, mail).
 * A job whose `prepare` answers undefined has nothing left to do and is only marked done. `dropped` runs
 * when another process took the job after this one prepared it (to remove what the prepare made).
 */
export interface JobHandler<W> {
  kind: string;
  prepare(payload: unknown): Promise<W | undefined>;
  write(trx: Kysely<Database>, work: W): Promise<void>;
  after(work: W): Promise<void>;
  dropped?(work: W): Promise<void>;
}

export type JobQueue = ReturnType<typeof createJobQueue>;

/** How many due jobs of a kind one run looks at. */
const batchSize = 50;

/**
 * Background jobs over the `jobs` table (ARCHITECTURE "Jobs"): every process runs the due jobs; each job is
 * taken with FOR UPDATE SKIP LOCKED and marked done in the transaction that writes its effects, so two
 * processes never both run one.
 */
export function createJobQueue(db: Kysely<Database>, log: Logger) {
  const processId = randomUUID();

  return {
    /** Schedules jobs; those already scheduled (same key) stay as they are. */
    async schedule(jobs: readonly NewJob[]): Promise<void> {
      if (jobs.length === 0) return;
      await db
        .insertInto('jobs')
        .values(
          jobs.map((job) => ({
            key: job.key,
            kind: job.kind,
            runAt: job.runAt,
            // JSON text: the CamelCasePlugin would rename keys inside a jsonb object.
            payload: sql<string>`${JSON.stringify(job.payload)}::jsonb`,
          })),
        )
        .onConflict((c) => c.column('key').doNothing())
        .execute();
    },

    /** Runs the jobs of a kind due at `now`; answers how many this process took. */
    async runDue<W>(handler: JobHandler<W>, now: Date): Promise<number> {
      const due = await db
        .selectFrom('jobs')
        .select(['key', sql<string>`payload::text`.as('payload')])
        .where('kind', '=', handler.kind)
        .where('doneAt', 'is', null)
        .where('runAt', '<=', now)
        .orderBy('runAt')
        .limit(batchSize)
        .execute();
      let taken = 0;
      for (const job of due) {
        try {
          const work = await handler.prepare(JSON.parse(job.payload));
          const isTaken = await db.transaction().execute(async (trx) => {
            const locked = await trx
              .selectFrom('jobs')
              .select('key')
              .where('key', '=', job.key)
              .where('doneAt', 'is', null)
              .forUpdate()
              .skipLocked()
              .executeTakeFirst();
            if (!locked) return false;
            if (work !== undefined) await handler.write(trx, work);
            await trx
              .updateTable('jobs')
              .set({ doneAt: now, doneBy: processId })
              .where('key', '=', job.key)
              .execute();
            return true;
          });
          if (!isTaken) {
            if (work !== undefined) await handler.dropped?.(work);
            continue;
          }
          taken += 1;
          if (work !== undefined) await handler.after(work);
        } catch (error) {
          log.warn({ err: error, job: job.key }, 'job failed');
        }
      }
      return taken;
    },
  };
}
