import type { Film, Page } from '@limelight/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextPageParam } from '../../lib/api/index.ts';
import { Button } from '../../ui/Button.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { FilmGrid } from './FilmCard.tsx';

interface FilmListProps {
  queryKey: readonly unknown[];
  fetchPage: (page: number) => Promise<Page<Film>>;
  label: string;
  emptyTitle: string;
  emptyHint?: string;
  emptyAction?: ReactNode;
  highlightedId?: string;
  renderFooter?: (film: Film) => ReactNode;
}

/** A paginated list of films ("Load more") with its loading, error and empty states. */
export function FilmList({
  queryKey,
  fetchPage,
  label,
  emptyTitle,
  emptyHint,
  emptyAction,
  highlightedId,
  renderFooter,
}: FilmListProps) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  if (pages.isPending) return <LoadingState label={t('films.listLoading')} />;
  if (pages.isError)
    return (
      <EmptyState
        title={t('films.listFailed')}
        action={
          <Button variant="secondary" onClick={() => void pages.refetch()}>
            {t('films.retry')}
          </Button>
        }
      />
    );
  const films = pages.data.pages.flatMap((page) => page.list);
  if (films.length === 0)
    return (
      <EmptyState
        icon={<Clapperboard className="size-6" />}
        title={emptyTitle}
        description={emptyHint}
        action={emptyAction}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <FilmGrid films={films} label={label} highlightedId={highlightedId} renderFooter={renderFooter} />
      <LoadMoreButton pages={pages} label={t('films.loadMore')} />
    </div>
  );
}
