import {
  eventInvitationRequestSchema,
  friendListQuerySchema,
  invitationLinkRequestSchema,
  respondFriendRequestSchema,
  searchFriendsQuerySchema,
  searchPeopleQuerySchema,
  sendInvitationRequestSchema,
  unfriendRequestSchema,
  verifyInvitationRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { FriendsService } from './friends.service.ts';

/** spec 000 §7 "Friends, chats, groups": the people calls of the friends panel, members only. */
export function registerFriendsRoutes(router: ApiRouter, friends: FriendsService): void {
  const auth = 'member' as const;
  router.get('/api/friend/v1/friendList', { auth, query: friendListQuerySchema }, ({ caller, query }) =>
    friends.friendList(caller.userId, query),
  );
  router.get('/api/friend/v1/searchFriends', { auth, query: searchFriendsQuerySchema }, ({ caller, query }) =>
    friends.searchFriends(caller.userId, query),
  );
  router.get('/api/friend/v1/searchUsers', { auth, query: searchPeopleQuerySchema }, ({ caller, query }) =>
    friends.searchUsers(caller.userId, query),
  );
  router.post(
    '/api/friend/v1/sendInvitation',
    { auth, body: sendInvitationRequestSchema },
    ({ caller, body }) => friends.sendInvitation(caller.userId, body.inviteeId),
  );
  router.post(
    '/api/friend/v1/respondFriendRequest',
    { auth, body: respondFriendRequestSchema },
    ({ caller, body }) => friends.respond(caller.userId, body),
  );
  router.post('/api/friend/v1/unfriend', { auth, body: unfriendRequestSchema }, ({ caller, body }) =>
    friends.unfriend(caller.userId, body.uuid),
  );
  router.post(
    '/api/friend/v1/invitationLink',
    { auth, body: invitationLinkRequestSchema },
    ({ caller, body }) => friends.createInvitationLink(caller.userId, body),
  );
  router.post(
    '/api/friend/v1/verifyInvitation',
    { auth, body: verifyInvitationRequestSchema },
    ({ caller, body }) => friends.verifyInvitation(caller.userId, body.code),
  );
  router.post(
    '/api/friend/v1/eventInvitation',
    { auth, body: eventInvitationRequestSchema },
    ({ caller, body }) => friends.inviteToEvent(caller.userId, body),
  );
}
