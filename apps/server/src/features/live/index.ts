export { createLiveModule } from './live.module.ts';
export type { LiveRoomEntry, LiveViewer } from './live.service.ts';
export { liveViewer, type LiveViewerOf } from './liveRoutes.ts';
