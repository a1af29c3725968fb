import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { Redis } from 'ioredis';
import type { Config } from './platform/config.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { openDatabase } from './platform/db/database.ts';
import type { Database } from './platform/db/schema.ts';
import type { Bus } from './platform/bus/bus.ts';
import { createMemoryBus } from './platform/bus/memoryBus.ts';
import { createRedisBus } from './platform/bus/redisBus.ts';
import type { Presence } from './platform/presence/presence.ts';
import { createMemoryPresence } from './platform/presence/memoryPresence.ts';
import { createRedisPresence } from './platform/presence/redisPresence.ts';
import { TokenSigner } from './platform/auth/tokens.ts';
import { createCallerResolver } from './platform/auth/callerResolver.ts';
import { createAccountAuthCache, type AccountAuthCache } from './platform/auth/accountAuthCache.ts';
import { createHttpApp, type HttpApp } from './platform/http/httpApp.ts';
import { ApiRouter } from './platform/http/router.ts';
import { registerWebApp } from './platform/http/webApp.ts';
import { SocketRouter } from './platform/realtime/socketRouter.ts';
import { RealtimeGateway } from './platform/realtime/gateway.ts';
import { createRealtimeDelivery, type RealtimeDelivery } from './platform/realtime/delivery.ts';
import { registerConnectionTokenRoutes } from './platform/realtime/connectionToken.routes.ts';
import { registerHealthRoute } from './features/health/index.ts';
import {
  createAuthRepo,
  createAuthService,
  registerAuthRoutes,
  type AuthService,
} from './features/auth/index.ts';
import { registerRoomPresenceAnnouncements } from './features/rooms/index.ts';

const version = '0.1.0';

/** A running platform: the HTTP app with its gateway, and what tests and tools need to reach. */
export interface Limelight {
  app: HttpApp;
  db: Kysely<Database>;
  auth: AuthService;
  accountAuth: AccountAuthCache;
  delivery: RealtimeDelivery;
  log: Logger;
  /** Starts listening; answers the base URL. */
  listen(): Promise<string>;
  /** Graceful stop: sockets closed with the shutdown code, in-flight requests finished, stores closed. */
  close(): Promise<void>;
}

/** The composition root: builds every platform part from the configuration and registers the features. */
export async function createLimelight(config: Config, logger?: Logger): Promise<Limelight> {
  const log = logger ?? createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    schema: config.databaseSchema,
  });
  const { bus, presence, rateLimitRedis } = await createSharedState(config, log);

  const tokens = new TokenSigner(config.authSecret);
  const authRepo = createAuthRepo(database.db);
  const auth = createAuthService({ repo: authRepo, tokens, ...config });
  const accountAuth = await createAccountAuthCache(authRepo.findAuthState, bus);
  const resolveCaller = createCallerResolver(tokens, accountAuth.lookup);

  const app = await createHttpApp({
    logger: log,
    trustProxy: config.trustProxy,
    rateLimitPerMinute: config.rateLimitPerMinute,
    redis: rateLimitRedis,
    redisPrefix: config.redisPrefix,
  });
  const router = new ApiRouter(app, resolveCaller);
  const socketRouter = new SocketRouter();
  const gateway = new RealtimeGateway({ tokens, bus, presence, router: socketRouter, log });
  const delivery = createRealtimeDelivery(bus);

  registerHealthRoute(app, { version, database: database.kind, bus: bus.kind, startedAt: Date.now() });
  registerAuthRoutes(router, auth);
  registerConnectionTokenRoutes(router, tokens);
  registerRoomPresenceAnnouncements(gateway, delivery);
  await registerWebApp(app, config.webDistDir);

  await app.ready();
  gateway.attach(app.server);

  return {
    app,
    db: database.db,
    auth,
    accountAuth,
    delivery,
    log,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const { port } = app.server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    },
    async close() {
      await gateway.close();
      await app.close();
      await accountAuth.close();
      await Promise.allSettled([bus.close(), presence.close(), rateLimitRedis?.quit()]);
      await database.close();
    },
  };
}

/** State shared between processes: Redis when configured, this process's memory otherwise. */
async function createSharedState(
  config: Config,
  log: Logger,
): Promise<{ bus: Bus; presence: Presence; rateLimitRedis: Redis | undefined }> {
  if (!config.redisUrl)
    return { bus: createMemoryBus(log), presence: createMemoryPresence(), rateLimitRedis: undefined };
  const rateLimitRedis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3, connectTimeout: 1000 });
  return {
    bus: await createRedisBus(config.redisUrl, log, config.redisPrefix),
    presence: await createRedisPresence(config.redisUrl, `${config.redisPrefix}presence:`),
    rateLimitRedis,
  };
}
