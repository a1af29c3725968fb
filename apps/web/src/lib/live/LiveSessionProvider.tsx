import { useContext, useEffect, type ReactNode } from 'react';
import { LiveGaveUpDialog } from './LiveGaveUpDialog.tsx';
import type { LiveSession } from './liveSession.ts';
import { LiveSessionContext } from './liveSessionContext.ts';

interface LiveSessionProviderProps {
  /** The page's session, made once per page (`createRoomLiveSession`). */
  session: LiveSession;
  children: ReactNode;
  /** What the give-up dialog's button does; the page reloads by default. */
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/** Runs the page's one live session while mounted and shows the give-up dialog (spec 001 §4). */
export function LiveSessionProvider({ session, children, onReload = reloadPage }: LiveSessionProviderProps) {
  if (useContext(LiveSessionContext) !== null)
    throw new Error('A page has one live session; do not nest them');
  // The children subscribe first (their effects run before this one), so the first frames reach them.
  useEffect(() => {
    session.start();
    return () => session.stop();
  }, [session]);
  return (
    <LiveSessionContext value={session}>
      {children}
      <LiveGaveUpDialog onReload={onReload} />
    </LiveSessionContext>
  );
}
