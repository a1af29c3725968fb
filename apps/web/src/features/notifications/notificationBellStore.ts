import { create } from 'zustand';

interface NotificationBellState {
  /**
   * The notifications pushed since the panel was last opened (docs/decisions/friends-web.md), each by its
   * stored id (null for one the server keeps no copy of).
   */
  arrivals: readonly (string | null)[];
  noteArrival: (notificationId: string | null) => void;
  markSeen: () => void;
  /** A notification was answered or deleted (in the bell's panel or the friends panel): no longer to see. */
  noteHandled: (notificationId: string) => void;
}

/** The header bell's count; kept outside React so the friend session's listener can raise it. */
export const useNotificationBellStore = create<NotificationBellState>()((set) => ({
  arrivals: [],
  noteArrival: (notificationId) => set((state) => ({ arrivals: [...state.arrivals, notificationId] })),
  markSeen: () => set({ arrivals: [] }),
  noteHandled: (notificationId) =>
    set((state) => ({ arrivals: state.arrivals.filter((id) => id !== notificationId) })),
}));

/** How many notifications the bell counts. */
export const useUnseenNotificationCount = () => useNotificationBellStore((state) => state.arrivals.length);
