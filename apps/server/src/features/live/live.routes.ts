import { connectionTokenRequestSchema, roomStateQuerySchema } from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { FastifyRequest } from 'fastify';
import type { LiveService, LiveViewer } from './live.service.ts';
import type { Caller } from '../../platform/auth/tokens.ts';

export interface LiveRoutesOptions {
  /** Reads the viewer's country as the event pages do (the events feature's viewerOf). */
  viewerOf: (caller: Caller, request: FastifyRequest) => LiveViewer;
}

/**
 * spec 001 §7 Socket: the token that opens `/ws/<token>` for an event's or a room's live page, and the
 * room's live state the page starts from.
 */
export function registerLiveRoutes(router: ApiRouter, live: LiveService, options: LiveRoutesOptions): void {
  router.post(
    '/api/socket/v1/getConnectionToken',
    { auth: 'any', body: connectionTokenRequestSchema },
    ({ caller, body, request }) => live.issueRoomToken(options.viewerOf(caller, request), body.eventId),
  );
  router.get(
    '/api/socket/v1/roomState',
    { auth: 'any', query: roomStateQuerySchema },
    ({ caller, query, request }) => live.roomState(options.viewerOf(caller, request), query.eventId),
  );
}
