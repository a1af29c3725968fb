import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { FeatureModule } from '../module.ts';
import type { Presence } from '../presence/presence.ts';
import { createFallbackPresence } from '../presence/fallbackPresence.ts';
import { createLiveProcesses, type LiveProcesses } from '../presence/liveProcesses.ts';
import { createMemoryPresence } from '../presence/memoryPresence.ts';
import { createRedisPresence } from '../presence/redisPresence.ts';
import type { Bus } from './bus.ts';
import { createBusRequests, type BusRequests } from './busRequests.ts';
import { createMemoryBus } from './memoryBus.ts';
import { createRedisBus } from './redisBus.ts';
import { createRedisLink, type RedisLink } from './redisLink.ts';
import {
  createFallbackRateWindows,
  createMemoryRateWindows,
  createRedisRateWindows,
  type RateWindows,
} from './rateWindows.ts';

/**
 * State shared between processes: the bus, requests between processes over it, presence, which processes
 * run, and the rate limits' counts.
 */
export interface SharedState {
  bus: Bus;
  /** Request and answer between processes (this process's id is `requests.processId`). */
  requests: BusRequests;
  presence: Presence;
  processes: LiveProcesses;
  /** Counts in fixed windows, shared by every process where Redis is (HTTP rate limits, chats' limits). */
  rateWindows: RateWindows;
  /** Redis when configured: whether it answers (the readiness route asks it). */
  redis: RedisLink | undefined;
  /** Redis's command connection (bounded commands): the film uploads' locks; undefined keeps them here. */
  commands: Redis | undefined;
  /** Listens and beats, then closes the connections (the module "bus" of the composition root). */
  module: FeatureModule;
}

/**
 * Redis when configured, this process's memory otherwise. Over Redis, each part falls back to this
 * process's own state while Redis does not answer (docs/decisions/resilience.md).
 */
export async function createSharedState(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  log: Logger,
): Promise<SharedState> {
  const local = { presence: createMemoryPresence(), rateWindows: createMemoryRateWindows() };
  const parts = config.redisUrl
    ? await overRedis(config.redisUrl, config.redisPrefix, log, local)
    : undefined;
  const { bus, presence, rateWindows, processesPresence } = parts ?? {
    ...local,
    bus: createMemoryBus(log),
    processesPresence: local.presence,
  };
  const requests = createBusRequests(bus, log);
  // Which processes run is never answered from this process alone: the media feature would take the others
  // for dead and close their sessions.
  const processes = createLiveProcesses(processesPresence, requests.processId, log);
  return {
    bus,
    presence,
    rateWindows,
    requests,
    processes,
    redis: parts?.link,
    commands: parts?.connection,
    module: {
      name: 'bus',
      async start() {
        await requests.start();
        await processes.start();
      },
      async stop() {
        await Promise.allSettled([processes.stop(), requests.stop()]);
        await Promise.allSettled([bus.close(), presence.close(), parts?.link.close()]);
      },
    },
  };
}

async function overRedis(
  url: string,
  prefix: string,
  log: Logger,
  local: { presence: Presence; rateWindows: RateWindows },
) {
  const link = createRedisLink(url, log);
  const bus = await createRedisBus(link, log, prefix);
  const connection = link.connection();
  await connection.connect();
  const sharedPresence = createRedisPresence(connection, `${prefix}presence:`);
  return {
    link,
    connection,
    bus,
    presence: createFallbackPresence(sharedPresence, local.presence, link, log),
    processesPresence: sharedPresence,
    rateWindows: createFallbackRateWindows(
      createRedisRateWindows(connection, `${prefix}rate:`),
      local.rateWindows,
      link,
    ),
  };
}
