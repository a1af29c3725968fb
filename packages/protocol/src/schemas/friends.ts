import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { followStatusSchema } from './follows.ts';
import { flagInputSchema } from './events.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

// The friends panel's people calls (spec 000 §7 "Friends, chats, groups"; docs/decisions/friends.md).
// Ids the spec requires with a code of its own (25002, 26000 …) are optional here: the service answers
// that code when one is missing, instead of the generic 4000.

/** spec 000 §3 friend relation statuses: Add Friend → Waiting → Message. */
export const FriendStatus = {
  NotFriend: 'NOT_FRIEND',
  IsFriend: 'IS_FRIEND',
  RequestSent: 'REQUEST_SENT',
} as const;
export type FriendStatus = (typeof FriendStatus)[keyof typeof FriendStatus];
export const friendStatusSchema = z.enum([
  FriendStatus.NotFriend,
  FriendStatus.IsFriend,
  FriendStatus.RequestSent,
]);

const optionalIdSchema = textSchema.trim().max(64).optional();
const conditionSchema = textSchema.trim().max(100).optional();

/** GET /api/friend/v1/friendList (targetId, page, pageSize, condition): the friends of targetId (the caller's by default). */
export const friendListQuerySchema = pageQuerySchema(PageSize.friends).extend({
  targetId: userIdSchema.optional(),
  condition: conditionSchema,
});
export type FriendListQuery = z.infer<typeof friendListQuerySchema>;

/** GET /api/friend/v1/searchFriends (condition, page, pageSize, groupId): the caller's friends by name. */
export const searchFriendsQuerySchema = pageQuerySchema(PageSize.friends).extend({
  condition: conditionSchema,
  groupId: textSchema.trim().max(128).optional(),
});
export type SearchFriendsQuery = z.infer<typeof searchFriendsQuerySchema>;

/** GET /api/friend/v1/searchUsers (condition): members by name, username or cyaId, paged. */
export const searchPeopleQuerySchema = pageQuerySchema(PageSize.friends).extend({
  condition: conditionSchema,
});
export type SearchPeopleQuery = z.infer<typeof searchPeopleQuerySchema>;

/** A person of the friends panel with the caller's relations to them. */
export const friendPersonSchema = z.object({
  userId: userIdSchema,
  displayName: textSchema,
  username: textSchema.nullable(),
  avatar: textSchema.nullable(),
  cyaId: textSchema.nullable(),
  /** The caller's friend relation to this person. */
  status: friendStatusSchema,
  /** The caller's follow relation to this person. */
  followStatus: followStatusSchema,
  /** The one-to-one chat with this person, when they are the caller's friend. */
  chatId: textSchema.nullable(),
  /** searchFriends with a groupId: whether the friend is in that group already. */
  inGroup: z.boolean().optional(),
});
export type FriendPerson = z.infer<typeof friendPersonSchema>;

/** POST /api/friend/v1/sendInvitation {inviteeId}. */
export const sendInvitationRequestSchema = z.object({ inviteeId: optionalIdSchema });
export type SendInvitationRequest = z.infer<typeof sendInvitationRequestSchema>;

/** POST /api/friend/v1/respondFriendRequest {friendId, accept}. */
export const respondFriendRequestSchema = z.object({
  friendId: optionalIdSchema,
  accept: flagInputSchema.default(false),
});
export type RespondFriendRequest = z.output<typeof respondFriendRequestSchema>;

/** POST /api/friend/v1/unfriend {uuid}. */
export const unfriendRequestSchema = z.object({ uuid: optionalIdSchema });
export type UnfriendRequest = z.infer<typeof unfriendRequestSchema>;

/** The caller's relation to a person after a friend call. */
export const friendRelationAnswerSchema = z.object({
  userId: userIdSchema,
  status: friendStatusSchema,
  chatId: textSchema.nullable(),
});
export type FriendRelationAnswer = z.infer<typeof friendRelationAnswerSchema>;

/** An invitation code's kind (25003 otherwise). */
export const InvitationType = { Friend: 'friend', Group: 'group' } as const;

/** POST /api/friend/v1/invitationLink {type, groupId}: a code others open to become friends or join a group. */
export const invitationLinkRequestSchema = z.object({
  type: textSchema.trim().max(16).optional(),
  groupId: textSchema.trim().max(128).optional(),
});
export type InvitationLinkRequest = z.infer<typeof invitationLinkRequestSchema>;

/** The answer of invitationLink: the code and the link that carries it. */
export const invitationLinkAnswerSchema = z.object({ code: textSchema, link: textSchema });
export type InvitationLinkAnswer = z.infer<typeof invitationLinkAnswerSchema>;

/** POST /api/friend/v1/verifyInvitation {code}. */
export const verifyInvitationRequestSchema = z.object({ code: textSchema.trim().max(128).optional() });
export type VerifyInvitationRequest = z.infer<typeof verifyInvitationRequestSchema>;

/** The answer of verifyInvitation: a new friend (with the chat) or the group joined. */
export const verifyInvitationAnswerSchema = z.object({
  type: z.enum([InvitationType.Friend, InvitationType.Group]),
  userId: userIdSchema,
  chatId: textSchema,
});
export type VerifyInvitationAnswer = z.infer<typeof verifyInvitationAnswerSchema>;

/** POST /api/friend/v1/eventInvitation {eventId, friendIds}. */
export const eventInvitationRequestSchema = z.object({
  eventId: textSchema.trim().min(1).max(64),
  friendIds: z.array(userIdSchema).max(100).default([]),
});
export type EventInvitationRequest = z.output<typeof eventInvitationRequestSchema>;

/** The answer of eventInvitation: the friends invited. */
export const eventInvitationAnswerSchema = z.object({ invited: z.array(userIdSchema) });
export type EventInvitationAnswer = z.infer<typeof eventInvitationAnswerSchema>;
