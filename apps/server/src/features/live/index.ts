export { createLiveService, type LiveRoomEntry, type LiveService, type LiveViewer } from './live.service.ts';
export { registerLiveRoutes } from './live.routes.ts';
export { registerModeratorSingleConnection } from './live.socket.ts';
