import type { Kysely } from 'kysely';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/schema.ts';
import { repeatEvery } from '../../platform/jobs/repeat.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { createCallsRepo } from './calls.repo.ts';
import { registerCallsRoutes } from './calls.routes.ts';
import { createCallsService, type CallsServiceDeps } from './calls.service.ts';
import { createCallEvents, registerCallSignals } from './calls.socket.ts';

export interface CallsModuleDeps {
  db: Kysely<Database>;
  config: Pick<Config, 'callRingTimeoutMs'>;
  clock: () => Date;
  log: Logger;
  delivery: RealtimeDelivery;
  callMembersOf: CallsServiceDeps['callMembersOf'];
  requireChatId: CallsServiceDeps['requireChatId'];
  personOf: CallsServiceDeps['personOf'];
}

/** How often every process looks for calls that rang out: a quarter of the ring time, 1 s at most. */
const ringCheckIntervalMs = (ringTimeoutMs: number) => Math.max(100, Math.min(1000, ringTimeoutMs / 4));

/** Friend video calls: their routes and socket signalling, the ring-time check (who is in a call: callPresence.ts). */
export function createCallsModule(deps: CallsModuleDeps) {
  const calls = createCallsService({
    repo: createCallsRepo(deps.db),
    callMembersOf: deps.callMembersOf,
    requireChatId: deps.requireChatId,
    personOf: deps.personOf,
    notify: createCallEvents(deps.delivery),
    ringTimeoutMs: deps.config.callRingTimeoutMs,
    now: deps.clock,
  });
  let stopRingCheck = async () => {};
  const module: FeatureModule = {
    name: 'calls',
    routes: ({ router }) => registerCallsRoutes(router, calls),
    sockets({ gateway, sockets }) {
      registerCallSignals(sockets, calls);
      gateway.onFriendSocketsGone((userId) => calls.leaveOnGone(userId));
    },
    start() {
      stopRingCheck = repeatEvery(
        ringCheckIntervalMs(deps.config.callRingTimeoutMs),
        calls.expireRings,
        (error) => deps.log.warn({ err: error }, 'call ring check failed'),
      );
    },
    stop: () => stopRingCheck(),
  };
  return { module };
}
