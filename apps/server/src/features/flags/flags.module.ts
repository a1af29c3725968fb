import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { FlagsRepo } from './flags.repo.ts';
import { registerFlagsRoutes, type FlagsRoutesOptions } from './flags.routes.ts';
import { createFlagsService, type FlagsServiceDeps } from './flags.service.ts';
import { createFlagEvents } from './flags.socket.ts';

export interface FlagsModuleDeps {
  /** The flags tables, shared: the rooms and live features read room blocks before this module is built. */
  repo: FlagsRepo;
  roomLog: RoomLog;
  delivery: RealtimeDelivery;
  entryOf: FlagsServiceDeps['entryOf'];
  waitingLine: FlagsServiceDeps['waitingLine'];
  endEvent: FlagsServiceDeps['endEvent'];
  leaveCast: FlagsServiceDeps['leaveCast'];
  chat: FlagsServiceDeps['chat'];
  clock: () => Date;
  viewerOf: FlagsRoutesOptions['viewerOf'];
}

/** Reports and room blocks: their routes. */
export function createFlagsModule(deps: FlagsModuleDeps) {
  const flags = createFlagsService({
    repo: deps.repo,
    roomLog: deps.roomLog,
    entryOf: deps.entryOf,
    waitingLine: deps.waitingLine,
    endEvent: deps.endEvent,
    leaveCast: deps.leaveCast,
    chat: deps.chat,
    now: deps.clock,
    notify: createFlagEvents(deps.delivery),
  });
  const module: FeatureModule = {
    name: 'flags',
    routes: ({ router }) => registerFlagsRoutes(router, flags, { viewerOf: deps.viewerOf }),
  };
  // The operators' queue reads and closes reports through these (features/operator).
  return { module, reports: { page: flags.reportPage, resolve: flags.resolve } };
}
