import { roomChatCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { liveViewer, type LiveViewerOf } from '../live/index.ts';
import type { RoomChatService } from './roomChat.service.ts';

export interface RoomChatRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: LiveViewerOf;
}

/** The room chat group of the HTTP contract (packages/protocol/src/http/roomChat.calls.ts). */
export function registerRoomChatRoutes(
  router: ApiRouter,
  chat: RoomChatService,
  { viewerOf }: RoomChatRoutesOptions,
): void {
  const viewer = liveViewer(viewerOf);
  router.implement(roomChatCalls.send, (input) => chat.send(viewer(input), input.body));
  router.implement(roomChatCalls.remove, (input) => chat.remove(viewer(input), input.body));
  router.implement(roomChatCalls.approve, (input) => chat.approve(viewer(input), input.body));
  router.implement(roomChatCalls.question, (input) => chat.question(viewer(input), input.body));
  router.implement(roomChatCalls.delAll, (input) => chat.removeAll(viewer(input), input.body.eventId));
  router.implement(roomChatCalls.history, (input) => chat.history(viewer(input), input.query));
  router.implement(roomChatCalls.pendingList, (input) => chat.pendingList(viewer(input), input.query));
  router.implement(roomChatCalls.block, (input) => chat.block(viewer(input), input.body));
  router.implement(roomChatCalls.blockedList, (input) =>
    chat.blockedList(viewer(input), input.query.eventId),
  );
  router.implement(roomChatCalls.slowMode, (input) => chat.setSlowMode(viewer(input), input.body));
}
