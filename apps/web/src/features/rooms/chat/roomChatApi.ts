import {
  PageSize,
  type Envelope,
  type RoomChatBlockRequest,
  type RoomChatHistoryAnswer,
  type RoomChatMessage,
  type RoomChatQuestionRequest,
  type RoomChatSendAnswer,
} from '@limelight/protocol';
import { roomChatCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../../lib/api/index.ts';

/** The most messages waiting for approval a moderator's list loads at once. */
const pendingListSize = 100;

/** What the sender learns of a message: it, and whether it waits for a moderator. */
export type SentRoomChatMessage = RoomChatSendAnswer;

/** Posts a message; the whole answer, since slow mode (12047) and blocks (12048) are shown by the box. */
export function sendRoomChatMessage(
  eventId: string,
  content: string,
): Promise<Envelope<SentRoomChatMessage>> {
  return api.call(roomChatCalls.send, { body: { eventId, content } });
}

/** The page of messages before `lastMessageId` (the latest without it), oldest first; 5 a page (spec 001 §9). */
export function fetchRoomChatHistory(
  eventId: string,
  lastMessageId?: string,
): Promise<RoomChatHistoryAnswer> {
  return api
    .call(roomChatCalls.history, { query: { eventId, pageSize: PageSize.chatHistory, lastMessageId } })
    .then(dataOf);
}

/** The messages waiting for approval (moderators, strict moderation). */
export function fetchPendingMessages(eventId: string): Promise<RoomChatMessage[]> {
  return api
    .call(roomChatCalls.pendingList, { query: { eventId, pageSize: pendingListSize } })
    .then(dataOf)
    .then((answer) => answer.list);
}

/** Removes a message (a moderator any, a sender their own). */
export function removeRoomChatMessage(eventId: string, id: string): Promise<unknown> {
  return api.call(roomChatCalls.remove, { body: { eventId, id } }).then(dataOf);
}

/** A moderator lets a waiting message through. */
export function approveRoomChatMessage(eventId: string, id: string): Promise<unknown> {
  return api.call(roomChatCalls.approve, { body: { eventId, id } }).then(dataOf);
}

/** A moderator marks a message as a question, answers or pins it, or takes it off the questions. */
export function setRoomChatQuestion(request: RoomChatQuestionRequest): Promise<unknown> {
  return api.call(roomChatCalls.question, { body: request }).then(dataOf);
}

/** A moderator clears the room's chat. */
export function removeAllRoomChatMessages(eventId: string): Promise<unknown> {
  return api.call(roomChatCalls.delAll, { body: { eventId } }).then(dataOf);
}

/** A moderator blocks or unblocks a person in the room's chat. */
export function blockRoomChatUser(request: RoomChatBlockRequest): Promise<unknown> {
  return api.call(roomChatCalls.block, { body: request }).then(dataOf);
}

/** A moderator sets slow mode: the seconds between two messages of one person (0: off). */
export function setRoomChatSlowMode(eventId: string, seconds: number): Promise<unknown> {
  return api.call(roomChatCalls.slowMode, { body: { eventId, seconds } }).then(dataOf);
}
