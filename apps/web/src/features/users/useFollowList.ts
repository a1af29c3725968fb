import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageParam } from '../../lib/api/index.ts';
import { userKeys } from './userQueries.ts';
import { fetchFollowList, type FollowListKind } from './usersApi.ts';

/** A member's followers or following, page by page ("Load more"). */
export function useFollowList(kind: FollowListKind, userId: string) {
  return useInfiniteQuery({
    queryKey: userKeys.followList(kind, userId),
    queryFn: ({ pageParam }) => fetchFollowList(kind, userId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
