import { dataOf } from '../../lib/api/index.ts';

/**
 * Accepts or declines the friend request of `fromId`, the friends API loaded on first use: the
 * notifications answer requests in place from the app's first load, which the API's declarations (and
 * zod with them) stay out of.
 */
export async function answerFriendRequest(fromId: string, accept: boolean) {
  const { respondFriendRequest } = await import('./friendsApi.ts');
  return respondFriendRequest(fromId, accept).then(dataOf);
}
