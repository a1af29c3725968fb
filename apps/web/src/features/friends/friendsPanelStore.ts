import { create } from 'zustand';
import { SessionStorageKey } from '../../lib/session/index.ts';

/** The chat the panel shows: a friend's (with their id) or a group's (with its owner). */
export interface OpenChat {
  chatId: string;
  title: string;
  friendId: string | null;
}

interface FriendsPanelState {
  /**
   * spec 000 §3: the friend panel's hide flag, kept in local storage (a logout removes it): the member's
   * choice on wide screens. Until the member opens the panel it stays closed (docs/decisions/first-look.md).
   */
  isHidden: boolean;
  setHidden: (isHidden: boolean) => void;
  /** On narrow screens the panel is an overlay over the page that starts closed on every load. */
  isOverlayOpen: boolean;
  setOverlayOpen: (isOverlayOpen: boolean) => void;
  /** The chat open in the panel, or null for the tabs. */
  openChat: OpenChat | null;
  setOpenChat: (chat: OpenChat | null) => void;
}

const isHiddenStored = () => localStorage.getItem(SessionStorageKey.FriendPanelHide) !== 'false';

export const useFriendsPanelStore = create<FriendsPanelState>()((set) => ({
  isHidden: isHiddenStored(),
  setHidden: (isHidden) => {
    localStorage.setItem(SessionStorageKey.FriendPanelHide, String(isHidden));
    set({ isHidden });
  },
  isOverlayOpen: false,
  setOverlayOpen: (isOverlayOpen) => set({ isOverlayOpen }),
  openChat: null,
  // Opening a chat (from a profile, a new group) shows the panel, as an overlay on narrow screens.
  setOpenChat: (openChat) => set({ openChat, ...(openChat ? { isHidden: false, isOverlayOpen: true } : {}) }),
}));

// The pop-out window hides the panel here and shows it again on merging back: follow the other window.
window.addEventListener('storage', (event) => {
  if (event.key === SessionStorageKey.FriendPanelHide)
    useFriendsPanelStore.setState({ isHidden: isHiddenStored() });
});
