import type { FastifyRequest } from 'fastify';
import {
  boundedCoercedIntSchema,
  flagRoomRequestSchema,
  flagUserRequestSchema,
  reportRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { LiveViewer } from '../live/index.ts';
import type { FlagsService } from './flags.service.ts';

export interface FlagsRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: (caller: Caller, request: FastifyRequest) => LiveViewer;
}

const blockedListQuerySchema = flagRoomRequestSchema.extend({ page: boundedCoercedIntSchema(1).default(1) });

/** Reports and room blocks: /api/flag/v1/… (docs/decisions/flags.md; spec 001 §4 cya_flag). */
export function registerFlagsRoutes(
  router: ApiRouter,
  flags: FlagsService,
  { viewerOf }: FlagsRoutesOptions,
): void {
  router.post(
    '/api/flag/v1/report',
    { auth: 'any', body: reportRequestSchema },
    ({ caller, body, request }) => flags.report(viewerOf(caller, request), body),
  );
  router.post(
    '/api/flag/v1/blockUser',
    { auth: 'any', body: flagUserRequestSchema },
    ({ caller, body, request }) => flags.blockUser(viewerOf(caller, request), body),
  );
  router.post(
    '/api/flag/v1/unblockUser',
    { auth: 'any', body: flagUserRequestSchema },
    ({ caller, body, request }) => flags.unblockUser(viewerOf(caller, request), body),
  );
  router.get(
    '/api/flag/v1/blockedList',
    { auth: 'any', query: blockedListQuerySchema },
    ({ caller, query, request }) => flags.blockedList(viewerOf(caller, request), query.eventId, query.page),
  );
  router.post(
    '/api/flag/v1/closeEvent',
    { auth: 'any', body: flagRoomRequestSchema },
    ({ caller, body, request }) => flags.closeEvent(viewerOf(caller, request), body.eventId),
  );
}
