import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { toastRefusal } from '../toastRefusal.ts';
import { addWebContent, shareContent } from './contentApi.ts';
import { appNameOf, isAppAddress, type LinkApp } from './contentApps.ts';

interface ShareLinkDialogProps {
  roomId: string;
  app: LinkApp;
  isPublished: boolean;
  onClose: () => void;
}

/** Shares a web address with an app: added to the room's assets, then shown to everyone. */
export function ShareLinkDialog({ roomId, app, isPublished, onClose }: ShareLinkDialogProps) {
  const { t } = useTranslation();
  const appName = appNameOf(app, t);
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const sharing = useMutation({
    mutationFn: async () => {
      const item = await addWebContent(roomId, {
        mode: app.mode,
        name: name.trim() || appName,
        web: address.trim(),
      });
      await shareContent(roomId, item, isPublished);
    },
    onSuccess: onClose,
    onError: (failure) => toastRefusal(failure, t),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const broken = isAppAddress(app, address) ? undefined : t('roomContent.notAppAddress', { app: appName });
    setError(broken);
    if (!broken) sharing.mutate();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('roomContent.shareApp', { app: appName })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('roomContent.address')}
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          value={address}
          error={error}
          hint={t('roomContent.addressHint', { app: appName })}
          onChange={(event) => setAddress(event.target.value)}
        />
        <TextField
          label={t('roomContent.name')}
          maxLength={100}
          value={name}
          placeholder={appName}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" isLoading={sharing.isPending}>
            {t('roomContent.share')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
