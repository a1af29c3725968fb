import { friendsCalls as calls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { FriendsService } from './friends.service.ts';

/** The friends group of the HTTP contract: the people calls of the friends panel, members only. */
export function registerFriendsRoutes(router: ApiRouter, friends: FriendsService): void {
  router.implement(calls.friendList, ({ caller, query }) => friends.friendList(caller.userId, query));
  router.implement(calls.searchFriends, ({ caller, query }) => friends.searchFriends(caller.userId, query));
  router.implement(calls.searchUsers, ({ caller, query }) => friends.searchUsers(caller.userId, query));
  router.implement(calls.sendInvitation, ({ caller, body }) =>
    friends.sendInvitation(caller.userId, body.inviteeId),
  );
  router.implement(calls.respondFriendRequest, ({ caller, body }) => friends.respond(caller.userId, body));
  router.implement(calls.unfriend, ({ caller, body }) => friends.unfriend(caller.userId, body.uuid));
  router.implement(calls.invitationLink, ({ caller, body }) =>
    friends.createInvitationLink(caller.userId, body),
  );
  router.implement(calls.verifyInvitation, ({ caller, body }) =>
    friends.verifyInvitation(caller.userId, body.code),
  );
  router.implement(calls.eventInvitation, ({ caller, body }) => friends.inviteToEvent(caller.userId, body));
}
