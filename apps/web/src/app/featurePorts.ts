import { dataOf } from '../lib/api/index.ts';
import { answerFriendRequest } from '../features/friends/index.ts';
import type { NotificationAnswers } from '../features/notifications/index.ts';
import type { SearchPeople } from '../features/rooms/index.ts';

// What features need of features above them, provided by AppProviders (docs/decisions/boundaries.md).
// Their calls are imported when first made, so that the app's first load stays without them (friends'
// index is in it for the panel's store: its answer loads the friends API itself).

/** The answers a notification gives in place, by the features that own the requests. */
export const notificationAnswers: NotificationAnswers = {
  friendRequest: answerFriendRequest,
  roleInvitation: async (inviteId, accept) => {
    const { answerRoleInvitation } = await import('../features/events/index.ts');
    return answerRoleInvitation(inviteId, accept ? 'confirm' : 'decline').then(dataOf);
  },
};

/** The search feature's people search, for the room invitation field. */
export const searchPeople: SearchPeople = async (keyword, page) =>
  (await import('../features/search/index.ts')).searchPeople(keyword, page);
