import type { HomepagePeriod } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isMember, useSessionStore } from '../../lib/session/index.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { CreateEventLink } from './components/CreateEventLink.tsx';
import { EventList } from './components/EventList.tsx';
import { homeFeedQuery } from './eventQueries.ts';

/** The periods of every public event; "saved" is a member's own list, not a listing of all events. */
const listingPeriods = ['live', 'upcoming', 'past'] as const satisfies readonly HomepagePeriod[];
type ListingPeriod = (typeof listingPeriods)[number];

const isPeriod = (text: string | null): text is ListingPeriod =>
  (listingPeriods as readonly (string | null)[]).includes(text);

/** One period's public events as a grid, 20 a page with "Load more" (GET /events/v1/homepage). */
function PeriodEvents({ period }: { period: ListingPeriod }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(homeFeedQuery(period));
  return (
    <EventList
      pages={pages}
      layout="grid"
      label={t(`events.feed.${period}`)}
      emptyTitle={t(`events.feed.empty.${period}`)}
    />
  );
}

/**
 * `/eventspage` (spec 000 §2 "listing pages", content not shown): every public event, one period at a time —
 * live, upcoming or past — the period kept in `?period=` so that the address can be shared
 * (docs/decisions/listing-pages.md).
 */
export function AllEventsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const hasMemberSession = useSessionStore((state) => isMember(state.session));
  const asked = searchParams.get('period');
  const period: ListingPeriod = isPeriod(asked) ? asked : 'upcoming';
  const choose = (value: string) =>
    setSearchParams(
      (current) => {
        current.set('period', value);
        return current;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.eventsPage') })}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('pages.eventsPage')}</h1>
        {hasMemberSession && <CreateEventLink />}
      </div>
      <Tabs value={period} onValueChange={choose}>
        <TabsList aria-label={t('listings.periods')}>
          {listingPeriods.map((one) => (
            <TabsTrigger key={one} value={one}>
              {t(`events.feed.${one}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {listingPeriods.map((one) => (
          <TabsContent key={one} value={one}>
            {one === period && <PeriodEvents period={one} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
