import { ResponseCode } from '@limelight/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionExpired } from '../../lib/api/index.ts';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { suspensionMessage } from '../../lib/i18n/index.ts';
import { toast } from '../../ui/toastStore.ts';

/**
 * spec 000 §8: when the API client ends the session, tell the user and offer to log in again; a suspended
 * member is told the operators' reason instead.
 */
export function useSessionExpiredNotice(): void {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  useEffect(
    () =>
      onSessionExpired((code, data) =>
        code === ResponseCode.AccountBanned
          ? // A suspended account: the operators' reason, and no way back in to offer.
            toast.error(suspensionMessage(data, t), { playsSound: true })
          : toast.error(t('auth.sessionExpired'), {
              playsSound: true,
              action: { label: t('auth.submit'), onSelect: () => openDialog('login') },
            }),
      ),
    [t, openDialog],
  );
}
