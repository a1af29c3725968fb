import { LockKeyhole } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/**
 * The "auth" routes of spec 000 §2. A visitor who is not a member stays on the address: the login dialog
 * opens over the page, and the page itself waits behind a log-in prompt until a member session exists.
 * As a route it guards its child routes; a page that lets visitors in part of the way wraps the rest.
 */
export function RequireMember({ children }: { children?: ReactNode }) {
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  return <SessionGate isLetIn={hasMemberSession}>{children}</SessionGate>;
}

/** A page for a member or a guest session (`/claimAccount`: a guest claims itself); the login otherwise. */
export function RequireSession({ children }: { children?: ReactNode }) {
  const hasSession = useSessionStore((state) => state.session !== null);
  return <SessionGate isLetIn={hasSession}>{children}</SessionGate>;
}

/** The page when `isLetIn`; the login dialog over a log-in prompt otherwise. */
function SessionGate({ isLetIn, children }: { isLetIn: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  // Every navigation closes all dialogs first, so each one to a members' page opens the login again.
  const { key: locationKey } = useLocation();

  useEffect(() => {
    if (!isLetIn) openDialog('login');
  }, [isLetIn, locationKey, openDialog]);

  if (isLetIn) return children ?? <Outlet />;
  return (
    <EmptyState
      headingLevel="h1"
      icon={<LockKeyhole className="size-6" />}
      title={t('auth.loginRequiredTitle')}
      description={t('auth.loginRequiredDescription')}
      action={<Button onClick={() => openDialog('login')}>{t('auth.submit')}</Button>}
    />
  );
}
