import { create } from 'zustand';
import { SessionStorageKey } from '../../lib/session/index.ts';

interface FriendsPanelState {
  /** spec 000 §3: the friend panel's hide flag, kept in local storage (a logout removes it). */
  isHidden: boolean;
  setHidden: (isHidden: boolean) => void;
}

export const useFriendsPanelStore = create<FriendsPanelState>()((set) => ({
  isHidden: localStorage.getItem(SessionStorageKey.FriendPanelHide) === 'true',
  setHidden: (isHidden) => {
    localStorage.setItem(SessionStorageKey.FriendPanelHide, String(isHidden));
    set({ isHidden });
  },
}));
