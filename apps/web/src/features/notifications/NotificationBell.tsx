import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { useNotificationBellStore } from './notificationBellStore.ts';

// The panel loads when the bell is first pressed.
const NotificationsPanel = lazy(async () => ({
  default: (await import('./NotificationsPanel.tsx')).NotificationsPanel,
}));

/** The header bell with the count of notifications pushed since the panel was last opened. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const unseen = useNotificationBellStore((state) => state.unseen);
  const markSeen = useNotificationBellStore((state) => state.markSeen);
  const open = (next: boolean) => {
    setIsOpen(next);
    if (next) markSeen();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="relative"
        aria-label={unseen > 0 ? t('notifications.openUnseen', { count: unseen }) : t('notifications.open')}
        onClick={() => open(true)}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unseen > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-danger px-1 text-xs text-white"
          >
            {unseen}
          </span>
        )}
      </Button>
      <Dialog open={isOpen} onOpenChange={open} title={t('notifications.title')}>
        {isOpen && (
          <Suspense fallback={<LoadingState label={t('app.loading')} />}>
            <NotificationsPanel />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
