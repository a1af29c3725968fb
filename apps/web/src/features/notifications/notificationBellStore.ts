import { create } from 'zustand';

interface NotificationBellState {
  /** Notifications pushed since the panel was last opened (docs/decisions/friends-web.md). */
  unseen: number;
  noteArrival: () => void;
  markSeen: () => void;
  /** A notification was answered or deleted (in the bell's panel or the friends panel): one fewer to see. */
  noteHandled: () => void;
}

/** The header bell's count; kept outside React so the friend session's listener can raise it. */
export const useNotificationBellStore = create<NotificationBellState>()((set) => ({
  unseen: 0,
  noteArrival: () => set((state) => ({ unseen: state.unseen + 1 })),
  markSeen: () => set({ unseen: 0 }),
  noteHandled: () => set((state) => ({ unseen: Math.max(0, state.unseen - 1) })),
}));
