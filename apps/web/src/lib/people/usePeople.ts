import { friendsCalls } from '@limelight/protocol/http';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf, nextPageParam } from '../api/index.ts';

/** People: the caller's friends (or anyone's), the caller's friends by name, or every member by name. */
export type PeopleSource = 'friendList' | 'searchFriends' | 'searchUsers';

/** The query keys of people lists, under the friends panel's keys (its reloads reach every list). */
export const peopleKeys = {
  all: ['friends', 'people'] as const,
  list: (source: PeopleSource, condition: string, groupId?: string) =>
    ['friends', 'people', source, condition, groupId ?? null] as const,
};

/** One page of people from a source, by name when `condition` is given. */
export const fetchPeople = (source: PeopleSource, page: number, condition: string, groupId?: string) =>
  api
    .call(friendsCalls[source], { query: { page, condition: condition || undefined, groupId } })
    .then(dataOf);

/** A paged list of people (friends, friends by name, members by name), "Load more" for the next page. */
export function usePeople(source: PeopleSource, condition: string, groupId?: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.list(source, condition, groupId),
    queryFn: ({ pageParam }) => fetchPeople(source, pageParam, condition, groupId),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
