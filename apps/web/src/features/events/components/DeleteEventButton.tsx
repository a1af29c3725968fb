import { ResponseCode, type EventView } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { eventKeys } from '../eventQueries.ts';
import { deleteEvent } from '../eventsApi.ts';

interface DeleteEventButtonProps {
  event: Pick<EventView, 'id' | 'title'>;
  /** The button's words ("Delete event", "Delete draft"); its accessible name also names the event. */
  label: string;
  size?: 'sm' | 'md';
  onDeleted?: () => void;
}

/** Deletes an event after a confirmation (spec 000 §7 delete): the editor's and My Events' drafts. */
export function DeleteEventButton({ event, label, size, onDeleted }: DeleteEventButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteEvent(event.id),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        toast.error(answerMessage(answer, t));
        return;
      }
      setConfirming(false);
      toast.success(t('eventEditor.deleted', { title: event.title }));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      onDeleted?.();
    },
    onError: () => toast.error(t('messages.genericError')),
  });
  return (
    <>
      <Button
        variant="danger"
        size={size}
        aria-label={`${label}: ${event.title}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {label}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        title={t('eventEditor.deleteTitle')}
        description={t('eventEditor.deleteDescription', { title: event.title })}
        confirmLabel={label}
        tone="danger"
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
