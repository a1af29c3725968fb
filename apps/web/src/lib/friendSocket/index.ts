// The member's friend socket session, shared by the friends panel, chats, calls, meetings and
// notifications (docs/decisions/boundaries.md): the friends runtime sets it, the others read its frames.
export {
  followFriendSession,
  useFriendFrame,
  useFriendSessionStore,
  whenFriendSocketLive,
} from './friendSessionStore.ts';
