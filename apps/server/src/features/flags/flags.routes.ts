import {
  boundedCoercedIntSchema,
  flagRoomRequestSchema,
  flagUserRequestSchema,
  reportRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { liveRoutes, type LiveViewerOf } from '../live/index.ts';
import type { FlagsService } from './flags.service.ts';

export interface FlagsRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: LiveViewerOf;
}

const blockedListQuerySchema = flagRoomRequestSchema.extend({ page: boundedCoercedIntSchema(1).default(1) });

/** Reports and room blocks: /api/flag/v1/… (docs/decisions/flags.md; spec 001 §4 cya_flag). */
export function registerFlagsRoutes(
  router: ApiRouter,
  flags: FlagsService,
  { viewerOf }: FlagsRoutesOptions,
): void {
  const live = liveRoutes(router, viewerOf);
  live.post('/api/flag/v1/report', reportRequestSchema, (viewer, body) => flags.report(viewer, body));
  live.post('/api/flag/v1/blockUser', flagUserRequestSchema, (viewer, body) => flags.blockUser(viewer, body));
  live.post('/api/flag/v1/unblockUser', flagUserRequestSchema, (viewer, body) =>
    flags.unblockUser(viewer, body),
  );
  live.get('/api/flag/v1/blockedList', blockedListQuerySchema, (viewer, query) =>
    flags.blockedList(viewer, query.eventId, query.page),
  );
  live.post('/api/flag/v1/closeEvent', flagRoomRequestSchema, (viewer, body) =>
    flags.closeEvent(viewer, body.eventId),
  );
}
