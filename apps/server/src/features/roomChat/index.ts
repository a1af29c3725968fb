export { createRoomChatRepo } from './roomChat.repo.ts';
export { createRoomChatService, type RoomChatService } from './roomChat.service.ts';
export { createRoomChatEvents, registerRoomChatSocket } from './roomChat.socket.ts';
export { registerRoomChatRoutes } from './roomChat.routes.ts';
