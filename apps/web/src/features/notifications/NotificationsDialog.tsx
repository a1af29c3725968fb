import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.tsx';
import { NotificationsPanel } from './NotificationsPanel.tsx';

/** The notifications panel in a dialog, loaded when the bell is first pressed. */
export function NotificationsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()} title={t('notifications.title')}>
      <NotificationsPanel />
    </Dialog>
  );
}
