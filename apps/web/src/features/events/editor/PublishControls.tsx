import { ResponseCode, type EventView } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { answerMessage } from '../../../lib/i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { eventKeys } from '../eventQueries.ts';
import { publishEvent } from '../eventsApi.ts';
import { DeleteEventButton } from '../components/DeleteEventButton.tsx';

interface PublishControlsProps {
  event: Pick<EventView, 'id' | 'title' | 'published'>;
  onDeleted: () => void;
}

/** Publish or unpublish (spec 000 §7 publish), and delete after a confirmation (spec 000 §7 delete). */
export function PublishControls({ event, onDeleted }: PublishControlsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
      <DeleteEventButton event={event} label={t('eventEditor.delete')} onDeleted={onDeleted} />
    </div>
  );
}
