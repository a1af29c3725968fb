export { FriendsPanelSlot } from './FriendsPanelSlot.tsx';
export { useFriendsPanelStore } from './friendsPanelStore.ts';
