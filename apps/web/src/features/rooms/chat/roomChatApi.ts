import {
  PageSize,
  type Envelope,
  type RoomChatBlockRequest,
  type RoomChatHistoryAnswer,
  type RoomChatMessage,
} from '@limelight/protocol';
import { api, dataOf } from '../../../lib/api/index.ts';

/** The room chat paths (spec 001 §7 "Room chat"). */
const RoomChatPath = {
  Send: '/api/chat/v1/message/send',
  History: '/api/chat/v1/message/history',
  Remove: '/api/chat/v1/message/remove',
  Approve: '/api/chat/v1/message/approve',
  PendingList: '/api/chat/v1/message/pendingList',
  RemoveAll: '/api/chat/v1/message/delAll',
  Block: '/api/chat/v1/user/block',
  SlowMode: '/api/chat/v1/slowMode',
} as const;

/** The most messages waiting for approval a moderator's list loads at once. */
const pendingListSize = 100;

/** What the sender learns of a message: it, and whether it waits for a moderator. */
export type SentRoomChatMessage = RoomChatMessage & { pending: boolean };

/** Posts a message; the whole answer, since slow mode (12047) and blocks (12048) are shown by the box. */
export function sendRoomChatMessage(
  eventId: string,
  content: string,
): Promise<Envelope<SentRoomChatMessage | null>> {
  return api.post<SentRoomChatMessage | null>(RoomChatPath.Send, { eventId, content });
}

/** The page of messages before `lastMessageId` (the latest without it), oldest first; 5 a page (spec 001 §9). */
export function fetchRoomChatHistory(
  eventId: string,
  lastMessageId?: string,
): Promise<RoomChatHistoryAnswer> {
  return api
    .get<RoomChatHistoryAnswer>(RoomChatPath.History, {
      eventId,
      pageSize: PageSize.chatHistory,
      lastMessageId,
    })
    .then(dataOf);
}

/** The messages waiting for approval (moderators, strict moderation). */
export function fetchPendingMessages(eventId: string): Promise<RoomChatMessage[]> {
  return api
    .get<RoomChatHistoryAnswer>(RoomChatPath.PendingList, { eventId, pageSize: pendingListSize })
    .then(dataOf)
    .then((answer) => answer.list);
}

/** Removes a message (a moderator any, a sender their own). */
export function removeRoomChatMessage(eventId: string, id: string): Promise<unknown> {
  return api.post(RoomChatPath.Remove, { eventId, id }).then(dataOf);
}

/** A moderator lets a waiting message through. */
export function approveRoomChatMessage(eventId: string, id: string): Promise<unknown> {
  return api.post(RoomChatPath.Approve, { eventId, id }).then(dataOf);
}

/** A moderator clears the room's chat. */
export function removeAllRoomChatMessages(eventId: string): Promise<unknown> {
  return api.post(RoomChatPath.RemoveAll, { eventId }).then(dataOf);
}

/** A moderator blocks or unblocks a person in the room's chat. */
export function blockRoomChatUser(request: RoomChatBlockRequest): Promise<unknown> {
  return api.post(RoomChatPath.Block, request).then(dataOf);
}

/** A moderator sets slow mode: the seconds between two messages of one person (0: off). */
export function setRoomChatSlowMode(eventId: string, seconds: number): Promise<unknown> {
  return api.post(RoomChatPath.SlowMode, { eventId, seconds }).then(dataOf);
}
