import { HomepagePeriods, type HomepagePeriod } from '@limelight/protocol';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AppLink, AppNavigate } from '../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { Button } from '../../ui/Button.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { EventList } from './components/EventList.tsx';
import { eventAddressQuery, homeFeedQuery } from './eventQueries.ts';
import { CreateEventLink } from './components/CreateEventLink.tsx';

const isPeriod = (text: string | undefined): text is HomepagePeriod =>
  (HomepagePeriods as readonly (string | undefined)[]).includes(text);

/** The home feed's sections in the order spec 000 §1 names them. */
const feedOrder: readonly HomepagePeriod[] = ['saved', 'live', 'upcoming', 'past'];

interface FeedSectionProps {
  period: HomepagePeriod;
  /** The whole period as a grid with "Load more", rather than a row linking to it. */
  isExpanded: boolean;
}

function FeedSection({ period, isExpanded }: FeedSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const pages = useInfiniteQuery(homeFeedQuery(period));
  const title = t(`events.feed.${period}`);
  const Heading = isExpanded ? 'h1' : 'h2';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <Heading id={headingId} className={isExpanded ? 'text-2xl font-bold' : 'text-xl font-semibold'}>
          {title}
        </Heading>
        {!isExpanded && (
          <Button asChild variant="ghost" size="sm">
            <AppLink to={`/events/${period}`} aria-label={t('events.feed.seeAllOf', { section: title })}>
              {t('events.feed.seeAll')}
              <ArrowRight className="size-4" aria-hidden="true" />
            </AppLink>
          </Button>
        )}
      </div>
      <EventList
        pages={pages}
        layout={isExpanded ? 'grid' : 'row'}
        label={title}
        emptyTitle={t(`events.feed.empty.${period}`)}
      />
    </section>
  );
}

/** `/events?slug=…` (spec 000 §2 "optional slug query resolves to an event id"): on to that event's page. */
function SlugRedirect({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const address = useQuery(eventAddressQuery(slug));
  if (address.isPending) return <LoadingState label={t('events.loading')} />;
  return <AppNavigate to={address.data ? `/event/${address.data.slug}` : '/notfound'} />;
}

/**
 * `/events/:active?`: the home feed of spec 000 §1 — saved (members), live, upcoming and past events as rows;
 * `:active` names one section to show whole.
 */
export function EventsHomePage() {
  const { t } = useTranslation();
  const { active } = useParams();
  const [searchParams] = useSearchParams();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const slug = searchParams.get('slug');
  if (slug) return <SlugRedirect slug={slug} />;
  if (active !== undefined && !isPeriod(active)) return <AppNavigate to="/events" />;

  const sections = isPeriod(active)
    ? [active]
    : feedOrder.filter((period) => period !== 'saved' || hasMemberSession);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.events') })}</title>
      {active === undefined && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t('pages.events')}</h1>
          {hasMemberSession && <CreateEventLink />}
        </div>
      )}
      {sections.map((period) => (
        <FeedSection key={period} period={period} isExpanded={active !== undefined} />
      ))}
    </div>
  );
}
