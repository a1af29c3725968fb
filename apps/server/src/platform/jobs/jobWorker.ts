import type { Logger } from '../logger.ts';
import type { JobHandler, JobQueue, NewJob } from './jobQueue.ts';

/** A handler of any work type, as a worker holds several kinds (its methods take their own work). */
type AnyJobHandler = JobHandler<unknown>;

export interface JobWorker {
  /** Schedules jobs and runs the due ones now, in the background (the request that asked answers at once). */
  enqueue(jobs: readonly NewJob[]): Promise<void>;
  /** Runs the due jobs now, in the background (one run at a time; a kick during a run runs again after). */
  kick(): void;
  /** Resolves once no run is under way (tests, and the stop). */
  idle(): Promise<void>;
  /** Also looks for due jobs every interval: those of a process that stopped, or scheduled for later. */
  start(): void;
  /** Stops looking and waits for the run under way. */
  stop(): Promise<void>;
}

/**
 * Long work off the request (ARCHITECTURE "Jobs"): ffmpeg's concatenation, trims and remuxes of recordings,
 * films' transcoding. The work is a job of the `jobs` table (`jobQueue.ts`), so it survives a restart and one
 * process runs it; this runs a process's due jobs of the given kinds at once when asked, and every interval.
 */
export function createJobWorker(deps: {
  queue: JobQueue;
  handlers: readonly AnyJobHandler[];
  intervalMs: number;
  now: () => Date;
  log: Logger;
}): JobWorker {
  let running: Promise<void> = Promise.resolve();
  let isRunning = false;
  let isAskedAgain = false;
  let timer: NodeJS.Timeout | undefined;

  async function runAll(): Promise<void> {
    do {
      isAskedAgain = false;
      for (const handler of deps.handlers) {
        // Jobs a run schedules (or a kick asks for) are taken by the next round.
        while ((await deps.queue.runDue(handler, deps.now())) > 0);
      }
    } while (isAskedAgain);
  }

  function kick(): void {
    if (isRunning) {
      isAskedAgain = true;
      return;
    }
    isRunning = true;
    running = runAll()
      .catch((error: unknown) => deps.log.warn({ err: error }, 'job run failed'))
      .finally(() => (isRunning = false));
  }

  return {
    async enqueue(jobs) {
      await deps.queue.schedule(jobs);
      kick();
    },
    kick,
    async idle() {
      while (isRunning) await running;
    },
    start() {
      timer = setInterval(kick, deps.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      while (isRunning) await running;
    },
  };
}
