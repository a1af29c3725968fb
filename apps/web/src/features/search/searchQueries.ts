import { infiniteQueryOptions } from '@tanstack/react-query';
import { nextPageParam } from '../../lib/api/index.ts';
import { searchEvents, searchPeople, searchRooms } from './searchApi.ts';

/** The cache keys of search results. */
export const searchKeys = {
  all: ['search'] as const,
  events: (keyword: string) => [...searchKeys.all, 'events', keyword] as const,
  people: (keyword: string) => [...searchKeys.all, 'people', keyword] as const,
  rooms: (keyword: string) => [...searchKeys.all, 'rooms', keyword] as const,
};

/** Events matching a keyword, page by page. */
export function eventSearchQuery(keyword: string) {
  return infiniteQueryOptions({
    queryKey: searchKeys.events(keyword),
    queryFn: ({ pageParam }) => searchEvents(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** People matching a keyword, page by page. */
export function peopleSearchQuery(keyword: string) {
  return infiniteQueryOptions({
    queryKey: searchKeys.people(keyword),
    queryFn: ({ pageParam }) => searchPeople(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}

/** Rooms matching a keyword, page by page. */
export function roomSearchQuery(keyword: string) {
  return infiniteQueryOptions({
    queryKey: searchKeys.rooms(keyword),
    queryFn: ({ pageParam }) => searchRooms(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
