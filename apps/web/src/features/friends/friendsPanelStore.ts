import { create } from 'zustand';
import { SessionStorageKey } from '../../lib/session/index.ts';

/** The chat the panel shows: a friend's (with their id) or a group's (with its owner). */
export interface OpenChat {
  chatId: string;
  title: string;
  friendId: string | null;
}

interface FriendsPanelState {
  /** spec 000 §3: the friend panel's hide flag, kept in local storage (a logout removes it). */
  isHidden: boolean;
  setHidden: (isHidden: boolean) => void;
  /** The chat open in the panel, or null for the tabs. */
  openChat: OpenChat | null;
  setOpenChat: (chat: OpenChat | null) => void;
}

const isHiddenStored = () => localStorage.getItem(SessionStorageKey.FriendPanelHide) === 'true';

export const useFriendsPanelStore = create<FriendsPanelState>()((set) => ({
  isHidden: isHiddenStored(),
  setHidden: (isHidden) => {
    localStorage.setItem(SessionStorageKey.FriendPanelHide, String(isHidden));
    set({ isHidden });
  },
  openChat: null,
  setOpenChat: (openChat) => set({ openChat, ...(openChat ? { isHidden: false } : {}) }),
}));

// The pop-out window hides the panel here and shows it again on merging back: follow the other window.
window.addEventListener('storage', (event) => {
  if (event.key === SessionStorageKey.FriendPanelHide)
    useFriendsPanelStore.setState({ isHidden: isHiddenStored() });
});
