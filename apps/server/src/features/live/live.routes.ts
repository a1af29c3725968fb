import { socketCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { LiveService } from './live.service.ts';
import { liveViewer, type LiveViewerOf } from './liveRoutes.ts';

export interface LiveRoutesOptions {
  /** Reads the viewer's country as the event pages do (the events feature's viewerOf). */
  viewerOf: LiveViewerOf;
}

/**
 * spec 001 §7 Socket: the token that opens `/ws/<token>` for an event's or a room's live page, and the
 * room's live state the page starts from.
 */
export function registerLiveRoutes(router: ApiRouter, live: LiveService, options: LiveRoutesOptions): void {
  const viewer = liveViewer(options.viewerOf);
  router.implement(socketCalls.getConnectionToken, (input) =>
    live.issueRoomToken(viewer(input), input.body.eventId),
  );
  router.implement(socketCalls.roomState, (input) => live.roomState(viewer(input), input.query.eventId));
}
