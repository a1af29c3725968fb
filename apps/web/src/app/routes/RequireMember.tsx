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
  const { t } = useTranslation();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const openDialog = useDialogStore((state) => state.openDialog);
  // Every navigation closes all dialogs first, so each one to a members' page opens the login again.
  const { key: locationKey } = useLocation();

  useEffect(() => {
    if (!hasMemberSession) openDialog('login');
  }, [hasMemberSession, locationKey, openDialog]);

  if (hasMemberSession) return children ?? <Outlet />;
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
