import { connectionTokenRequestSchema, roomStateQuerySchema } from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { LiveService } from './live.service.ts';
import { liveRoutes, type LiveViewerOf } from './liveRoutes.ts';

export interface LiveRoutesOptions {
  /** Reads the viewer's country as the event pages do (the events feature's viewerOf). */
  viewerOf: LiveViewerOf;
}

/**
 * spec 001 §7 Socket: the token that opens `/ws/<token>` for an event's or a room's live page, and the
 * room's live state the page starts from.
 */
export function registerLiveRoutes(router: ApiRouter, live: LiveService, options: LiveRoutesOptions): void {
  const routes = liveRoutes(router, options.viewerOf);
  routes.post('/api/socket/v1/getConnectionToken', connectionTokenRequestSchema, (viewer, body) =>
    live.issueRoomToken(viewer, body.eventId),
  );
  routes.get('/api/socket/v1/roomState', roomStateQuerySchema, (viewer, query) =>
    live.roomState(viewer, query.eventId),
  );
}
