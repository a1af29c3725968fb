import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { FeatureModule } from '../module.ts';
import { createLocalFileStorage } from './localFileStorage.ts';
import { registerFileRoutes } from './files.routes.ts';
import { createUploadsRepo } from './uploads.repo.ts';
import { createUploadRegistry } from './uploadRegistry.ts';
import { createSignedFileUrls } from './signedFileUrls.ts';

/**
 * Stored files under DATA_DIR, served at their addresses, and the uploads registry with its job that
 * collects the uploads nothing attached.
 */
export function createUploadsModule(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'dataDir' | 'uploadRetention' | 'authSecret'>;
  clock: () => Date;
  log: Logger;
}) {
  const storage = createLocalFileStorage(path.join(deps.config.dataDir, 'files'));
  const uploads = createUploadRegistry({
    repo: createUploadsRepo(deps.db),
    storage,
    retention: deps.config.uploadRetention,
    now: deps.clock,
    log: deps.log,
  });
  const signedFiles = createSignedFileUrls(deps.config.authSecret, deps.clock);
  let stopCollecting = async () => {};
  const module: FeatureModule = {
    name: 'uploads',
    routes: ({ app }) => registerFileRoutes(app, storage, signedFiles),
    start() {
      stopCollecting = uploads.startCollecting();
    },
    stop: () => stopCollecting(),
  };
  return { module, storage, uploads, signedFiles };
}
