export { createRoomSyncRepo } from './roomSync.repo.ts';
export { createRoomSyncService, type RoomSyncService } from './roomSync.service.ts';
export { registerRoomSyncRoutes } from './roomSync.routes.ts';
