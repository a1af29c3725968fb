import { useSyncExternalStore } from 'react';
import { useFriendsPanelStore } from './friendsPanelStore.ts';

// Tailwind's `md`: from here up the panel sits beside the page; below it covers the page as an overlay.
const wideScreenQuery = '(min-width: 48rem)';

// jsdom has no matchMedia: there the screen counts as wide.
const wideScreenList = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(wideScreenQuery) : null;

function subscribeToWidth(onChange: () => void): () => void {
  const list = wideScreenList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const readIsWideScreen = () => wideScreenList()?.matches ?? true;

/** Whether the friends panel shows, and as what: beside the page (the stored choice) or as an overlay. */
export function useFriendsPanelVisibility() {
  const isWideScreen = useSyncExternalStore(subscribeToWidth, readIsWideScreen);
  const isHidden = useFriendsPanelStore((state) => state.isHidden);
  const isOverlayOpen = useFriendsPanelStore((state) => state.isOverlayOpen);
  const setHidden = useFriendsPanelStore((state) => state.setHidden);
  const setOverlayOpen = useFriendsPanelStore((state) => state.setOverlayOpen);
  return {
    isOverlay: !isWideScreen,
    isOpen: isWideScreen ? !isHidden : isOverlayOpen,
    setOpen: (isOpen: boolean) => (isWideScreen ? setHidden(!isOpen) : setOverlayOpen(isOpen)),
  };
}
