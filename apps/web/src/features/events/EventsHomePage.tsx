import { HomepagePeriods, type HomepagePeriod } from '@limelight/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AppNavigate } from '../../lib/navigation/index.ts';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LiveRoomsSection } from '../rooms/index.ts';
import { eventAddressQuery } from './eventQueries.ts';
import { CreateEventLink } from './components/CreateEventLink.tsx';
import { FeedSection } from './components/FeedSection.tsx';

const isPeriod = (text: string | undefined): text is HomepagePeriod =>
  (HomepagePeriods as readonly (string | undefined)[]).includes(text);

/** The home feed's sections in the order spec 000 §1 names them. */
const feedOrder: readonly HomepagePeriod[] = ['saved', 'live', 'upcoming', 'past'];

/** `/events?slug=…` (spec 000 §2 "optional slug query resolves to an event id"): on to that event's page. */
function SlugRedirect({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const address = useQuery(eventAddressQuery(slug));
  if (address.isPending) return <LoadingState label={t('events.loading')} />;
  return <AppNavigate to={address.data ? `/event/${address.data.slug}` : '/notfound'} />;
}

/**
 * `/events/:active?`: the home feed of spec 000 §1 — live rooms, then saved (members), live, upcoming and past
 * events as rows;
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
      {/* What is live first, rooms included, as Discord and Luma lead with it. */}
      {active === undefined && <LiveRoomsSection />}
      {sections.map((period) => (
        <FeedSection key={period} period={period} isExpanded={active !== undefined} />
      ))}
    </div>
  );
}
