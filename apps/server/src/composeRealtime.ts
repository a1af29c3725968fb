import type { FastifyRequest } from 'fastify';
import type { Config } from './platform/config.ts';
import type { Caller } from './platform/auth/tokens.ts';
import type { Logger } from './platform/logger.ts';
import type { Bus } from './platform/bus/bus.ts';
import type { Presence } from './platform/presence/presence.ts';
import type { TokenSigner } from './platform/auth/tokens.ts';
import type { AccountAuthCache } from './platform/auth/accountAuthCache.ts';
import type { HttpApp } from './platform/http/httpApp.ts';
import type { ApiRouter } from './platform/http/router.ts';
import type { RealtimeDelivery } from './platform/realtime/delivery.ts';
import { SocketRouter } from './platform/realtime/socketRouter.ts';
import { RealtimeGateway } from './platform/realtime/gateway.ts';
import { createOriginPolicy } from './platform/realtime/originPolicy.ts';
import { registerFriendConnectionTokenRoute } from './platform/realtime/connectionToken.routes.ts';
import type { RoomLog } from './platform/live/roomLog.ts';
import { registerRoomResume } from './platform/live/resume.socket.ts';
import { viewerOf } from './features/events/index.ts';
import {
  registerLiveRoutes,
  registerModeratorSingleConnection,
  type LiveService,
  type LiveViewer,
} from './features/live/index.ts';
import { registerFlagsRoutes, type FlagsService } from './features/flags/index.ts';
import {
  registerRoomChatRoutes,
  registerRoomChatSocket,
  type RoomChatService,
} from './features/roomChat/index.ts';
import { registerRoomSyncRoutes, type RoomSyncService } from './features/roomSync/index.ts';
import {
  registerWaitingRoom,
  type WaitingRoomService,
  registerRoomActivityTracking,
  registerRoomPresenceAnnouncements,
  type RoomsService,
} from './features/rooms/index.ts';

/** What the realtime part is built from: the platform's shared parts and the features that go live. */
export interface RealtimeParts {
  config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'countryHeader'>;
  log: Logger;
  app: HttpApp;
  router: ApiRouter;
  tokens: TokenSigner;
  accountAuth: AccountAuthCache;
  bus: Bus;
  presence: Presence;
  delivery: RealtimeDelivery;
  roomLog: RoomLog;
  live: LiveService;
  rooms: RoomsService;
  roomChat: RoomChatService;
  roomSync: RoomSyncService;
  waitingRoom: WaitingRoomService;
  flags: FlagsService;
}

/** The realtime part: its socket router, and the calls that start and stop it with the server. */
export interface Realtime {
  sockets: SocketRouter;
  /** Takes over WebSocket upgrades once the HTTP app is ready; starts the room log's sweeper. */
  start(): void;
  /** Closes every socket with the shutdown code and stops what `start` started. */
  stop(): Promise<void>;
}

/**
 * The composition root's realtime part (ARCHITECTURE "Live state"): the gateway under its upgrade checks,
 * the socket-token routes, resume from the room log, and the features' socket listeners.
 */
export function composeRealtime(parts: RealtimeParts): Realtime {
  const { config, log, app, router, tokens, accountAuth, bus, presence, delivery, roomLog } = parts;
  const sockets = new SocketRouter();
  const gateway = new RealtimeGateway({
    tokens,
    accountAuth: accountAuth.lookup,
    isAllowedOrigin: createOriginPolicy(config.publicUrl, config.allowedOrigins, () => {
      const address = app.server.address();
      return typeof address === 'object' && address ? address.port : undefined;
    }),
    bus,
    presence,
    router: sockets,
    roomLog,
    log,
  });

  registerFriendConnectionTokenRoute(router, tokens);
  const liveViewerOf = (caller: Caller, request: FastifyRequest): LiveViewer => {
    const { country } = viewerOf(caller, request, { countryHeader: config.countryHeader });
    return { caller, country };
  };
  registerLiveRoutes(router, parts.live, { viewerOf: liveViewerOf });
  registerRoomChatRoutes(router, parts.roomChat, { viewerOf: liveViewerOf });
  registerRoomChatSocket(sockets, parts.roomChat);
  registerFlagsRoutes(router, parts.flags, { viewerOf: liveViewerOf });
  registerRoomSyncRoutes(router, parts.roomSync, { viewerOf: liveViewerOf });
  registerRoomResume(sockets, roomLog);
  const stopJoinedCounts = registerRoomPresenceAnnouncements(gateway, {
    delivery,
    countIn: (roomId) => presence.count(roomId),
    log,
  });
  registerModeratorSingleConnection(gateway, delivery);
  registerRoomActivityTracking(gateway, parts.rooms);
  registerWaitingRoom(gateway, sockets, parts.waitingRoom);

  let stopSweeping = async () => {};
  return {
    sockets,
    start() {
      gateway.attach(app.server);
      stopSweeping = roomLog.startSweeping();
    },
    async stop() {
      stopJoinedCounts();
      await gateway.close();
      await stopSweeping();
    },
  };
}
