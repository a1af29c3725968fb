import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { FeatureModule } from '../module.ts';
import type { Presence } from '../presence/presence.ts';
import { createLiveProcesses, type LiveProcesses } from '../presence/liveProcesses.ts';
import { createMemoryPresence } from '../presence/memoryPresence.ts';
import { createRedisPresence } from '../presence/redisPresence.ts';
import type { Bus } from './bus.ts';
import { createBusRequests, type BusRequests } from './busRequests.ts';
import { createMemoryBus } from './memoryBus.ts';
import { createRedisBus } from './redisBus.ts';
import { createMemoryRateWindows, createRedisRateWindows, type RateWindows } from './rateWindows.ts';

/**
 * State shared between processes: the bus, requests between processes over it, presence, which processes
 * run, and the Redis command connection.
 */
export interface SharedState {
  bus: Bus;
  /** Request and answer between processes (this process's id is `requests.processId`). */
  requests: BusRequests;
  presence: Presence;
  processes: LiveProcesses;
  /**
   * Redis's command connection: the HTTP rate limiter's store and the film uploads' locks; undefined keeps
   * both in this process.
   */
  redis: Redis | undefined;
  /** Counts in fixed windows, shared by every process where Redis is (the chats' per-sender limits). */
  rateWindows: RateWindows;
  /** Listens and beats, then closes the connections (the module "bus" of the composition root). */
  module: FeatureModule;
}

/** Redis when configured, this process's memory otherwise. */
export async function createSharedState(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  log: Logger,
): Promise<SharedState> {
  const parts = config.redisUrl
    ? {
        bus: await createRedisBus(config.redisUrl, log, config.redisPrefix),
        presence: await createRedisPresence(config.redisUrl, `${config.redisPrefix}presence:`),
        redis: new Redis(config.redisUrl, { maxRetriesPerRequest: 3, connectTimeout: 1000 }),
      }
    : { bus: createMemoryBus(log), presence: createMemoryPresence(), redis: undefined };
  const { bus, presence, redis } = parts;
  const rateWindows = redis
    ? createRedisRateWindows(redis, `${config.redisPrefix}rate:`)
    : createMemoryRateWindows();
  const requests = createBusRequests(bus, log);
  const processes = createLiveProcesses(presence, requests.processId, log);
  return {
    ...parts,
    rateWindows,
    requests,
    processes,
    module: {
      name: 'bus',
      async start() {
        await requests.start();
        await processes.start();
      },
      async stop() {
        await Promise.allSettled([processes.stop(), requests.stop()]);
        await Promise.allSettled([bus.close(), presence.close(), redis?.quit()]);
      },
    },
  };
}
