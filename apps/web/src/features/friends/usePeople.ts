import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '../../lib/api/index.ts';
import { friendKeys } from './friendQueries.ts';
import { fetchPeople, type PeopleSource } from './friendsApi.ts';

/** A paged list of people (friends, friends by name, members by name), "Load more" for the next page. */
export function usePeople(source: PeopleSource, condition: string, groupId?: string) {
  return useInfiniteQuery({
    queryKey: friendKeys.people(source, condition, groupId),
    queryFn: ({ pageParam }) => fetchPeople(source, pageParam, condition, groupId),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
