import type { FastifyRequest } from 'fastify';
import {
  roomChatBlockRequestSchema,
  roomChatHistoryQuerySchema,
  roomChatMessageRefRequestSchema,
  roomChatRoomRequestSchema,
  roomChatSendRequestSchema,
  roomChatSlowModeRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { LiveViewer } from '../live/index.ts';
import type { RoomChatService } from './roomChat.service.ts';

export interface RoomChatRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: (caller: Caller, request: FastifyRequest) => LiveViewer;
}

/** spec 001 §7 "Room chat": /api/chat/v1/… (docs/decisions/room-chat.md). */
export function registerRoomChatRoutes(
  router: ApiRouter,
  chat: RoomChatService,
  { viewerOf }: RoomChatRoutesOptions,
): void {
  router.post(
    '/api/chat/v1/message/send',
    { auth: 'any', body: roomChatSendRequestSchema },
    ({ caller, body, request }) => chat.send(viewerOf(caller, request), body),
  );
  router.post(
    '/api/chat/v1/message/remove',
    { auth: 'any', body: roomChatMessageRefRequestSchema },
    ({ caller, body, request }) => chat.remove(viewerOf(caller, request), body),
  );
  router.post(
    '/api/chat/v1/message/approve',
    { auth: 'any', body: roomChatMessageRefRequestSchema },
    ({ caller, body, request }) => chat.approve(viewerOf(caller, request), body),
  );
  router.post(
    '/api/chat/v1/message/delAll',
    { auth: 'any', body: roomChatRoomRequestSchema },
    ({ caller, body, request }) => chat.removeAll(viewerOf(caller, request), body.eventId),
  );
  router.get(
    '/api/chat/v1/message/history',
    { auth: 'any', query: roomChatHistoryQuerySchema },
    ({ caller, query, request }) => chat.history(viewerOf(caller, request), query),
  );
  router.get(
    '/api/chat/v1/message/pendingList',
    { auth: 'any', query: roomChatHistoryQuerySchema },
    ({ caller, query, request }) => chat.pendingList(viewerOf(caller, request), query),
  );
  router.post(
    '/api/chat/v1/user/block',
    { auth: 'any', body: roomChatBlockRequestSchema },
    ({ caller, body, request }) => chat.block(viewerOf(caller, request), body),
  );
  router.get(
    '/api/chat/v1/user/blockedList',
    { auth: 'any', query: roomChatRoomRequestSchema },
    ({ caller, query, request }) => chat.blockedList(viewerOf(caller, request), query.eventId),
  );
  router.post(
    '/api/chat/v1/slowMode',
    { auth: 'any', body: roomChatSlowModeRequestSchema },
    ({ caller, body, request }) => chat.setSlowMode(viewerOf(caller, request), body),
  );
}
