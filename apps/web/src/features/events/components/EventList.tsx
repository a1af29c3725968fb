import type { EventView } from '@limelight/protocol';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button.tsx';
import { LoadMoreButton } from '../../../ui/LoadMoreButton.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { EventCard, EventCardSkeleton } from './EventCard.tsx';

/** An infinite list of events, as react-query gives it (each page's events in `list`). */
export type EventPages = UseInfiniteQueryResult<InfiniteData<{ list: EventView[] }>>;

interface EventListProps {
  pages: EventPages;
  /** A row scrolls sideways (home feed sections, first page only); a grid wraps and pages with "Load more". */
  layout: 'row' | 'grid';
  emptyTitle: string;
  emptyDescription?: string;
  /** Names the list for assistive technology. */
  label: string;
  /** What can be done with an event besides opening it (My Events' drafts), shown under its card. */
  actionsOf?: (event: EventView) => ReactNode;
}

const layoutClassNames = {
  row: 'flex snap-x gap-4 overflow-x-auto pb-2 [&>li]:w-64 [&>li]:shrink-0 [&>li]:snap-start',
  grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
} as const;

const skeletonCount = 4;

/** Event cards with their loading skeletons, a failure with retry, an empty state, and "Load more". */
export function EventList({ pages, layout, emptyTitle, emptyDescription, label, actionsOf }: EventListProps) {
  const { t } = useTranslation();
  if (pages.isPending) {
    return (
      <div role="status" aria-label={t('events.loading')}>
        <ul className={layoutClassNames[layout]}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <EventCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (pages.isError) {
    return (
      <EmptyState
        headingLevel="h3"
        title={t('events.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            {t('events.retry')}
          </Button>
        }
      />
    );
  }
  const events = pages.data.pages.flatMap((page) => page.list);
  if (events.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        icon={<CalendarX2 className="size-6" />}
        title={emptyTitle}
        description={emptyDescription}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className={layoutClassNames[layout]}>
        {events.map((event) => (
          <li key={event.id} className="flex flex-col gap-2">
            <EventCard event={event} />
            {actionsOf?.(event)}
          </li>
        ))}
      </ul>
      {layout === 'grid' && <LoadMoreButton pages={pages} label={t('events.loadMore')} />}
    </div>
  );
}
