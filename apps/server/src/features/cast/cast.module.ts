import type { Presence } from '../../platform/presence/presence.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { registerCastRoutes, type CastRoutesOptions } from './cast.routes.ts';
import { createCastService, type CastServiceDeps } from './cast.service.ts';
import { createCastEvents } from './cast.socket.ts';

export interface CastModuleDeps {
  clock: () => Date;
  delivery: RealtimeDelivery;
  roomLog: RoomLog;
  presence: Pick<Presence, 'connectionsOf'>;
  entryOf: CastServiceDeps['entryOf'];
  personOf: CastServiceDeps['personOf'];
  viewerOf: CastRoutesOptions['viewerOf'];
  leftStage: CastServiceDeps['leftStage'];
}

/**
 * The live stage's cast (docs/decisions/cast.md): its routes (the gate the media feature reads:
 * castGate.ts), and the removal of a person blocked from the room (the flags feature calls it).
 */
export function createCastModule(deps: CastModuleDeps) {
  const cast = createCastService({
    roomLog: deps.roomLog,
    entryOf: deps.entryOf,
    personOf: deps.personOf,
    connectionsOf: (roomId, userId) => deps.presence.connectionsOf(roomId, userId),
    notify: createCastEvents(deps.delivery),
    leftStage: deps.leftStage,
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'cast',
    routes: ({ router }) => registerCastRoutes(router, cast, { viewerOf: deps.viewerOf }),
  };
  return { module, removeBlocked: cast.removeBlocked };
}
