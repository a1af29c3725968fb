import { dataOf } from '../lib/api/index.ts';
import { answerRoleInvitation } from '../features/events/index.ts';
import { respondFriendRequest } from '../features/friends/index.ts';
import type { NotificationAnswers } from '../features/notifications/index.ts';

/** The answers a notification gives in place, by the features that own the requests (AppProviders). */
export const notificationAnswers: NotificationAnswers = {
  friendRequest: (fromId, accept) => respondFriendRequest(fromId, accept).then(dataOf),
  roleInvitation: (inviteId, accept) =>
    answerRoleInvitation(inviteId, accept ? 'confirm' : 'decline').then(dataOf),
};
