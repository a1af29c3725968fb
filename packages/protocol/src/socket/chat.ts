import { z } from 'zod';
import { textSchema } from '../schemas/text.ts';
import { serverCommand, twoWayCommand } from './command.ts';
import {
  frameEventIdSchema,
  frameUserIdSchema,
  isoTimeSchema,
  personSchema,
  socketIdSchema,
} from './fields.ts';

/** cya_chat commands: room chat (spec 001 §4). */
export const ChatCommand = {
  /** A client posts a message; everyone hears of it (or the moderators first, with chatModApprove). */
  SendMessage: 'sendMessage',
  RemoveMessage: 'removeMessage',
  BlockUser: 'blockUser',
  UnblockUser: 'unblockUser',
  /** To the moderators: a message waits for approval (strict chat moderation). */
  NewMessageApprove: 'newMessageApprove',
  /** To the moderators: a waiting message was approved or removed; it leaves their list. */
  ApprovedMessageRemove: 'approvedMessageRemove',
  /** Added: a moderator cleared the room's chat (POST /chat/v1/message/delAll). */
  RemoveAllMessages: 'removeAllMessages',
  /** Added: a moderator set slow mode, the seconds a person waits between two messages (0: off). */
  SlowMode: 'slowMode',
  /**
   * Added (spec 001 §6 "mark as question"): a moderator marked a message as a question, answered or
   * pinned it, or took it off the questions (docs/decisions/room-chat.md "Questions").
   */
  Question: 'question',
} as const;

/** The slow-mode intervals a moderator may choose, in seconds (0: off), as Discord offers them. */
export const chatSlowModeSeconds = [0, 5, 10, 30, 60, 120, 300] as const;

/** The longest room chat message (the spec shows none; contact messages allow 4000). */
export const maxRoomChatChars = 2000;

/** cya_chat sendMessage from a client: the body of POST /chat/v1/message/send. */
export const sendMessageRequestSchema = z.object({
  eventId: frameEventIdSchema,
  content: textSchema.trim().min(1).max(maxRoomChatChars),
});

/**
 * A room chat message (spec 001 §3: id, eventId, content, approveUserId, oldMessageId, isRoom 1), with
 * its sender and time. An approved message names its approver and the id it had while waiting.
 */
export const roomChatMessageSchema = z.object({
  id: socketIdSchema,
  eventId: frameEventIdSchema,
  content: textSchema.max(maxRoomChatChars),
  isRoom: z.literal(1),
  sender: personSchema,
  createdAt: isoTimeSchema,
  approveUserId: frameUserIdSchema.nullable().optional(),
  oldMessageId: socketIdSchema.nullable().optional(),
});
export type RoomChatMessage = z.infer<typeof roomChatMessageSchema>;

/** cya_chat removeMessage, approvedMessageRemove: which message. */
export const chatMessageRefSchema = z.object({ id: socketIdSchema, eventId: frameEventIdSchema });
/** cya_chat blockUser, unblockUser (spec 001 §3 blocked user: operatedUserId). */
export const chatBlockPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  operatedUserId: frameUserIdSchema,
});

/** cya_chat removeAllMessages: the room whose chat was cleared. */
export const removeAllMessagesPayloadSchema = z.object({ eventId: frameEventIdSchema });
/** cya_chat slowMode: the seconds between two messages of one person (moderators are exempt). */
export const slowModePayloadSchema = z.object({
  eventId: frameEventIdSchema,
  seconds: z.union(chatSlowModeSeconds.map((seconds) => z.literal(seconds))),
});
export type SlowModePayload = z.infer<typeof slowModePayloadSchema>;

/** The most questions a room keeps; marking one more drops the oldest answered, then the oldest. */
export const maxRoomQuestions = 50;

/** A chat message a moderator marked as a question: the message, whether it was answered, whether pinned. */
export const roomQuestionSchema = z.object({
  message: roomChatMessageSchema,
  isAnswered: z.boolean(),
  isPinned: z.boolean(),
});
export type RoomQuestion = z.infer<typeof roomQuestionSchema>;

/** cya_chat question: the question as it is now, or `isQuestion: false` when taken off the questions. */
export const questionPayloadSchema = roomQuestionSchema.extend({
  eventId: frameEventIdSchema,
  isQuestion: z.boolean(),
});
export type QuestionPayload = z.infer<typeof questionPayloadSchema>;

export const chatCommands = {
  [ChatCommand.SendMessage]: twoWayCommand('room', {
    toServer: sendMessageRequestSchema,
    toClient: roomChatMessageSchema,
  }),
  [ChatCommand.RemoveMessage]: serverCommand('room', chatMessageRefSchema),
  [ChatCommand.BlockUser]: serverCommand('room', chatBlockPayloadSchema),
  [ChatCommand.UnblockUser]: serverCommand('room', chatBlockPayloadSchema),
  [ChatCommand.NewMessageApprove]: serverCommand('addressed', roomChatMessageSchema),
  [ChatCommand.ApprovedMessageRemove]: serverCommand('addressed', chatMessageRefSchema),
  [ChatCommand.RemoveAllMessages]: serverCommand('room', removeAllMessagesPayloadSchema),
  [ChatCommand.SlowMode]: serverCommand('room', slowModePayloadSchema),
  [ChatCommand.Question]: serverCommand('room', questionPayloadSchema),
} as const;
