import { eventExtensionMinutes } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { CircleStop, Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusedAnswerError } from '../../../lib/api/index.ts';
import { answerMessage } from '../../../lib/i18n/answerMessage.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { endLiveEvent, extendEvent } from '../eventsApi.ts';

interface EventScheduleControlsProps {
  eventId: string;
  /** The owner ends the event for everyone; hosts extend it only. */
  isOwner: boolean;
}

/**
 * The moderator panel's "extend or end the event" (spec 001 §6): extend by 5, 15 or 30 minutes (the event's
 * editors), end it for everyone (its owner; everyone's page gets kick-out code 2).
 */
export function EventScheduleControls({ eventId, isOwner }: EventScheduleControlsProps) {
  const { t, i18n } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const onError = (error: Error) =>
    toast.error(
      error instanceof RefusedAnswerError ? answerMessage(error.answer, t) : t('messages.genericError'),
    );
  const extending = useMutation({
    mutationFn: (minutes: (typeof eventExtensionMinutes)[number]) => extendEvent(eventId, minutes),
    onSuccess: (event) => {
      const time = event.endAt
        ? new Date(event.endAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
        : '';
      toast.success(t('eventLive.extended', { time }));
    },
    onError,
  });
  const ending = useMutation({
    mutationFn: () => endLiveEvent(eventId),
    onSettled: () => setIsConfirming(false),
    onError,
  });
  return (
    <section aria-label={t('eventLive.schedule')} className="flex flex-wrap items-center gap-2 px-3">
      <div role="group" aria-label={t('eventLive.extend')} className="flex flex-wrap items-center gap-1.5">
        <Clock className="size-4 text-fg-muted" aria-hidden="true" />
        {eventExtensionMinutes.map((minutes) => (
          <Button
            key={minutes}
            size="sm"
            variant="secondary"
            isLoading={extending.isPending && extending.variables === minutes}
            onClick={() => extending.mutate(minutes)}
          >
            {t('eventLive.plusMinutes', { minutes })}
          </Button>
        ))}
      </div>
      {isOwner && (
        <Button size="sm" variant="danger" onClick={() => setIsConfirming(true)}>
          <CircleStop className="size-4" aria-hidden="true" />
          {t('eventLive.end')}
        </Button>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={t('eventLive.endTitle')}
        description={t('eventLive.endDescription')}
        confirmLabel={t('eventLive.end')}
        tone="danger"
        isBusy={ending.isPending}
        onConfirm={() => ending.mutate()}
        onCancel={() => setIsConfirming(false)}
      />
    </section>
  );
}
