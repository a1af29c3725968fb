export {
  createRoomsEvents,
  registerRoomActivityTracking,
  registerRoomPresenceAnnouncements,
} from './rooms.socket.ts';
export { createRoomsRepo } from './rooms.repo.ts';
export { createRoomsService, type RoomLiveEntry, type RoomsService } from './rooms.service.ts';
export { registerRoomsRoutes } from './rooms.routes.ts';
