import type { HttpApp } from './http/httpApp.ts';
import type { ApiRouter } from './http/router.ts';
import type { Logger } from './logger.ts';
import type { RealtimeGateway } from './realtime/gateway.ts';
import type { SocketRouter } from './realtime/socketRouter.ts';

/** Where a module declares its HTTP routes: the API router, or the app itself for raw routes and plugins. */
export interface HttpHooks {
  router: ApiRouter;
  app: HttpApp;
}

/** Where a module listens on sockets: client commands by the router, joins and leaves by the gateway. */
export interface SocketHooks {
  sockets: SocketRouter;
  gateway: RealtimeGateway;
}

/**
 * A feature or platform part as the composition root lists it (docs/decisions/modules.md). Its factory
 * builds its services; the runner then registers its routes and socket handlers, starts it in list order
 * and stops it in reverse order. `stop` releases what the factory or `start` took, whether `start` ran or not.
 */
export interface FeatureModule {
  readonly name: string;
  routes?(http: HttpHooks): void | Promise<void>;
  sockets?(realtime: SocketHooks): void;
  start?(): void | Promise<void>;
  stop?(): void | Promise<void>;
}

/**
 * Runs a list of modules: registers every module's routes, then every module's socket handlers, then starts
 * them one after another in list order. Answers the call that stops them all in reverse order. When a
 * registration or a start fails, every module is stopped and the error is thrown.
 */
export async function runModules(
  modules: readonly FeatureModule[],
  hooks: { http: HttpHooks; realtime: SocketHooks },
  log: Logger,
): Promise<() => Promise<void>> {
  const stop = () => stopModules(modules, log);
  try {
    for (const module of modules) await module.routes?.(hooks.http);
    for (const module of modules) module.sockets?.(hooks.realtime);
    for (const module of modules) await module.start?.();
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Stops modules last to first; a stop that fails is logged and the ones before it still stop. */
async function stopModules(modules: readonly FeatureModule[], log: Logger): Promise<void> {
  for (const module of [...modules].reverse()) {
    try {
      await module.stop?.();
    } catch (error) {
      log.error({ err: error, module: module.name }, 'module did not stop cleanly');
    }
  }
}
