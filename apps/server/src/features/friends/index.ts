export { createFriendsModule } from './friends.module.ts';
