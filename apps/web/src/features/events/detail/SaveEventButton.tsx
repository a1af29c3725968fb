import { ResponseCode, type EventView } from '@limelight/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDialogStore } from '../../../lib/dialogs/index.ts';
import { isMember, useSessionStore } from '../../../lib/session/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { eventKeys } from '../eventQueries.ts';
import { saveEvent } from '../eventsApi.ts';

interface SaveEventButtonProps {
  event: Pick<EventView, 'id' | 'isSaved'>;
}

/** Keeps the event in the member's saved list (spec 000 §7 save, the home feed's "saved"), or drops it. */
export function SaveEventButton({ event }: SaveEventButtonProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const openDialog = useDialogStore((state) => state.openDialog);
  const toggle = useMutation({
    mutationFn: () => saveEvent(event.id, !event.isSaved),
    onSuccess: (answer) => {
      if (answer.code !== ResponseCode.Success) toast.error(t('eventDetail.saveFailed'));
      void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
    onError: () => toast.error(t('eventDetail.saveFailed')),
  });
  const Icon = event.isSaved ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant="secondary"
      aria-pressed={event.isSaved}
      isLoading={toggle.isPending}
      onClick={() => (hasMemberSession ? toggle.mutate() : openDialog('login'))}
    >
      <Icon className="size-4" aria-hidden="true" />
      {event.isSaved ? t('eventDetail.saved') : t('eventDetail.save')}
    </Button>
  );
}
