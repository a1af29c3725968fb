import { createContext, useContext } from 'react';
import type { LiveSession } from './liveSession.ts';

/** The live session of the page, given by `LiveSessionProvider`. */
export const LiveSessionContext = createContext<LiveSession | null>(null);

/** The page's live session; only inside `LiveSessionProvider`. */
export function useLiveSession(): LiveSession {
  const session = useContext(LiveSessionContext);
  if (session === null) throw new Error('useLiveSession needs a LiveSessionProvider around the live page');
  return session;
}
