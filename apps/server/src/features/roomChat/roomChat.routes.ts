import {
  roomChatBlockRequestSchema,
  roomChatHistoryQuerySchema,
  roomChatMessageRefRequestSchema,
  roomChatRoomRequestSchema,
  roomChatSendRequestSchema,
  roomChatSlowModeRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { liveRoutes, type LiveViewerOf } from '../live/index.ts';
import type { RoomChatService } from './roomChat.service.ts';

export interface RoomChatRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: LiveViewerOf;
}

/** spec 001 §7 "Room chat": /api/chat/v1/… (docs/decisions/room-chat.md). */
export function registerRoomChatRoutes(
  router: ApiRouter,
  chat: RoomChatService,
  { viewerOf }: RoomChatRoutesOptions,
): void {
  const live = liveRoutes(router, viewerOf);
  live.post('/api/chat/v1/message/send', roomChatSendRequestSchema, (viewer, body) =>
    chat.send(viewer, body),
  );
  live.post('/api/chat/v1/message/remove', roomChatMessageRefRequestSchema, (viewer, body) =>
    chat.remove(viewer, body),
  );
  live.post('/api/chat/v1/message/approve', roomChatMessageRefRequestSchema, (viewer, body) =>
    chat.approve(viewer, body),
  );
  live.post('/api/chat/v1/message/delAll', roomChatRoomRequestSchema, (viewer, body) =>
    chat.removeAll(viewer, body.eventId),
  );
  live.get('/api/chat/v1/message/history', roomChatHistoryQuerySchema, (viewer, query) =>
    chat.history(viewer, query),
  );
  live.get('/api/chat/v1/message/pendingList', roomChatHistoryQuerySchema, (viewer, query) =>
    chat.pendingList(viewer, query),
  );
  live.post('/api/chat/v1/user/block', roomChatBlockRequestSchema, (viewer, body) =>
    chat.block(viewer, body),
  );
  live.get('/api/chat/v1/user/blockedList', roomChatRoomRequestSchema, (viewer, query) =>
    chat.blockedList(viewer, query.eventId),
  );
  live.post('/api/chat/v1/slowMode', roomChatSlowModeRequestSchema, (viewer, body) =>
    chat.setSlowMode(viewer, body),
  );
}
