import type { AppKey, ServerCommand } from '@limelight/protocol';
import { useEffect, useEffectEvent } from 'react';
import { create } from 'zustand';
import type { FriendSession, LiveFrameHandler } from '../live/index.ts';

interface FriendSessionState {
  /** The member's friend socket while the friends runtime runs (null for visitors and before it loads). */
  session: FriendSession | null;
  setSession: (session: FriendSession | null) => void;
}

/** Where the friend session lives: the runtime sets it; the panel, the chats and the notifications read it. */
export const useFriendSessionStore = create<FriendSessionState>()((set) => ({
  session: null,
  setSession: (session) => set({ session }),
}));

/** Calls `handler` with every friend-socket frame of `appKey`/`command` while mounted. */
export function useFriendFrame<A extends AppKey, C extends ServerCommand<A>>(
  appKey: A,
  command: C,
  handler: LiveFrameHandler<A, C>,
): void {
  const session = useFriendSessionStore((state) => state.session);
  const onFrame = useEffectEvent(handler);
  useEffect(() => session?.on(appKey, command, (frame) => onFrame(frame)), [session, appKey, command]);
}
