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

/**
 * Runs `attach` on the current friend session and on every one that replaces it (the friends runtime loads
 * on its own, so a page may start before the session does), undoing it on the session left behind.
 * Answers the stop, which undoes it on the current one.
 */
export function followFriendSession(attach: (session: FriendSession) => () => void): () => void {
  let undo = () => {};
  const follow = (session: FriendSession | null) => {
    undo();
    undo = session ? attach(session) : () => {};
  };
  follow(useFriendSessionStore.getState().session);
  const unsubscribe = useFriendSessionStore.subscribe((state, previous) => {
    if (state.session !== previous.session) follow(state.session);
  });
  return () => {
    unsubscribe();
    undo();
  };
}

/** Resolves true once the member's friend socket is live, whichever session it is, or false after `timeoutMs`. */
export function whenFriendSocketLive(timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let isSettled = false;
    let stop = () => {};
    const settle = (isLive: boolean) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      stop();
      resolve(isLive);
    };
    const timer = setTimeout(() => settle(false), timeoutMs);
    stop = followFriendSession((session) => session.whenLive(() => settle(true)));
    if (isSettled) stop();
  });
}

/** Calls `handler` with every friend-socket frame of `appKey`/`command` while mounted. */
export function useFriendFrame<A extends AppKey, C extends ServerCommand<A>>(
  appKey: A,
  command: C,
  handler: LiveFrameHandler<A, C>,
): void {
  const onFrame = useEffectEvent(handler);
  useEffect(
    () => followFriendSession((session) => session.on(appKey, command, (frame) => onFrame(frame))),
    [appKey, command],
  );
}
