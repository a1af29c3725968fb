import { ResponseCode } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Link2Off, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RefusedAnswerError, dataOf } from '../../lib/api/index.ts';
import { eventTimeRangeText } from '../../lib/eventDisplay/index.ts';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { eventKeys } from './eventQueries.ts';
import { fetchEventDetail, fetchPersonName, verifyInviteLink } from './eventsApi.ts';

/** The link's event (through the link, so a private one opens) and the name of who shared it. */
async function openSharedLink(link: string) {
  const { eventId, inviterId } = dataOf(await verifyInviteLink(link));
  const [event, inviterName] = await Promise.all([
    fetchEventDetail(eventId, link),
    fetchPersonName(inviterId).catch(() => null),
  ]);
  return { event, inviterName };
}

/** 4004 (unknown or revoked link, deleted event) and 4003 (event not published): 'Invalid Link ...'. */
const isInvalidLink = (error: Error) =>
  error instanceof RefusedAnswerError &&
  (error.answer.code === ResponseCode.NotFound || error.answer.code === ResponseCode.Forbidden);

/**
 * `/event/link/:id/:link` (spec 000 §2, auth): an event shared through an invitation link. The link is
 * checked, the event shown with who shared it, and the way on is the event's page with the link carried
 * (`?sharedLink=`), where a private event can be seen, RSVPed or bought through it (docs/decisions/events-web.md).
 * The router sends an address without id or link to /notfound.
 */
export function EventLinkPage() {
  const { t, i18n } = useTranslation();
  const link = useParams().link ?? '';
  const shared = useQuery({ queryKey: eventKeys.sharedLink(link), queryFn: () => openSharedLink(link) });

  if (shared.isPending) return <LoadingState label={t('sharedEvent.checking')} />;
  if (shared.isError) {
    const isInvalid = isInvalidLink(shared.error);
    return (
      <EmptyState
        headingLevel="h1"
        icon={<Link2Off className="size-8" aria-hidden="true" />}
        title={isInvalid ? t('messages.invalidLink') : t('sharedEvent.loadFailed')}
        description={isInvalid ? t('sharedEvent.invalidDescription') : undefined}
        action={
          isInvalid ? (
            <Button asChild variant="secondary">
              <AppLink to="/events">{t('sharedEvent.browse')}</AppLink>
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void shared.refetch()}>
              {t('events.retry')}
            </Button>
          )
        }
      />
    );
  }
  const { event, inviterName } = shared.data;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-10">
      <title>{t('app.documentTitle', { page: event.title })}</title>
      <p className="flex items-center gap-2 text-fg-muted">
        <Share2 className="size-5 shrink-0" aria-hidden="true" />
        {inviterName ? t('sharedEvent.sharedBy', { name: inviterName }) : t('sharedEvent.sharedWithYou')}
      </p>
      {event.cover && (
        <img
          src={event.cover}
          alt={t('eventDetail.coverOf', { title: event.title })}
          className="aspect-[21/9] w-full rounded-xl object-cover"
        />
      )}
      <h1 className="text-3xl font-bold break-words">{event.title}</h1>
      <p>{t('eventDetail.hostedBy', { name: event.channel.displayName })}</p>
      <p className="flex items-center gap-2 text-fg-muted">
        <CalendarDays className="size-5 shrink-0" aria-hidden="true" />
        {event.startAt === null
          ? t('eventDetail.dateTba')
          : eventTimeRangeText(event.startAt, event.endAt, i18n.language, t)}
      </p>
      <Button asChild size="lg" className="self-start">
        <AppLink to={`/event/${event.slug}?sharedLink=${encodeURIComponent(link)}`}>
          {t('sharedEvent.open')}
        </AppLink>
      </Button>
    </section>
  );
}
