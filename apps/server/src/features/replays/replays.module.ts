import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { FeatureModule } from '../../platform/module.ts';
import { createReplaysRepo } from './replays.repo.ts';
import { registerReplaysRoutes } from './replays.routes.ts';
import { createReplaysService, type ReplaysServiceDeps } from './replays.service.ts';

export interface ReplaysModuleDeps {
  config: Pick<Config, 'countryHeader'>;
  db: Kysely<Database>;
  clock: () => Date;
  roomLog: RoomLog;
  watchEntryOf: ReplaysServiceDeps['watchEntryOf'];
  isBlockedFrom: ReplaysServiceDeps['isBlockedFrom'];
  findChannelOwner: ReplaysServiceDeps['findChannelOwner'];
  joinedCounts: ReplaysServiceDeps['joinedCounts'];
}

/**
 * Replays of events' room logs (docs/decisions/replays.md): their routes, and for the stage recorder's
 * `streams` call the replay a viewer may watch (`resolveReplay`).
 */
export function createReplaysModule(deps: ReplaysModuleDeps) {
  const replays = createReplaysService({
    repo: createReplaysRepo(deps.db),
    roomLog: deps.roomLog,
    watchEntryOf: deps.watchEntryOf,
    isBlockedFrom: deps.isBlockedFrom,
    findChannelOwner: deps.findChannelOwner,
    joinedCounts: deps.joinedCounts,
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'replays',
    routes: ({ router }) =>
      registerReplaysRoutes(router, replays, { countryHeader: deps.config.countryHeader }),
  };
  return { module, resolveReplay: replays.resolveReplay };
}
