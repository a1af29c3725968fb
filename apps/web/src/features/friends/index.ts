export { FriendsPanelSlot, friendsPanelId } from './FriendsPanelSlot.tsx';
export { FriendsRuntimeSlot } from './FriendsRuntimeSlot.tsx';
export { useFriendsPanelStore } from './friendsPanelStore.ts';
export { useFriendsPanelVisibility } from './useFriendsPanelVisibility.ts';
export { FriendRelationButton } from './FriendRelationButton.tsx';
export { respondFriendRequest, sendFriendRequest } from './friendsApi.ts';
export { UnreadBadge } from './UnreadBadge.tsx';
export { useUnreadChatCount } from './useUnreadChatCount.ts';
export { answerFriendRequest } from './friendRequestAnswer.ts';
