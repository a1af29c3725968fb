import type { FastifyRequest } from 'fastify';
import type { Caller, TokenSigner } from '../../platform/auth/tokens.ts';
import type { Config } from '../../platform/config.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { viewerOf } from '../events/index.ts';
import { registerLiveRoutes } from './live.routes.ts';
import { createLiveService, type LiveServiceDeps, type LiveViewer } from './live.service.ts';
import { refuseBlockedUpgrades, registerSingleRoomTab } from './live.socket.ts';

export interface LiveModuleDeps {
  config: Pick<Config, 'countryHeader'>;
  tokens: TokenSigner;
  delivery: RealtimeDelivery;
  roomLog: RoomLog;
  eventEntryOf: LiveServiceDeps['eventEntryOf'];
  roomEntryOf: LiveServiceDeps['roomEntryOf'];
  /** Whether a person is blocked from a room (the flags feature's table). */
  isBlockedFrom: LiveServiceDeps['isBlockedFrom'];
}

/**
 * The live page's entry to an event's or a room's live room: socket tokens and the room's state, one
 * moderator connection per room; for the other live features, the entry of a viewer and how a request
 * names its viewer.
 */
export function createLiveModule(deps: LiveModuleDeps) {
  const live = createLiveService({
    eventEntryOf: deps.eventEntryOf,
    roomEntryOf: deps.roomEntryOf,
    signRoomToken: (grant) => deps.tokens.signConnection(grant),
    roomLog: deps.roomLog,
    isBlockedFrom: deps.isBlockedFrom,
  });
  const liveViewerOf = (caller: Caller, request: FastifyRequest): LiveViewer => {
    const { country } = viewerOf(caller, request, { countryHeader: deps.config.countryHeader });
    const client = request.headers['x-client'];
    return { caller, country, ...(typeof client === 'string' ? { client: client.slice(0, 64) } : {}) };
  };
  const module: FeatureModule = {
    name: 'live',
    routes: ({ router }) => registerLiveRoutes(router, live, { viewerOf: liveViewerOf }),
    sockets: ({ gateway }) => {
      registerSingleRoomTab(gateway, deps.delivery);
      refuseBlockedUpgrades(gateway, deps.isBlockedFrom);
    },
  };
  return { module, entryOf: live.entryOf, viewerOf: liveViewerOf };
}
