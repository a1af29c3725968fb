import type { Kysely } from 'kysely';
import type { Bus } from '../bus/bus.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { FeatureModule } from '../module.ts';
import type { RealtimeDelivery } from '../realtime/delivery.ts';
import { createRoomLogRepo } from './roomLog.repo.ts';
import { createRoomLog } from './roomLog.ts';
import { registerRoomResume } from './resume.socket.ts';

/**
 * The live rooms' state and command log (docs/decisions/live-state.md): resume on room sockets, and the
 * sweeper job that publishes the entries a process committed but did not publish.
 */
export function createRoomLogModule(deps: {
  db: Kysely<Database>;
  delivery: RealtimeDelivery;
  bus: Pick<Bus, 'reachesEveryProcess'>;
  log: Logger;
  clock: () => Date;
}) {
  const roomLog = createRoomLog({
    repo: createRoomLogRepo(deps.db),
    delivery: deps.delivery,
    log: deps.log,
    now: deps.clock,
    reachesEveryProcess: () => deps.bus.reachesEveryProcess(),
  });
  let stopSweeping = async () => {};
  const module: FeatureModule = {
    name: 'room log',
    sockets: ({ sockets }) => registerRoomResume(sockets, roomLog),
    start() {
      stopSweeping = roomLog.startSweeping();
    },
    stop: () => stopSweeping(),
  };
  return { module, roomLog };
}
