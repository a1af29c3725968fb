import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { useNotificationBellStore, useUnseenNotificationCount } from './notificationBellStore.ts';

// The dialog and the panel load when the bell is first pressed (first load ≤ 150 KB gzipped).
const NotificationsDialog = lazy(async () => ({
  default: (await import('./NotificationsDialog.tsx')).NotificationsDialog,
}));

/** The header bell with the count of notifications pushed since the panel was last opened. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const unseen = useUnseenNotificationCount();
  const markSeen = useNotificationBellStore((state) => state.markSeen);
  const open = () => {
    setIsOpen(true);
    markSeen();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="relative"
        aria-label={unseen > 0 ? t('notifications.openUnseen', { count: unseen }) : t('notifications.open')}
        onClick={open}
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
      {isOpen && (
        <Suspense fallback={null}>
          <NotificationsDialog onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
