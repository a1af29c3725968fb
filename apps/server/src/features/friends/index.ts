export { createFriendsModule } from './friends.module.ts';
export { createFriendRelations, type FriendRelations } from './friendRelations.ts';
