import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionExpired } from '../../lib/api/index.ts';
import { useDialogStore } from '../../lib/dialogs/index.ts';
import { toast } from '../../ui/toastStore.ts';

/** spec 000 §8: when the API client ends the session, tell the user and offer to log in again. */
export function useSessionExpiredNotice(): void {
  const { t } = useTranslation();
  const openDialog = useDialogStore((state) => state.openDialog);
  useEffect(
    () =>
      onSessionExpired(() =>
        toast.error(t('auth.sessionExpired'), {
          playsSound: true,
          action: { label: t('auth.submit'), onSelect: () => openDialog('login') },
        }),
      ),
    [t, openDialog],
  );
}
