import { dataOf } from '../lib/api/index.ts';
import type { NotificationAnswers } from '../features/notifications/index.ts';
import type { SearchPeople } from '../features/rooms/index.ts';
import { respondFriendRequest } from '../features/friends/index.ts';

// What features need of features above them, provided by AppProviders (docs/decisions/boundaries.md).
// Events and search load with their pages, not with the app: their calls are imported when first made.

/** The answers a notification gives in place, by the features that own the requests. */
export const notificationAnswers: NotificationAnswers = {
  friendRequest: (fromId, accept) => respondFriendRequest(fromId, accept).then(dataOf),
  roleInvitation: async (inviteId, accept) => {
    const { answerRoleInvitation } = await import('../features/events/index.ts');
    return answerRoleInvitation(inviteId, accept ? 'confirm' : 'decline').then(dataOf);
  },
};

/** The search feature's people search, for the room invitation field. */
export const searchPeople: SearchPeople = async (keyword, page) =>
  (await import('../features/search/index.ts')).searchPeople(keyword, page);
