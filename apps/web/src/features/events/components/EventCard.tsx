import type { EventView } from '@limelight/protocol';
import { CalendarDays, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../lib/navigation/index.ts';
import { focusRingClassName, joinClassNames } from '../../../ui/classNames.ts';
import { eventPriceText, eventTimeText } from '../../../lib/eventDisplay/index.ts';
import { EventStatusBadges } from './EventStatusBadges.tsx';

interface EventCardProps {
  event: EventView;
}

/** An event in a list: cover, title, time state, start and price; the whole card links to the detail page. */
export function EventCard({ event }: EventCardProps) {
  const { t, i18n } = useTranslation();
  const image = event.thumbnail ?? event.cover;
  return (
    <AppLink
      to={`/event/${event.slug}`}
      className={joinClassNames(
        'group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface-raised hover:border-accent',
        focusRingClassName,
      )}
    >
      <div className="relative aspect-video bg-gradient-to-br from-brand-main to-brand-minor">
        {image ? (
          <img src={image} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ImageOff className="absolute inset-0 m-auto size-8 text-white/70" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <EventStatusBadges event={event} />
        <h3 className="line-clamp-2 font-semibold group-hover:text-accent">{event.title}</h3>
        <p className="flex items-center gap-1.5 text-sm text-fg-muted">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          {eventTimeText(event.startAt, i18n.language, t)}
        </p>
        <p className="mt-auto text-sm font-semibold">{eventPriceText(event.price, t, event.type)}</p>
      </div>
    </AppLink>
  );
}

/** The shape of a card while its list loads; hidden from assistive technology, which hears the list's status. */
export function EventCardSkeleton() {
  return (
    <div
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-border"
      aria-hidden="true"
    >
      <div className="aspect-video bg-surface-muted" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-16 rounded bg-surface-muted" />
        <div className="h-5 w-3/4 rounded bg-surface-muted" />
        <div className="h-4 w-1/2 rounded bg-surface-muted" />
      </div>
    </div>
  );
}
