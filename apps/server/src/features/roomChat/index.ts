export { createRoomChatModule } from './roomChat.module.ts';
