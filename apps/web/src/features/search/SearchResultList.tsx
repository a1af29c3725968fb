import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';

interface SearchResultListProps<T> {
  /** The search's pages, as react-query gives them (each page's hits in `list`). */
  pages: UseInfiniteQueryResult<InfiniteData<{ list: T[] }>>;
  /** Names the list for assistive technology. */
  label: string;
  emptyTitle: string;
  emptyIcon: ReactNode;
  /** The grid the hits sit in. */
  listClassName: string;
  keyOf: (hit: T) => string;
  renderHit: (hit: T) => ReactNode;
}

/** One tab of search results: loading, a failure with retry, nothing found, or the hits with "Load more". */
export function SearchResultList<T>({
  pages,
  label,
  emptyTitle,
  emptyIcon,
  listClassName,
  keyOf,
  renderHit,
}: SearchResultListProps<T>) {
  const { t } = useTranslation();
  if (pages.isPending) return <LoadingState label={t('search.loading')} />;
  if (pages.isError) {
    return (
      <EmptyState
        headingLevel="h2"
        title={t('search.failed')}
        action={
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            {t('events.retry')}
          </Button>
        }
      />
    );
  }
  const hits = pages.data.pages.flatMap((page) => page.list);
  if (hits.length === 0) return <EmptyState headingLevel="h2" icon={emptyIcon} title={emptyTitle} />;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className={listClassName}>
        {hits.map((hit) => (
          <li key={keyOf(hit)}>{renderHit(hit)}</li>
        ))}
      </ul>
      <LoadMoreButton pages={pages} label={t('events.loadMore')} />
    </div>
  );
}
