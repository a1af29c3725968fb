import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { FileStorage } from './fileStorage.ts';
import type { FeatureModule } from '../module.ts';
import { createLocalFileStorage } from './localFileStorage.ts';
import { createS3FileStorage } from './s3FileStorage.ts';
import { registerFileRoutes } from './files.routes.ts';
import { createUploadsRepo } from './uploads.repo.ts';
import { createUploadRegistry } from './uploadRegistry.ts';
import { createSignedFileUrls } from './signedFileUrls.ts';

/**
 * Stored files (under DATA_DIR, or in S3 when configured), served at their addresses, and the uploads registry with its job that
 * collects the uploads nothing attached.
 */
export function createUploadsModule(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'dataDir' | 'uploadRetention' | 'authSecret' | 's3'>;
  clock: () => Date;
  log: Logger;
}) {
  const { s3 } = deps.config;
  const s3Storage = s3 ? createS3FileStorage(s3) : undefined;
  const storage: FileStorage = s3Storage ?? createLocalFileStorage(path.join(deps.config.dataDir, 'files'));
  deps.log.info(
    s3 ? { bucket: s3.bucket, endpoint: s3.endpoint.origin } : {},
    `files are kept in ${s3 ? 'S3' : 'DATA_DIR/files'}`,
  );
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
    async stop() {
      await stopCollecting();
      s3Storage?.close();
    },
  };
  return { module, storage, uploads, signedFiles };
}
