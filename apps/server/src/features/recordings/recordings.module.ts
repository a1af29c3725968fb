import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import { createJobQueue } from '../../platform/jobs/jobQueue.ts';
import { createJobWorker } from '../../platform/jobs/jobWorker.ts';
import { repeatEvery } from '../../platform/jobs/repeat.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { SignedFileUrls } from '../../platform/storage/signedFileUrls.ts';
import type { LiveViewerOf } from '../live/index.ts';
import { createRecordingFiles } from './recordingFiles.ts';
import { createRecordingJobs } from './recordingJobs.ts';
import { createRecordingsRepo } from './recordings.repo.ts';
import { registerRecordingsRoutes } from './recordings.routes.ts';
import { createRecordingsService, type RecordingsServiceDeps } from './recordings.service.ts';

/** How often recordings of deleted events and rooms are purged. */
const purgeIntervalMs = 10 * 60_000;
/** How often a process looks for processing jobs it was not kicked for (another's, or one left by a stop). */
const jobIntervalMs = 30_000;

export interface RecordingsModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'recordingQuotaBytes'>;
  clock: () => Date;
  log: Logger;
  storage: FileStorage;
  signedFiles: SignedFileUrls;
  entryOf: RecordingsServiceDeps['entryOf'];
  setFlag: RecordingsServiceDeps['setFlag'];
  viewerOf: LiveViewerOf;
}

/** A moderator's own recordings (docs/decisions/recordings.md): routes, and the purge of deleted rooms' ones. */
export function createRecordingsModule(deps: RecordingsModuleDeps) {
  const repo = createRecordingsRepo(deps.db);
  const files = createRecordingFiles(deps.storage);
  const jobs = createJobWorker({
    queue: createJobQueue(deps.db, deps.log),
    handlers: createRecordingJobs({ repo, files }).handlers,
    intervalMs: jobIntervalMs,
    now: deps.clock,
    log: deps.log,
  });
  const recordings = createRecordingsService({
    repo,
    files,
    jobs,
    storage: deps.storage,
    signedFiles: deps.signedFiles,
    entryOf: deps.entryOf,
    setFlag: deps.setFlag,
    quotaBytes: deps.config.recordingQuotaBytes,
    now: deps.clock,
  });
  let stopPurge = async () => {};
  const module: FeatureModule = {
    name: 'recordings',
    routes: ({ router }) => registerRecordingsRoutes(router, recordings, { viewerOf: deps.viewerOf }),
    start() {
      jobs.start();
      stopPurge = repeatEvery(purgeIntervalMs, recordings.purgeOfDeletedRooms, (error) =>
        deps.log.warn({ err: error }, 'purge of recordings of deleted rooms failed'),
      );
    },
    stop: async () => {
      await stopPurge();
      await jobs.stop();
    },
  };
  return { module, purgeOfDeletedRooms: recordings.purgeOfDeletedRooms, processed: jobs.idle };
}
