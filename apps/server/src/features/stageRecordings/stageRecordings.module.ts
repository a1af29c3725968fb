import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import { createJobQueue } from '../../platform/jobs/jobQueue.ts';
import { createJobWorker } from '../../platform/jobs/jobWorker.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { SignedFileUrls } from '../../platform/storage/signedFileUrls.ts';
import { createStageRecordingJobs } from './stageRecordingJobs.ts';
import { createStageRecordingsRepo } from './stageRecordings.repo.ts';
import { registerStageRecordingsRoutes, type ReplayAccess } from './stageRecordings.routes.ts';
import { createStageRecordingsService, type StageRecordingsDeps } from './stageRecordings.service.ts';

/** How often the recordings of deleted events and people are removed. */
const orphanSweepMs = 10 * 60_000;
/** How often a process looks for remux jobs it was not kicked for (another's, or one left by a stop). */
const jobIntervalMs = 30_000;

export interface StageRecordingsModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'countryHeader'>;
  storage: FileStorage;
  signedFiles: SignedFileUrls;
  findEvent: StageRecordingsDeps['findEvent'];
  replayAccess: ReplayAccess;
  clock: () => Date;
  log: Logger;
}

/**
 * The stage's recorded streams (docs/decisions/stage-recordings.md): the media feature records, this
 * feature keeps the files and their rows (`isRecordable`, `keep`), lists them for replays and removes them
 * with their event (`removeOrphans`, every ten minutes).
 */
export function createStageRecordingsModule(deps: StageRecordingsModuleDeps) {
  const repo = createStageRecordingsRepo(deps.db);
  const jobs = createJobWorker({
    queue: createJobQueue(deps.db, deps.log),
    handlers: createStageRecordingJobs({ repo, storage: deps.storage }).handlers,
    intervalMs: jobIntervalMs,
    now: deps.clock,
    log: deps.log,
  });
  const recordings = createStageRecordingsService({
    repo,
    jobs,
    storage: deps.storage,
    signedFiles: deps.signedFiles,
    findEvent: deps.findEvent,
    now: deps.clock,
  });
  let sweep: NodeJS.Timeout | undefined;
  const module: FeatureModule = {
    name: 'stageRecordings',
    routes: ({ router }) =>
      registerStageRecordingsRoutes(router, recordings, {
        replayAccess: deps.replayAccess,
        countryHeader: deps.config.countryHeader,
      }),
    start() {
      jobs.start();
      sweep = setInterval(() => {
        recordings
          .removeOrphans()
          .catch((error: unknown) => deps.log.error({ err: error }, 'orphan stage recordings not removed'));
      }, orphanSweepMs);
      sweep.unref();
    },
    async stop() {
      clearInterval(sweep);
      await jobs.stop();
    },
  };
  return {
    module,
    isRecordable: recordings.isRecordable,
    keep: recordings.keep,
    removeOrphans: recordings.removeOrphans,
    processed: jobs.idle,
  };
}
