import { CalendarExport, type EventView } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download/saveBlob.ts';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { fetchEventCalendar } from '../eventsApi.ts';

interface AddToCalendarButtonProps {
  event: Pick<EventView, 'id' | 'slug'>;
}

/** Downloads the event as an .ics file (spec 000 §1, §9 calendar export) that any calendar app opens. */
export function AddToCalendarButton({ event }: AddToCalendarButtonProps) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => fetchEventCalendar(event.id),
    onSuccess: (file) => saveBlob(file, `${event.slug}${CalendarExport.fileExtension}`),
    onError: (error) => {
      console.warn('Calendar download failed', error);
      toast.error(t('eventDetail.calendarFailed'));
    },
  });
  return (
    <Button variant="secondary" isLoading={download.isPending} onClick={() => download.mutate()}>
      <CalendarPlus className="size-4" aria-hidden="true" />
      {t('eventDetail.addToCalendar')}
    </Button>
  );
}
