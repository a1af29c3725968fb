import { useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { LoadMoreButton } from '../../ui/LoadMoreButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PersonCard } from '../users/index.ts';
import { peopleSearchQuery } from './searchQueries.ts';

/** People matching the keyword, linking to their profiles, with "Load more". */
export function PeopleResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(peopleSearchQuery(keyword));
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
  const people = pages.data.pages.flatMap((page) => page.list);
  if (people.length === 0)
    return (
      <EmptyState
        headingLevel="h2"
        icon={<Users className="size-6" />}
        title={t('search.noPeople', { keyword })}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t('search.tab.people')} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((person) => (
          <li key={person.userId}>
            <PersonCard person={person} />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={pages} label={t('events.loadMore')} />
    </div>
  );
}
