import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { screenPresetIds, ScreenShareUnsupportedError, type ScreenPresetId } from '../../lib/stage/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { toast } from '../../ui/toastStore.ts';
import { useScreenShareContext } from './ScreenShareProvider.tsx';

/**
 * The screen-share options (spec 001 §2: presets PPT, Movie, Action Movie, Webcam): a preset, then the
 * browser's own picker of a screen, window or tab.
 */
export function ScreenShareDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { startSharing } = useScreenShareContext();
  const [preset, setPreset] = useState<ScreenPresetId>('ppt');
  const [isStarting, setIsStarting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsStarting(true);
    try {
      // A share waiting for a moderator says so in the screen-share area (a status that stays).
      if ((await startSharing(preset)) !== null) onClose();
    } catch (error) {
      toast.error(
        error instanceof ScreenShareUnsupportedError
          ? t(`messages.${error.messageKey}`)
          : t('screenShare.failed'),
      );
    } finally {
      setIsStarting(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('screenShare.title')}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('screenShare.preset')}</legend>
          {screenPresetIds.map((id) => (
            <label
              key={id}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-accent"
            >
              <input
                type="radio"
                name="screen-preset"
                value={id}
                checked={preset === id}
                onChange={() => setPreset(id)}
                className="mt-1"
              />
              <span className="flex flex-col">
                <span className="font-medium">{t(`screenShare.presets.${id}.name`)}</span>
                <span className="text-sm text-fg-muted">{t(`screenShare.presets.${id}.hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" isLoading={isStarting}>
            {t('screenShare.start')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
