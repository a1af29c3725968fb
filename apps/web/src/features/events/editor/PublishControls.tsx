import { ResponseCode, type EventView } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { eventKeys } from '../eventQueries.ts';
import { deleteEvent, publishEvent } from '../eventsApi.ts';

interface PublishControlsProps {
  event: Pick<EventView, 'id' | 'title' | 'published'>;
  onDeleted: () => void;
}

/** Publish or unpublish (spec 000 §7 publish), and delete after a confirmation (spec 000 §7 delete). */
export function PublishControls({ event, onDeleted }: PublishControlsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const isPublished = event.published === 1;

  const publish = useMutation({
    mutationFn: () => publishEvent(event.id, !isPublished),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        toast.error(answerMessage(answer, t));
        return;
      }
      toast.success(
        isPublished ? t('eventEditor.unpublished') : t('eventEditor.published', { title: event.title }),
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: () => toast.error(t('messages.genericError')),
  });
  const remove = useMutation({
    mutationFn: () => deleteEvent(event.id),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) {
        toast.error(answerMessage(answer, t));
        return;
      }
      setConfirmingDelete(false);
      toast.success(t('eventEditor.deleted', { title: event.title }));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
      onDeleted();
    },
    onError: () => toast.error(t('messages.genericError')),
  });

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={isPublished ? 'secondary' : 'primary'}
        isLoading={publish.isPending}
        onClick={() => publish.mutate()}
      >
        {isPublished ? (
          <EyeOff className="size-4" aria-hidden="true" />
        ) : (
          <Eye className="size-4" aria-hidden="true" />
        )}
        {isPublished ? t('eventEditor.unpublish') : t('eventEditor.publish')}
      </Button>
      <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('eventEditor.delete')}
      </Button>
      <ConfirmDialog
        open={isConfirmingDelete}
        title={t('eventEditor.deleteTitle')}
        description={t('eventEditor.deleteDescription', { title: event.title })}
        confirmLabel={t('eventEditor.delete')}
        tone="danger"
        isBusy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
