import {
  activeRoomsQuerySchema,
  createRoomRequestSchema,
  editRoomRequestSchema,
  myRoomQuerySchema,
  roomParticipantsQuerySchema,
  roomRefSchema,
  setRoomRoleRequestSchema,
  subscribeRoomRequestSchema,
  transferRoomOwnerRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { RoomsService } from './rooms.service.ts';
import type { RoomRolesService } from './roomRoles.service.ts';

/** spec 000 §7 "Rooms", spec 001 §7 "Room": /api/room/v1/…; room roles (docs/decisions/rooms.md). */
export function registerRoomsRoutes(
  router: ApiRouter,
  rooms: RoomsService,
  roomRoles: RoomRolesService,
): void {
  router.get('/api/room/v1/roles', { auth: 'optional', query: roomRefSchema }, ({ caller, query }) =>
    roomRoles.list(caller, query.eventId),
  );
  router.get(
    '/api/room/v1/participants',
    { auth: 'any', query: roomParticipantsQuerySchema },
    ({ caller, query }) => roomRoles.participants(caller, query),
  );
  router.post(
    '/api/room/v1/setRole',
    { auth: 'member', body: setRoomRoleRequestSchema },
    ({ caller, body }) => roomRoles.setRole(caller, body),
  );
  router.post(
    '/api/room/v1/transferOwner',
    { auth: 'member', body: transferRoomOwnerRequestSchema },
    ({ caller, body }) => roomRoles.transferOwner(caller, body),
  );
  router.post('/api/room/v1/authCheck', { auth: 'any', body: roomRefSchema }, ({ caller, body }) =>
    rooms.authCheck(caller, body.eventId),
  );
  router.get(
    '/api/room/v1/activeList',
    { auth: 'optional', query: activeRoomsQuerySchema },
    ({ caller, query }) => rooms.activeList(caller, query),
  );
  router.get('/api/room/v1/detail', { auth: 'optional', query: roomRefSchema }, ({ caller, query }) =>
    rooms.detail(caller, query.eventId),
  );
  router.get('/api/room/v1/myRoom', { auth: 'member', query: myRoomQuerySchema }, ({ caller, query }) =>
    rooms.myRooms(caller, query),
  );
  router.post(
    '/api/room/v1/createRoom',
    { auth: 'member', body: createRoomRequestSchema },
    ({ caller, body }) => rooms.createRoom(caller, body),
  );
  router.post('/api/room/v1/editRoom', { auth: 'member', body: editRoomRequestSchema }, ({ caller, body }) =>
    rooms.editRoom(caller, body),
  );
  router.post(
    '/api/room/v1/subscribe',
    { auth: 'member', body: subscribeRoomRequestSchema },
    ({ caller, body }) => rooms.subscribe(caller, body),
  );
  router.post('/api/room/v1/deleteRoom', { auth: 'member', body: roomRefSchema }, ({ caller, body }) =>
    rooms.deleteRoom(caller, body.eventId),
  );
}
