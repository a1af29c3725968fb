import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../lib/api/index.ts';
import { EventList, FeedSection } from '../events/index.ts';
import { LiveRoomsSection } from '../rooms/index.ts';
import { fetchForYou } from './forYouApi.ts';

/** The For-You events (GET /user/forYou/v1/home) as a grid with "Load more". */
function ForYouSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const pages = useInfiniteQuery({
    queryKey: ['feed', 'forYou'],
    queryFn: ({ pageParam }) => fetchForYou(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('listings.forYouEvents')}
      </h2>
      <EventList
        pages={pages}
        layout="grid"
        label={t('listings.forYouEvents')}
        emptyTitle={t('listings.forYouEmpty')}
        emptyDescription={t('listings.forYouEmptyHint')}
      />
    </section>
  );
}

/**
 * `/homepage` (spec 000 §2 "listing pages", content not shown; titled "For you"): a member's own home —
 * the events they saved, the rooms live now, then the For-You events, those of the channels they follow
 * first (docs/decisions/listing-pages.md).
 */
export function MemberHomePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6">
      <title>{t('app.documentTitle', { page: t('pages.homepage') })}</title>
      <h1 className="text-2xl font-bold">{t('pages.homepage')}</h1>
      <FeedSection period="saved" isExpanded={false} />
      <LiveRoomsSection />
      <ForYouSection />
    </div>
  );
}
