import type { EventFullView } from '@limelight/protocol';
import { CalendarDays, Pencil, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../lib/navigation/index.ts';
import { Banner } from '../../ui/Banner.tsx';
import { Button } from '../../ui/Button.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { AddToCalendarButton } from './detail/AddToCalendarButton.tsx';
import { EventActions } from './detail/EventActions.tsx';
import { EventCountdown } from './detail/EventCountdown.tsx';
import { joinRefusalOf } from './detail/detailAction.ts';
import { SaveEventButton } from './detail/SaveEventButton.tsx';
import { InviteFriendsButton } from '../invitations/index.ts';
import { EventStoreLink } from '../store/index.ts';
import { EventStatusBadges } from './components/EventStatusBadges.tsx';
import { eventPriceText, eventTimeRangeText } from '../../lib/eventDisplay/index.ts';
import { EventGate } from './EventGate.tsx';

interface EventDetailProps {
  event: EventFullView;
  refetch: () => void;
}

/** Why `/event/{id}?join=1` came back from the live page (spec 000 §2), in the spec's entry messages. */
function JoinRefusedBanner({ event }: { event: EventFullView }) {
  const { t } = useTranslation();
  const refusal = joinRefusalOf(event);
  return refusal && <Banner tone="warning">{t(`messages.${refusal}`)}</Banner>;
}

function EventDetail({ event, refetch }: EventDetailProps) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const hasJoinRefusal = searchParams.get('join') === '1';
  return (
    <article className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <title>{t('app.documentTitle', { page: event.title })}</title>
      {hasJoinRefusal && <JoinRefusedBanner event={event} />}
      <div className="aspect-[21/9] overflow-hidden rounded-xl bg-gradient-to-br from-brand-main to-brand-minor">
        {event.cover && (
          <img
            src={event.cover}
            alt={t('eventDetail.coverOf', { title: event.title })}
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <EventStatusBadges event={event} />
          <h1 className="text-3xl font-bold break-words">{event.title}</h1>
          <AppLink
            to={`/channel/${event.channel.slug}`}
            className="flex w-fit items-center gap-2 rounded-md hover:underline"
          >
            <UserAvatar name={event.channel.displayName} src={event.channel.avatar} size="sm" />
            <span>{t('eventDetail.hostedBy', { name: event.channel.displayName })}</span>
          </AppLink>
          <p className="flex items-center gap-2 text-fg-muted">
            <CalendarDays className="size-5 shrink-0" aria-hidden="true" />
            {event.startAt === null
              ? t('eventDetail.dateTba')
              : eventTimeRangeText(event.startAt, event.endAt, i18n.language, t)}
          </p>
          {event.description && <p className="whitespace-pre-line">{event.description}</p>}
          {event.tags.length > 0 && (
            <ul aria-label={t('eventDetail.tags')} className="flex flex-wrap gap-2">
              {event.tags.map((tag) => (
                <li
                  key={tag}
                  className="flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-sm"
                >
                  <Tag className="size-3" aria-hidden="true" />
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {event.trailer && (
            <section aria-label={t('eventDetail.trailer')} className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold">{t('eventDetail.trailer')}</h2>
              <video
                src={event.trailer}
                controls
                preload="metadata"
                poster={event.poster ?? undefined}
                className="w-full rounded-lg bg-black"
              />
            </section>
          )}
        </div>
        <aside className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 lg:self-start">
          <p className="text-2xl font-bold">{eventPriceText(event.price, t, event.type)}</p>
          {event.timeState === 'upcoming' && event.startAt && (
            <EventCountdown startAt={event.startAt} onStart={refetch} />
          )}
          <EventActions event={event} onChanged={refetch} />
          <div className="flex flex-wrap gap-2">
            {event.startAt && <AddToCalendarButton event={event} />}
            <SaveEventButton event={event} />
            <InviteFriendsButton
              target={{
                id: event.id,
                title: event.title,
                shareUrl: new URL(`/event/${event.slug}`, window.location.origin).href,
                offersEmail: true,
              }}
            />
          </div>
          <EventStoreLink eventId={event.id} />
          {event.canEdit && (
            <Button asChild variant="ghost">
              <AppLink to={`/event/${event.slug}/edit`}>
                <Pencil className="size-4" aria-hidden="true" />
                {t('eventDetail.edit')}
              </AppLink>
            </Button>
          )}
        </aside>
      </div>
    </article>
  );
}

/** `/event/:id` (id or slug): the event's detail page of spec 000 §2. */
export function EventDetailPage() {
  return (
    <EventGate pathSuffix="">{(event, refetch) => <EventDetail event={event} refetch={refetch} />}</EventGate>
  );
}
