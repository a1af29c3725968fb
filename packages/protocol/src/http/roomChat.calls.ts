import { z } from 'zod';
import {
  roomChatBlockedListAnswerSchema,
  roomChatBlockRequestSchema,
  roomChatHistoryAnswerSchema,
  roomChatPageSchema,
  roomChatHistoryQuerySchema,
  roomChatMessageRefRequestSchema,
  roomChatQuestionRequestSchema,
  roomChatRoomRequestSchema,
  roomChatSendAnswerSchema,
  roomChatSendRequestSchema,
  roomChatSlowModeRequestSchema,
} from '../schemas/roomChat.ts';
import { textSchema } from '../schemas/text.ts';
import { roomChatMessageSchema, roomQuestionSchema } from '../socket/chat.ts';
import { defineCall } from './call.ts';
import { liveEntryCodes } from './liveEntry.ts';

const roomRef = z.object({ eventId: textSchema });

/** spec 001 §7 "Room chat": /api/chat/v1/… (docs/decisions/room-chat.md). */
export const roomChatCalls = {
  send: defineCall({
    method: 'POST',
    path: '/api/chat/v1/message/send',
    auth: 'any',
    body: roomChatSendRequestSchema,
    answer: roomChatSendAnswerSchema,
    codes: [
      ...liveEntryCodes,
      'ChatTurnedOff',
      'ChatUserBlocked',
      'SlowMode',
      'TryAgainLater',
      'LoginRequired',
    ],
    summary:
      "Sends a message to the room's chat (held for a moderator under strict moderation); at most ChatRate (10 in 10 s) per sender.",
  }),
  remove: defineCall({
    method: 'POST',
    path: '/api/chat/v1/message/remove',
    auth: 'any',
    body: roomChatMessageRefRequestSchema,
    answer: z.object({ id: textSchema }),
    codes: [...liveEntryCodes, 'ChatMessageNotFound'],
    summary: 'The sender or a moderator removes a message.',
  }),
  approve: defineCall({
    method: 'POST',
    path: '/api/chat/v1/message/approve',
    auth: 'any',
    body: roomChatMessageRefRequestSchema,
    answer: roomChatMessageSchema,
    codes: [...liveEntryCodes, 'ChatMessageNotFound', 'Conflict'],
    summary: 'A moderator lets a waiting message through.',
  }),
  question: defineCall({
    method: 'POST',
    path: '/api/chat/v1/message/question',
    auth: 'any',
    body: roomChatQuestionRequestSchema,
    answer: roomQuestionSchema.extend({ isQuestion: z.boolean() }),
    codes: [...liveEntryCodes, 'ChatMessageNotFound'],
    summary: 'A moderator marks a message as a question, answers or pins it, or takes it off the questions.',
  }),
  delAll: defineCall({
    method: 'POST',
    path: '/api/chat/v1/message/delAll',
    auth: 'any',
    body: roomChatRoomRequestSchema,
    answer: roomRef,
    codes: liveEntryCodes,
    summary: "A moderator clears the room's chat.",
  }),
  history: defineCall({
    method: 'GET',
    path: '/api/chat/v1/message/history',
    auth: 'any',
    query: roomChatHistoryQuerySchema,
    answer: roomChatHistoryAnswerSchema,
    codes: liveEntryCodes,
    summary: 'A page of the messages everyone sees, older ones before a cursor.',
  }),
  pendingList: defineCall({
    method: 'GET',
    path: '/api/chat/v1/message/pendingList',
    auth: 'any',
    query: roomChatHistoryQuerySchema,
    answer: roomChatPageSchema,
    codes: liveEntryCodes,
    summary: 'A page of the messages waiting for a moderator.',
  }),
  block: defineCall({
    method: 'POST',
    path: '/api/chat/v1/user/block',
    auth: 'any',
    body: roomChatBlockRequestSchema,
    answer: z.object({ eventId: textSchema, operatedUserId: textSchema, isBlock: z.boolean() }),
    codes: liveEntryCodes,
    summary: "A moderator blocks a person from the room's chat, or lifts the block.",
  }),
  blockedList: defineCall({
    method: 'GET',
    path: '/api/chat/v1/user/blockedList',
    auth: 'any',
    query: roomChatRoomRequestSchema,
    answer: roomChatBlockedListAnswerSchema,
    codes: liveEntryCodes,
    summary: "The people blocked in the room's chat.",
  }),
  slowMode: defineCall({
    method: 'POST',
    path: '/api/chat/v1/slowMode',
    auth: 'any',
    body: roomChatSlowModeRequestSchema,
    answer: z.object({ eventId: textSchema, seconds: z.number() }),
    codes: liveEntryCodes,
    summary: "A moderator sets the chat's slow mode.",
  }),
} as const;
