import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { Button } from '../../ui/Button.tsx';

// A member's actions (bell, menus) load beside the page: a first visit, a guest's, carries only log in and sign up.
const MemberActions = lazy(async () => ({ default: (await import('./MemberActions.tsx')).MemberActions }));

interface AccountActionsProps {
  hasMemberSession: boolean;
}

/** Log in and sign up for visitors; the member's actions for members. */
export function AccountActions({ hasMemberSession }: AccountActionsProps) {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);

  if (hasMemberSession)
    return (
      // The placeholder keeps the header's room while the actions load, so nothing shifts.
      <Suspense fallback={<div className="h-8 w-40 shrink-0" />}>
        <MemberActions />
      </Suspense>
    );
  return (
    <div className="flex shrink-0 items-center gap-2">
      <Button variant="ghost" size="sm" onClick={() => openDialog('login')}>
        {t('nav.logIn')}
      </Button>
      <Button size="sm" onClick={() => openDialog('signUp')}>
        {t('nav.signUp')}
      </Button>
    </div>
  );
}
