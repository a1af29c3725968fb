import type { Kysely } from 'kysely';
import type { Person } from '@limelight/protocol';
import type { Database } from '../../platform/db/schema.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FeatureModule } from '../../platform/module.ts';
import type { Presence } from '../../platform/presence/presence.ts';
import { waitingPresenceKey } from '../../platform/realtime/connection.ts';
import type { RealtimeDelivery } from '../../platform/realtime/delivery.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import type { NotificationsPort } from '../notifications/index.ts';
import { createRoomsRepo } from './rooms.repo.ts';
import { registerRoomsRoutes } from './rooms.routes.ts';
import { createRoomAccess } from './roomAccess.ts';
import { createRoomRolesRepo } from './roomRoles.repo.ts';
import { createRoomRolesService } from './roomRoles.service.ts';
import { createRoomsService, type RoomsServiceDeps } from './rooms.service.ts';
import {
  createRoomsEvents,
  registerRoomActivityTracking,
  registerRoomPresenceAnnouncements,
} from './rooms.socket.ts';
import { createJoinedCountRepo } from './joinedCount.repo.ts';
import { createWaitingRoomRepo } from './waitingRoom.repo.ts';
import { createWaitingRoomService } from './waitingRoom.service.ts';
import { createWaitingRoomEvents, registerWaitingRoom } from './waitingRoom.socket.ts';

export interface RoomsModuleDeps {
  db: Kysely<Database>;
  clock: () => Date;
  log: Logger;
  delivery: RealtimeDelivery;
  presence: Presence;
  roomLog: RoomLog;
  uploads: Pick<UploadRegistry, 'attach'>;
  /** A person's kind and date of birth (the users feature). */
  findPerson: RoomsServiceDeps['findPerson'];
  /** Whether a person is blocked from a room (the flags feature's table). */
  isBlockedFrom: RoomsServiceDeps['isBlockedFrom'];
  /** A person as others see them (the users feature). */
  personOf: (userId: string) => Promise<Person | undefined>;
  /** Stores and pushes a notification (the notifications feature). */
  notify: NotificationsPort['send'];
  /** Who follows a person (the users feature): told of the public rooms they create. */
  followerIdsOf: RoomsServiceDeps['followerIdsOf'];
}

/**
 * Rooms with their hosts and moderators: their routes; on the gateway, the joined-people counts (whose
 * pending frames stop with the module), the active list's candidates and the waiting room; for the other
 * features a room's live entry, its store's access, room views for search and the waiting line's ends.
 */
export function createRoomsModule(deps: RoomsModuleDeps) {
  const { delivery, presence } = deps;
  const waitingRoom = createWaitingRoomService({
    repo: createWaitingRoomRepo(deps.db),
    notify: createWaitingRoomEvents(delivery),
    isStillWaiting: async (roomId, userId) =>
      (await presence.users(waitingPresenceKey(roomId))).includes(userId),
    now: deps.clock,
  });
  const repo = createRoomsRepo(deps.db);
  const roles = createRoomRolesRepo(deps.db);
  const notify = createRoomsEvents(delivery, deps.notify);
  const roomsDeps: RoomsServiceDeps = {
    waiting: waitingRoom,
    isBlockedFrom: deps.isBlockedFrom,
    repo,
    roles,
    notify,
    roomLog: deps.roomLog,
    peopleIn: async (roomId) => (await presence.users(roomId)).length,
    peopleInRoom: (roomId) => presence.users(roomId),
    findPerson: deps.findPerson,
    followerIdsOf: deps.followerIdsOf,
    attachUploads: deps.uploads.attach,
    now: deps.clock,
  };
  const rooms = createRoomsService(roomsDeps);
  const roomRoles = createRoomRolesService({
    repo,
    roles,
    access: createRoomAccess(roomsDeps),
    findPerson: deps.findPerson,
    peopleInRoom: roomsDeps.peopleInRoom,
    personOf: deps.personOf,
    notify,
  });
  const joinedCounts = createJoinedCountRepo(deps.db);
  let stopJoinedCounts = () => {};
  const module: FeatureModule = {
    name: 'rooms',
    routes: ({ router }) => registerRoomsRoutes(router, rooms, roomRoles),
    sockets({ gateway, sockets }) {
      stopJoinedCounts = registerRoomPresenceAnnouncements(gateway, {
        delivery,
        countIn: (roomId) => presence.count(roomId),
        recordCount: (roomId, count) => joinedCounts.record(roomId, count, deps.clock()),
        log: deps.log,
      });
      registerRoomActivityTracking(gateway, rooms);
      registerWaitingRoom(gateway, sockets, waitingRoom);
    },
    stop: () => stopJoinedCounts(),
  };
  return {
    module,
    /** The joined-people counts a room was told over time (replays show the one at their play head). */
    joinedCounts: { countAt: joinedCounts.countAt, countsBetween: joinedCounts.countsBetween },
    liveEntryOf: rooms.liveEntryOf,
    storeAccessOf: rooms.storeAccessOf,
    /** Friends invited to a room (the friends feature's eventInvitation with a room's id). */
    inviteFriends: rooms.inviteFriends,
    viewRoomsByIds: rooms.viewRoomsByIds,
    /** The rooms live now, as GET /room/v1/activeList answers them (the first paint of the events pages). */
    activeList: rooms.activeList,
    waitingLine: { blocked: waitingRoom.blocked, closed: waitingRoom.closed },
  };
}
