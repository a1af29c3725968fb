import { roomsCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { RoomsService } from './rooms.service.ts';
import type { RoomRolesService } from './roomRoles.service.ts';

/** The rooms group of the HTTP contract (packages/protocol/src/http/rooms.calls.ts). */
export function registerRoomsRoutes(
  router: ApiRouter,
  rooms: RoomsService,
  roomRoles: RoomRolesService,
): void {
  router.implement(roomsCalls.roles, ({ caller, query }) => roomRoles.list(caller, query.eventId));
  router.implement(roomsCalls.participants, ({ caller, query }) => roomRoles.participants(caller, query));
  router.implement(roomsCalls.setRole, ({ caller, body }) => roomRoles.setRole(caller, body));
  router.implement(roomsCalls.transferOwner, ({ caller, body }) => roomRoles.transferOwner(caller, body));
  router.implement(roomsCalls.authCheck, ({ caller, body }) => rooms.authCheck(caller, body.eventId));
  router.implement(roomsCalls.activeList, ({ caller, query }) => rooms.activeList(caller, query));
  router.implement(roomsCalls.detail, ({ caller, query }) => rooms.detail(caller, query.eventId));
  router.implement(roomsCalls.myRoom, ({ caller, query }) => rooms.myRooms(caller, query));
  router.implement(roomsCalls.createRoom, ({ caller, body }) => rooms.createRoom(caller, body));
  router.implement(roomsCalls.editRoom, ({ caller, body }) => rooms.editRoom(caller, body));
  router.implement(roomsCalls.subscribe, ({ caller, body }) => rooms.subscribe(caller, body));
  router.implement(roomsCalls.deleteRoom, ({ caller, body }) => rooms.deleteRoom(caller, body.eventId));
}
