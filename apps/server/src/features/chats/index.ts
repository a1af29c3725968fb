export { createChatsModule } from './chats.module.ts';
export { friendChatIdOf } from './chatPeople.ts';
