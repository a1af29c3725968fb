import { pageSchema } from '../envelope.ts';
import {
  eventInvitationAnswerSchema,
  eventInvitationRequestSchema,
  friendListQuerySchema,
  friendPersonSchema,
  friendRelationAnswerSchema,
  invitationLinkAnswerSchema,
  invitationLinkRequestSchema,
  respondFriendRequestSchema,
  searchFriendsQuerySchema,
  searchPeopleQuerySchema,
  sendInvitationRequestSchema,
  unfriendRequestSchema,
  verifyInvitationAnswerSchema,
  verifyInvitationRequestSchema,
} from '../schemas/friends.ts';
import { InvitationRate } from '../limits.ts';
import { defineCall } from './call.ts';

/** Invitations are limited per sender (docs/decisions/friends.md "Invitations"). */
const perSender = { rateLimitPerMinute: InvitationRate.perSenderPerMinute, rateLimitBy: 'sender' } as const;

const peoplePage = pageSchema(friendPersonSchema);

/** spec 000 §7 "Friends, chats, groups": the people calls of the friends panel, members only. */
export const friendsCalls = {
  friendList: defineCall({
    method: 'GET',
    path: '/api/friend/v1/friendList',
    auth: 'member',
    query: friendListQuerySchema,
    answer: peoplePage,
    codes: ['NotFound'],
    summary: "The friends of a member (the caller's by default), with the caller's relations to each.",
  }),
  searchFriends: defineCall({
    method: 'GET',
    path: '/api/friend/v1/searchFriends',
    auth: 'member',
    query: searchFriendsQuerySchema,
    answer: peoplePage,
    codes: ['InvalidGroupId', 'GroupIdRequired'],
    summary: "The caller's friends by name; with a group, whether each is in it.",
  }),
  searchUsers: defineCall({
    method: 'GET',
    path: '/api/friend/v1/searchUsers',
    auth: 'member',
    query: searchPeopleQuerySchema,
    answer: peoplePage,
    codes: [],
    summary: "Members by name, username, cyaId or e-mail, with the caller's relations to each.",
  }),
  sendInvitation: defineCall({
    ...perSender,
    method: 'POST',
    path: '/api/friend/v1/sendInvitation',
    auth: 'member',
    body: sendInvitationRequestSchema,
    answer: friendRelationAnswerSchema,
    codes: ['InviteeIdRequired', 'InviteeNotFound', 'AlreadyFriends', 'FriendRequestPending'],
    summary: 'A friend request to a member.',
  }),
  respondFriendRequest: defineCall({
    method: 'POST',
    path: '/api/friend/v1/respondFriendRequest',
    auth: 'member',
    body: respondFriendRequestSchema,
    answer: friendRelationAnswerSchema,
    codes: [
      'FriendIdRequired',
      'InvalidFriendId',
      'InvitationNotFound',
      'FriendRequestDeclined',
      'AlreadyFriends',
    ],
    summary: "Accepts or declines a member's friend request.",
  }),
  unfriend: defineCall({
    method: 'POST',
    path: '/api/friend/v1/unfriend',
    auth: 'member',
    body: unfriendRequestSchema,
    answer: friendRelationAnswerSchema,
    codes: ['FriendIdRequired', 'InvalidFriendId', 'NotYourFriend', 'UnfriendFailed'],
    summary: 'Ends a friendship; the one-to-one chat closes.',
  }),
  invitationLink: defineCall({
    ...perSender,
    method: 'POST',
    path: '/api/friend/v1/invitationLink',
    auth: 'member',
    body: invitationLinkRequestSchema,
    answer: invitationLinkAnswerSchema,
    codes: ['InvitationTypeRequired', 'GroupIdEmpty', 'InvalidGroupId'],
    summary: "A code others open to become the caller's friends, or to join one of their groups.",
  }),
  verifyInvitation: defineCall({
    ...perSender,
    method: 'POST',
    path: '/api/friend/v1/verifyInvitation',
    auth: 'member',
    body: verifyInvitationRequestSchema,
    answer: verifyInvitationAnswerSchema,
    codes: [
      'InvitationLinkRequired',
      'InvalidInvitationCode',
      'InviteeNotFound',
      'AlreadyFriends',
      'InvalidGroupId',
      'AlreadyInGroup',
    ],
    summary: "Opens an invitation code: the caller becomes the inviter's friend or joins the group.",
  }),
  eventInvitation: defineCall({
    ...perSender,
    method: 'POST',
    path: '/api/friend/v1/eventInvitation',
    auth: 'member',
    body: eventInvitationRequestSchema,
    answer: eventInvitationAnswerSchema,
    codes: ['NotFound', 'Forbidden', 'FriendIdRequired', 'NotYourFriend'],
    summary: 'Invites friends to an event the caller may see; each is notified.',
  }),
} as const;
