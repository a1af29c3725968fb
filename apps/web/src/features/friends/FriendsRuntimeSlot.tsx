import { lazy, Suspense } from 'react';

// The friend socket's code (and the protocol's schemas) load after the page, for members only.
const FriendsRuntime = lazy(async () => ({ default: (await import('./FriendsRuntime.tsx')).FriendsRuntime }));

/** Runs the member's friend socket: pushes, pop-ups and live chats, even while the panel is hidden. */
export function FriendsRuntimeSlot() {
  return (
    <Suspense fallback={null}>
      <FriendsRuntime />
    </Suspense>
  );
}
