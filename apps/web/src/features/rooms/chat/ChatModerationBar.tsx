import { chatSlowModeSeconds } from '@limelight/protocol';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import type { ChatModeration } from './useChatModeration.ts';

interface ChatModerationBarProps {
  slowModeSeconds: number;
  moderation: ChatModeration;
}

/** The moderators' chat controls: slow mode and clearing the whole chat (after a confirmation). */
export function ChatModerationBar({ slowModeSeconds, moderation }: ChatModerationBarProps) {
  const { t } = useTranslation();
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const slowModeLabel = (seconds: number) =>
    seconds === 0
      ? t('roomChat.slowModeOff')
      : seconds < 60
        ? t('roomChat.seconds', { count: seconds })
        : t('roomChat.minutes', { count: seconds / 60 });

  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-border px-3 py-2">
      <SelectField
        label={t('roomChat.slowMode')}
        className="min-w-0 flex-1"
        value={String(slowModeSeconds)}
        disabled={moderation.slowMode.isPending}
        onChange={(event) => moderation.slowMode.mutate(Number(event.target.value))}
        options={chatSlowModeSeconds.map((seconds) => ({
          value: String(seconds),
          label: slowModeLabel(seconds),
        }))}
      />
      <Button variant="secondary" size="sm" className="mb-1" onClick={() => setIsConfirmingClear(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('roomChat.clearAll')}
      </Button>
      <ConfirmDialog
        open={isConfirmingClear}
        title={t('roomChat.clearAllTitle')}
        description={t('roomChat.clearAllDescription')}
        confirmLabel={t('roomChat.clearAll')}
        tone="danger"
        isBusy={moderation.clearAll.isPending}
        onCancel={() => setIsConfirmingClear(false)}
        onConfirm={() =>
          moderation.clearAll.mutate(undefined, { onSettled: () => setIsConfirmingClear(false) })
        }
      />
    </div>
  );
}
