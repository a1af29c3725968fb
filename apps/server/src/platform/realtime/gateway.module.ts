import type { AccountAuthCache } from '../auth/accountAuthCache.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { Bus } from '../bus/bus.ts';
import type { Config } from '../config.ts';
import type { HttpApp } from '../http/httpApp.ts';
import type { Logger } from '../logger.ts';
import type { FeatureModule } from '../module.ts';
import type { Presence } from '../presence/presence.ts';
import type { RoomLogReader } from './delivery.ts';
import { registerFriendConnectionTokenRoute } from './connectionToken.routes.ts';
import { RealtimeGateway } from './gateway.ts';
import { createOriginPolicy } from './originPolicy.ts';
import { SocketRouter } from './socketRouter.ts';

/**
 * The realtime gateway (`/ws/<token>`) under its upgrade checks, with the socket router the features'
 * handlers register on. Started, it takes over the HTTP server's upgrades; stopped, it closes every
 * socket with the shutdown code.
 */
export function createGatewayModule(deps: {
  config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'friendSocketGraceMs'>;
  app: HttpApp;
  tokens: TokenSigner;
  accountAuth: Pick<AccountAuthCache, 'lookup'>;
  bus: Bus;
  presence: Presence;
  roomLog: RoomLogReader;
  log: Logger;
  /** The sockets' time in epoch ms (frame budgets, idle sockets). */
  now: () => number;
}) {
  const { config, app, tokens } = deps;
  const sockets = new SocketRouter();
  const gateway = new RealtimeGateway({
    tokens,
    accountAuth: deps.accountAuth.lookup,
    isAllowedOrigin: createOriginPolicy(config.publicUrl, config.allowedOrigins, () => {
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : undefined;
    }),
    bus: deps.bus,
    presence: deps.presence,
    router: sockets,
    roomLog: deps.roomLog,
    log: deps.log,
    now: deps.now,
    friendGraceMs: config.friendSocketGraceMs,
  });
  const module: FeatureModule = {
    name: 'gateway',
    routes: ({ router }) => registerFriendConnectionTokenRoute(router, tokens),
    start: () => gateway.attach(app.server),
    stop: () => gateway.close(),
  };
  return { module, sockets, gateway };
}
