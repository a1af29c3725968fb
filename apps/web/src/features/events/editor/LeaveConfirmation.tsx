import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';

/**
 * spec 000 §2 leave-page confirmation: while there are unsaved changes, leaving the page inside the app asks
 * first (react-router's blocker), and closing or reloading the tab gets the browser's own question.
 */
export function LeaveConfirmation({ hasUnsavedChanges }: { hasUnsavedChanges: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('eventEditor.leaveTitle')}
      description={t('eventEditor.leaveDescription')}
      confirmLabel={t('eventEditor.leaveConfirm')}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
