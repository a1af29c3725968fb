export {
  createRoomsEvents,
  registerRoomActivityTracking,
  registerRoomPresenceAnnouncements,
} from './rooms.socket.ts';
export { createRoomsRepo } from './rooms.repo.ts';
export {
  createRoomsService,
  type RoomLiveEntry,
  type RoomsService,
  type RoomsServiceDeps,
} from './rooms.service.ts';
export { registerRoomsRoutes } from './rooms.routes.ts';
export { createWaitingRoomRepo } from './waitingRoom.repo.ts';
export { createWaitingRoomService, type WaitingRoomService } from './waitingRoom.service.ts';
export { createWaitingRoomEvents, registerWaitingRoom } from './waitingRoom.socket.ts';
export { createRoomAccess } from './roomAccess.ts';
export { createRoomRolesRepo } from './roomRoles.repo.ts';
export { createRoomRolesService } from './roomRoles.service.ts';
