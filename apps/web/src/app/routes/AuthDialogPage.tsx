import { useEffect } from 'react';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { AppNavigate } from '../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { LandingPage } from '../../features/home/index.ts';

interface AuthDialogPageProps {
  dialog: 'login' | 'signUp';
}

/**
 * `/login` (and `/signin`) and `/signup`: the dialog opens over the landing page; a member, or a visitor who
 * has just logged in or signed up there, goes on to /events.
 */
export function AuthDialogPage({ dialog }: AuthDialogPageProps) {
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const openDialog = useDialogStore((state) => state.openDialog);

  useEffect(() => {
    if (!hasMemberSession) openDialog(dialog);
  }, [dialog, hasMemberSession, openDialog]);

  if (hasMemberSession) return <AppNavigate to="/events" />;
  return <LandingPage />;
}
