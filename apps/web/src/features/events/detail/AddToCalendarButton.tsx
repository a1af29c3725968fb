import { CalendarExport, type EventView } from '@limelight/protocol';
import { useMutation } from '@tanstack/react-query';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/download/saveBlob.ts';
import { Button } from '../../../ui/Button.tsx';
import { toast } from '../../../ui/toastStore.ts';
import { fetchEventCalendar, type CalendarAlert } from '../eventsApi.ts';

interface AddToCalendarButtonProps {
  event: Pick<EventView, 'id' | 'slug'>;
}

/**
 * Downloads the event as an .ics file (spec 000 §1, §9 calendar export) that any calendar app opens, with
 * the alert picker beside it (spec 000 §2 "alert picker"; docs/decisions/alert-picker.md): when the
 * calendar alerts before the start, 10 minutes by default as the platform's own reminder, or not at all.
 */
export function AddToCalendarButton({ event }: AddToCalendarButtonProps) {
  const { t } = useTranslation();
  const alertId = useId();
  const [alert, setAlert] = useState<CalendarAlert>(CalendarExport.defaultAlertMinutes);
  const download = useMutation({
    mutationFn: () => fetchEventCalendar(event.id, alert),
    onSuccess: (file) => saveBlob(file, `${event.slug}${CalendarExport.fileExtension}`),
    onError: (error) => {
      console.warn('Calendar download failed', error);
      toast.error(t('eventDetail.calendarFailed'));
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" isLoading={download.isPending} onClick={() => download.mutate()}>
        <CalendarPlus className="size-4" aria-hidden="true" />
        {t('eventDetail.addToCalendar')}
      </Button>
      <label htmlFor={alertId} className="text-sm text-fg-muted">
        {t('alertPicker.label')}
      </label>
      <select
        id={alertId}
        className="h-9 rounded-md border border-border bg-surface-raised px-2 text-sm"
        value={String(alert)}
        onChange={(change) => setAlert(change.target.value === 'none' ? 'none' : Number(change.target.value))}
      >
        <option value="none">{t('alertPicker.none')}</option>
        {CalendarExport.alertMinutes.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {alertLabel(minutes, t)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "At the start", "15 minutes before", "1 hour before", "1 day before". */
function alertLabel(minutes: number, t: TFunction): string {
  if (minutes === 0) return t('alertPicker.atStart');
  if (minutes % 1440 === 0) return t('alertPicker.daysBefore', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('alertPicker.hoursBefore', { count: minutes / 60 });
  return t('alertPicker.minutesBefore', { count: minutes });
}
