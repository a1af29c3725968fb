export { createRoomsModule } from './rooms.module.ts';
export type { RoomLiveEntry } from './rooms.service.ts';
