import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { JobHandler, JobQueue, NewJob } from './jobQueue.ts';
import { createJobWorker } from './jobWorker.ts';

/** A queue in memory: due jobs of a kind are taken once, in order, by runDue. */
function memoryQueue() {
  const jobs: (NewJob & { done: boolean })[] = [];
  const queue: Pick<JobQueue, 'schedule' | 'runDue'> = {
    async schedule(added) {
      for (const job of added)
        if (!jobs.some((one) => one.key === job.key)) jobs.push({ ...job, done: false });
    },
    async runDue<W>(handler: JobHandler<W>, now: Date) {
      let taken = 0;
      for (const job of jobs.filter((one) => !one.done && one.kind === handler.kind && one.runAt <= now)) {
        const work = await handler.prepare(job.payload);
        job.done = true;
        taken += 1;
        if (work !== undefined) {
          await handler.write(undefined as never, work);
          await handler.after(work);
        }
      }
      return taken;
    },
  };
  return { queue: queue as JobQueue, jobs };
}

describe('the job worker (long work off the request)', () => {
  it('runs what it is given at once in the background; idle waits; a job scheduled by a run is run too', async () => {
    const { queue } = memoryQueue();
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const now = new Date('2026-11-27T20:00:00Z');
    const handler: JobHandler<string> = {
      kind: 'work',
      async prepare(payload) {
        const name = (payload as { name: string }).name;
        if (name === 'first') await gate;
        return name;
      },
      async write() {},
      async after(name) {
        ran.push(name);
        if (name === 'first')
          await worker.enqueue([{ key: 'second', kind: 'work', runAt: now, payload: { name: 'second' } }]);
      },
    };
    const worker = createJobWorker({
      queue,
      handlers: [handler as JobHandler<unknown>],
      intervalMs: 60_000,
      now: () => now,
      log: pino({ level: 'silent' }),
    });
    // The enqueue answers before the work is done (the request answers at once).
    await worker.enqueue([{ key: 'first', kind: 'work', runAt: now, payload: { name: 'first' } }]);
    expect(ran).toEqual([]);
    release();
    await worker.idle();
    expect(ran).toEqual(['first', 'second']);
    await worker.stop();
  });

  it('leaves jobs not yet due for a later run', async () => {
    const { queue, jobs } = memoryQueue();
    let now = new Date('2026-11-27T20:00:00Z');
    const handler: JobHandler<string> = {
      kind: 'later',
      prepare: async () => 'done',
      write: async () => undefined,
      after: async () => undefined,
    };
    const worker = createJobWorker({
      queue,
      handlers: [handler as JobHandler<unknown>],
      intervalMs: 60_000,
      now: () => now,
      log: pino({ level: 'silent' }),
    });
    await worker.enqueue([{ key: 'l', kind: 'later', runAt: new Date(now.getTime() + 1000), payload: {} }]);
    await worker.idle();
    expect(jobs[0]?.done).toBe(false);
    now = new Date(now.getTime() + 1000);
    worker.kick();
    await worker.idle();
    expect(jobs[0]?.done).toBe(true);
  });
});
