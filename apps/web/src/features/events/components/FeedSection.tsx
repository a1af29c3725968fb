import type { HomepagePeriod } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../lib/navigation/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { homeFeedQuery } from '../eventQueries.ts';
import { EventList } from './EventList.tsx';

interface FeedSectionProps {
  period: HomepagePeriod;
  /** The whole period as a grid with "Load more", rather than a row linking to it. */
  isExpanded: boolean;
}

/** One period of the home feed: a row linking to the whole period, or the whole period as a grid. */
export function FeedSection({ period, isExpanded }: FeedSectionProps) {
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
