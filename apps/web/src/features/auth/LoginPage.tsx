import { useEffect } from 'react';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { AppNavigate } from '../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { LandingPage } from '../home/index.ts';

/** `/login` (and `/signin`): opens the login dialog over the landing page; a member goes on to /events. */
export function LoginPage() {
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const openDialog = useDialogStore((state) => state.openDialog);

  useEffect(() => {
    if (!hasMemberSession) openDialog('login');
  }, [hasMemberSession, openDialog]);

  if (hasMemberSession) return <AppNavigate to="/events" />;
  return <LandingPage />;
}
