import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { friendChatMessageFieldsSchema } from '../socket/friend.ts';
import { personSchema } from '../socket/fields.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

// Friend and group chats over HTTP (spec 000 §7 "Friends, chats, groups"; docs/decisions/friends.md).
// Ids and names the spec requires with a code of its own (28002, 27000, 27003 …) are optional here: the
// service answers that code when one is missing.

const chatRefSchema = textSchema.trim().max(128).optional();
const uuidsSchema = z.array(userIdSchema).max(200).optional();

/** A friend or group message as stored (spec 000 §3). */
export const friendChatMessageSchema = friendChatMessageFieldsSchema;
export type FriendChatMessage = z.infer<typeof friendChatMessageSchema>;

/** GET /api/friend/v1/getChatList (page 1, pageSize 10). */
export const chatListQuerySchema = pageQuerySchema(PageSize.chatList);
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;

/** spec 000 §3 chat list item; `userId`, `displayName`, `avatar` name the friend of a one-to-one chat. */
export const chatListItemSchema = z.object({
  chatId: textSchema,
  content: textSchema.nullable(),
  createdAt: textSchema.nullable(),
  sender: personSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
  userId: userIdSchema.nullable(),
  displayName: textSchema.nullable(),
  avatar: textSchema.nullable(),
  groupName: textSchema.nullable(),
  ownerId: userIdSchema.nullable(),
  vidChatting: z.boolean(),
});
export type ChatListItem = z.infer<typeof chatListItemSchema>;

/** The answer of getChatList: a page of chats and the caller's inbox seq (where a resume starts from). */
export const chatListAnswerSchema = pageSchema(chatListItemSchema).extend({
  seq: z.number().int().nonnegative(),
});
export type ChatListAnswer = z.infer<typeof chatListAnswerSchema>;

/** GET /api/friend/v1/chat/history (chatId, pageSize 5, lastMessageId): the messages before lastMessageId. */
export const chatHistoryQuerySchema = z.object({
  chatId: chatRefSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(PageSize.chatHistory),
  lastMessageId: textSchema.trim().max(128).optional(),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

/** The answer of chat/history: oldest to newest, and whether older ones remain. */
export const chatHistoryAnswerSchema = z.object({
  list: z.array(friendChatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatHistoryAnswer = z.infer<typeof chatHistoryAnswerSchema>;

/** Friend chat content at most 4,000 characters (the friendChat payload's bound). */
export const maxFriendChatChars = 4000;

/** POST /api/friend/v1/chat/send {chatId, friendId (one-to-one only), content, type}. */
export const chatSendRequestSchema = z.object({
  chatId: chatRefSchema,
  friendId: textSchema.trim().max(64).optional(),
  content: textSchema.trim().min(1).max(maxFriendChatChars),
  type: textSchema.trim().max(32).optional(),
});
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;

/** POST /api/friend/v1/chat/markRead {chatId}: the caller has read the chat up to its latest message. */
export const chatRefRequestSchema = z.object({ chatId: chatRefSchema });
export type ChatRefRequest = z.infer<typeof chatRefRequestSchema>;

/** The chat-list actions of updateChatList (28001 otherwise). */
export const ChatListAction = { Delete: 'delete', Leave: 'leave' } as const;

/** POST /api/friend/v1/updateChatList (query chatId, action default delete, groupId). */
export const updateChatListQuerySchema = z.object({
  chatId: chatRefSchema,
  action: textSchema.trim().max(16).default(ChatListAction.Delete),
  groupId: chatRefSchema,
});
export type UpdateChatListQuery = z.infer<typeof updateChatListQuerySchema>;

/** GET /api/friend/v1/getCurrChattingMembers (chatId; group chats only). */
export const chatRefQuerySchema = z.object({ chatId: chatRefSchema });

/** The answer of getCurrChattingMembers: who is in the group's video call now. */
export const chattingMembersAnswerSchema = z.object({ members: z.array(personSchema) });
export type ChattingMembersAnswer = z.infer<typeof chattingMembersAnswerSchema>;

/** POST /api/friend/v1/createGroup {groupName, uuids}. */
export const createGroupRequestSchema = z.object({
  groupName: textSchema.max(1000).optional(),
  uuids: uuidsSchema,
});
export type CreateGroupRequest = z.infer<typeof createGroupRequestSchema>;

/** POST /api/friend/v1/addGroupUser {groupId, uuids}. */
export const addGroupUserRequestSchema = z.object({ groupId: chatRefSchema, uuids: uuidsSchema });
export type AddGroupUserRequest = z.infer<typeof addGroupUserRequestSchema>;

/** POST /api/friend/v1/delGroup {groupId}. */
export const groupRefRequestSchema = z.object({ groupId: chatRefSchema });
export type GroupRefRequest = z.infer<typeof groupRefRequestSchema>;

/** POST /api/friend/v1/delGroupUser and /transferOwner (query groupId, uuid). */
export const groupMemberQuerySchema = z.object({
  groupId: chatRefSchema,
  uuid: textSchema.trim().max(64).optional(),
});
export type GroupMemberQuery = z.infer<typeof groupMemberQuerySchema>;

/** POST /api/friend/v1/updateGroupName (query groupId, groupName). */
export const updateGroupNameQuerySchema = z.object({
  groupId: chatRefSchema,
  groupName: textSchema.max(1000).optional(),
});
export type UpdateGroupNameQuery = z.infer<typeof updateGroupNameQuerySchema>;

/** A group name at most 100 characters, the display-name bound (27015 otherwise). */
export const maxGroupNameChars = 100;

/** GET /api/friend/v1/listGroupMember (chatId, page, pageSize, condition). */
export const listGroupMemberQuerySchema = pageQuerySchema(PageSize.friends).extend({
  chatId: chatRefSchema,
  condition: textSchema.trim().max(100).optional(),
});
export type ListGroupMemberQuery = z.infer<typeof listGroupMemberQuerySchema>;

/** One member of a group, and whether they own it. */
export const groupMemberSchema = personSchema.extend({ isOwner: z.boolean() });
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** A group as createGroup, addGroupUser, transferOwner and updateGroupName answer it. */
export const groupViewSchema = z.object({
  groupId: textSchema,
  groupName: textSchema,
  ownerId: userIdSchema,
  memberIds: z.array(userIdSchema),
});
export type GroupView = z.infer<typeof groupViewSchema>;
