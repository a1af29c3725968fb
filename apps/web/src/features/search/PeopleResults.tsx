import { useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/navigation/index.ts';
import { Button } from '../../ui/Button.tsx';
import { focusRingClassName, joinClassNames } from '../../ui/classNames.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { profilePathOf, UserAvatar } from '../users/index.ts';
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
            <AppLink
              to={profilePathOf(person)}
              className={joinClassNames(
                'flex items-center gap-3 rounded-lg border border-border p-3 hover:bg-surface-muted',
                focusRingClassName,
              )}
            >
              <UserAvatar name={person.displayName} src={person.avatar} size="sm" />
              <span className="min-w-0">
                <span className="block truncate font-medium">{person.displayName}</span>
                {person.cyaId && (
                  <span className="block truncate text-sm text-fg-muted">@{person.cyaId}</span>
                )}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          isLoading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('events.loadMore')}
        </Button>
      )}
    </div>
  );
}
