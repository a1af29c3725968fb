import { useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PersonCard } from '../users/index.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { peopleSearchQuery } from './searchQueries.ts';

/** People matching the keyword, linking to their profiles, with "Load more". */
export function PeopleResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  return (
    <SearchResultList
      pages={useInfiniteQuery(peopleSearchQuery(keyword))}
      label={t('search.tab.people')}
      emptyTitle={t('search.noPeople', { keyword })}
      emptyIcon={<Users className="size-6" />}
      listClassName="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
      keyOf={(person) => person.userId}
      renderHit={(person) => <PersonCard person={person} />}
    />
  );
}
