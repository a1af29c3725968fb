import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { RateWindows } from '../../platform/bus/rateWindows.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import { createRoomChatRepo } from './roomChat.repo.ts';
import { registerRoomChatRoutes, type RoomChatRoutesOptions } from './roomChat.routes.ts';
import { createRoomChatService, type RoomChatServiceDeps } from './roomChat.service.ts';
import { createRoomChatEvents, registerRoomChatSocket } from './roomChat.socket.ts';

export interface RoomChatModuleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  rateWindows: RateWindows;
  delivery: RealtimeDelivery;
  roomLog: RoomLog;
  entryOf: RoomChatServiceDeps['entryOf'];
  personOf: RoomChatServiceDeps['personOf'];
  viewerOf: RoomChatRoutesOptions['viewerOf'];
}

/** A live room's chat: its routes and the room socket's sendMessage. */
export function createRoomChatModule(deps: RoomChatModuleDeps) {
  const chat = createRoomChatService({
    repo: createRoomChatRepo(deps.db),
    roomLog: deps.roomLog,
    entryOf: deps.entryOf,
    personOf: deps.personOf,
    notify: createRoomChatEvents(deps.delivery),
    rateWindows: deps.rateWindows,
    now: deps.clock,
  });
  const module: FeatureModule = {
    name: 'roomChat',
    routes: ({ router }) => registerRoomChatRoutes(router, chat, { viewerOf: deps.viewerOf }),
    sockets: ({ sockets }) => registerRoomChatSocket(sockets, chat),
  };
  // The flags feature reads the message a report flags; the operators' queue removes it.
  return { module, messageOf: chat.messageOf, removeByOperator: chat.removeByOperator };
}
