import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useLiveStatus } from './useLive.ts';
import { LiveConnection } from './liveStatus.ts';

/** spec 001 §4: once the session gives up, "Connection dropped. Please refresh the page."; OK reloads. */
export function LiveGaveUpDialog({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const { connection } = useLiveStatus();
  const [isDismissed, setIsDismissed] = useState(false);
  return (
    <Dialog
      open={connection === LiveConnection.GaveUp && !isDismissed}
      onOpenChange={(isOpen) => setIsDismissed(!isOpen)}
      title={t('live.connectionLost')}
      description={t('messages.connectionDropped')}
    >
      <div className="flex justify-end">
        <Button onClick={onReload}>{t('live.reloadPage')}</Button>
      </div>
    </Dialog>
  );
}
