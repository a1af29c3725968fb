import { create } from 'zustand';

/** Dialogs that any page can open; features add their names here. */
export type DialogName = 'login' | 'signUp' | 'resetPassword' | 'createRoom' | 'feedback';

interface DialogState {
  openDialogs: readonly DialogName[];
  openDialog: (name: DialogName) => void;
  closeDialog: (name: DialogName) => void;
  /** Closes one dialog and opens another in its place (from log in to sign up, say). */
  replaceDialog: (current: DialogName, next: DialogName) => void;
  /** spec 000 §2 navigation guards: all dialogs close on every navigation. */
  closeAllDialogs: () => void;
}

export const useDialogStore = create<DialogState>()((set) => ({
  openDialogs: [],
  openDialog: (name) =>
    set((state) =>
      state.openDialogs.includes(name) ? state : { openDialogs: [...state.openDialogs, name] },
    ),
  closeDialog: (name) => set((state) => ({ openDialogs: state.openDialogs.filter((open) => open !== name) })),
  replaceDialog: (current, next) =>
    set((state) => ({
      openDialogs: [...state.openDialogs.filter((open) => open !== current && open !== next), next],
    })),
  closeAllDialogs: () => set((state) => (state.openDialogs.length === 0 ? state : { openDialogs: [] })),
}));

/** Whether the named dialog is open, for the component that renders it. */
export function useIsDialogOpen(name: DialogName): boolean {
  return useDialogStore((state) => state.openDialogs.includes(name));
}
