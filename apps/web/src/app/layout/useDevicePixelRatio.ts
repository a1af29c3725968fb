import { useSyncExternalStore } from 'react';

// Browser zoom changes the device pixel ratio and fires `resize`.
function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readDevicePixelRatio = (): number => window.devicePixelRatio;

/** The current device pixel ratio, following browser zoom. */
export function useDevicePixelRatio(): number {
  return useSyncExternalStore(subscribeToResize, readDevicePixelRatio);
}
