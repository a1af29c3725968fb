import { z } from 'zod';
import { PageSize } from '../limits.ts';
import { chatSlowModeSeconds, maxRoomChatChars, roomChatMessageSchema } from '../socket/chat.ts';
import { flagInputSchema } from './events.ts';
import { userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

// Room chat over HTTP (spec 001 §7 "Room chat"; docs/decisions/room-chat.md). `eventId` names the event or
// room whose live page the chat belongs to.

const chatRoomRefSchema = textSchema.trim().min(1).max(128);
const messageIdSchema = textSchema.trim().min(1).max(128);

/** POST /api/chat/v1/message/send {eventId, content}. */
export const roomChatSendRequestSchema = z.object({
  eventId: chatRoomRefSchema,
  content: textSchema.trim().min(1).max(maxRoomChatChars),
});
export type RoomChatSendRequest = z.output<typeof roomChatSendRequestSchema>;
/** The send answer: the message, and whether it waits for a moderator (strict moderation). */
export const roomChatSendAnswerSchema = roomChatMessageSchema.extend({ pending: z.boolean() });
export type RoomChatSendAnswer = z.infer<typeof roomChatSendAnswerSchema>;

/** POST /api/chat/v1/message/remove {id, eventId}; also approve (strict moderation). */
export const roomChatMessageRefRequestSchema = z.object({ id: messageIdSchema, eventId: chatRoomRefSchema });
export type RoomChatMessageRefRequest = z.output<typeof roomChatMessageRefRequestSchema>;

/**
 * POST /api/chat/v1/message/question {id, eventId, isQuestion, isAnswered, isPinned} (spec 001 §6 "mark
 * as question"): a moderator marks a message as a question, answers or pins it, or takes it off.
 */
export const roomChatQuestionRequestSchema = roomChatMessageRefRequestSchema.extend({
  isQuestion: flagInputSchema,
  isAnswered: flagInputSchema.default(false),
  isPinned: flagInputSchema.default(false),
});
export type RoomChatQuestionRequest = z.output<typeof roomChatQuestionRequestSchema>;

/** POST /api/chat/v1/user/block {operatedUserId, isBlock, eventId}. */
export const roomChatBlockRequestSchema = z.object({
  eventId: chatRoomRefSchema,
  operatedUserId: userIdSchema,
  isBlock: flagInputSchema,
});
export type RoomChatBlockRequest = z.output<typeof roomChatBlockRequestSchema>;

/** GET /api/chat/v1/user/blockedList, POST /api/chat/v1/message/delAll, GET …/message/pendingList: {eventId}. */
export const roomChatRoomRequestSchema = z.object({ eventId: chatRoomRefSchema });
export type RoomChatRoomRequest = z.output<typeof roomChatRoomRequestSchema>;

/** POST /api/chat/v1/slowMode {eventId, seconds}: one of chatSlowModeSeconds. */
export const roomChatSlowModeRequestSchema = z.object({
  eventId: chatRoomRefSchema,
  seconds: z.coerce
    .number()
    .refine((seconds) => (chatSlowModeSeconds as readonly number[]).includes(seconds), {
      message: `Choose one of ${chatSlowModeSeconds.join(', ')} seconds`,
    })
    .transform((seconds) => seconds as (typeof chatSlowModeSeconds)[number]),
});
export type RoomChatSlowModeRequest = z.output<typeof roomChatSlowModeRequestSchema>;

/**
 * GET /api/chat/v1/message/history {eventId, pageSize 5, lastMessageId, reverseOrder, allSize}: the page
 * of messages before `lastMessageId` (the latest ones without it). The list runs oldest to newest, or
 * newest first with `reverseOrder`; `allSize` adds the count of every message the room shows.
 */
export const roomChatHistoryQuerySchema = z.object({
  eventId: chatRoomRefSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(PageSize.chatHistory),
  lastMessageId: messageIdSchema.optional(),
  reverseOrder: flagInputSchema.default(false),
  allSize: flagInputSchema.default(false),
});
export type RoomChatHistoryQuery = z.output<typeof roomChatHistoryQuerySchema>;

/** A cursor page of messages (hasMore: older messages remain before the first of this page). */
export const roomChatPageSchema = z.object({
  list: z.array(roomChatMessageSchema),
  hasMore: z.boolean(),
  allSize: z.number().optional(),
});
export type RoomChatPage = z.infer<typeof roomChatPageSchema>;

/**
 * The history answer: a page, and the room's seq it is valid at (read before the page): the room frames
 * after it apply on top, so a page that a client loads while frames arrive loses none of them.
 */
export const roomChatHistoryAnswerSchema = roomChatPageSchema.extend({ seq: z.number().int().min(0) });
export type RoomChatHistoryAnswer = z.infer<typeof roomChatHistoryAnswerSchema>;

/** GET /api/chat/v1/user/blockedList: data.blockedList, the user ids blocked in the room's chat. */
export const roomChatBlockedListAnswerSchema = z.object({ blockedList: z.array(userIdSchema) });
export type RoomChatBlockedListAnswer = z.infer<typeof roomChatBlockedListAnswerSchema>;
