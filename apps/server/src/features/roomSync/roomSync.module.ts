import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import { createRoomSyncRepo } from './roomSync.repo.ts';
import { registerRoomSyncRoutes, type RoomSyncRoutesOptions } from './roomSync.routes.ts';
import { createRoomSyncService, type RoomSyncServiceDeps } from './roomSync.service.ts';

export interface RoomSyncModuleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  roomLog: RoomLog;
  uploads: UploadRegistry;
  storage: FileStorage;
  entryOf: RoomSyncServiceDeps['entryOf'];
  storeAssetFile: RoomSyncServiceDeps['storeAssetFile'];
  viewerOf: RoomSyncRoutesOptions['viewerOf'];
}

/** A live room's shared content (sync): its routes. */
export function createRoomSyncModule(deps: RoomSyncModuleDeps) {
  const sync = createRoomSyncService({
    repo: createRoomSyncRepo(deps.db),
    roomLog: deps.roomLog,
    entryOf: deps.entryOf,
    storeAssetFile: deps.storeAssetFile,
    uploads: deps.uploads,
    storage: deps.storage,
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'roomSync',
    routes: ({ router }) => registerRoomSyncRoutes(router, sync, { viewerOf: deps.viewerOf }),
  };
  // The recordings feature turns the recording flag with its recordings (docs/decisions/recordings.md).
  return { module, setFlag: sync.setFlag };
}
