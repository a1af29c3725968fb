import type { EventView } from '@limelight/protocol';
import { CalendarClock, CalendarX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { eventTimeText } from '../../../lib/eventDisplay/index.ts';
import { AppLink } from '../../../lib/navigation/index.ts';
import { Button } from '../../../ui/Button.tsx';

/**
 * What the stage shows while nobody is on it: before the start, when the event starts (with the chat open
 * beside it); after, that the host has not gone live yet.
 */
export function EventWaitingNotice({ event, hasStarted }: { event: EventView; hasStarted: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
      <CalendarClock className="size-8 text-fg-muted" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{t('eventLive.waitingTitle')}</h2>
      <p className="text-fg-muted">
        {hasStarted || event.startAt === null
          ? t('eventLive.waitingForHost')
          : t('eventLive.waitingBody', { time: eventTimeText(event.startAt, i18n.language, t) })}
      </p>
    </div>
  );
}

/** An ended event's live page: it says so, and leads back to the event, instead of opening a stage. */
export function EventEndedNotice({ event }: { event: EventView }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-12 text-center">
      <CalendarX2 className="size-10 text-fg-muted" aria-hidden="true" />
      <h2 className="text-2xl font-semibold">{t('eventLive.endedTitle')}</h2>
      <p className="text-fg-muted">{t('eventLive.endedBody')}</p>
      <Button asChild variant="secondary">
        <AppLink to={`/event/${event.slug}`}>{t('eventLive.backToEvent')}</AppLink>
      </Button>
    </section>
  );
}
