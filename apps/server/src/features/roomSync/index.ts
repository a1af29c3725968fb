export { createRoomSyncModule } from './roomSync.module.ts';
