import type { FastifyRequest } from 'fastify';
import {
  Messages,
  UploadLimit,
  syncAssetUploadFieldsSchema,
  syncAssetsDelRequestSchema,
  syncAssetsListQuerySchema,
  syncContentAddRequestSchema,
  syncContentCheckRequestSchema,
  syncContentDelRequestSchema,
  syncContentListQuerySchema,
  syncContentListUpdateRequestSchema,
  syncContentUpdateRequestSchema,
  syncControlRequestSchema,
  syncPlayRequestSchema,
  syncPublishRequestSchema,
  syncRecordingRequestSchema,
  syncRoomRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { openUploadedFile } from '../../platform/http/upload.ts';
import type { Caller } from '../../platform/auth/tokens.ts';
import type { LiveViewer } from '../live/index.ts';
import type { RoomSyncService } from './roomSync.service.ts';

export interface RoomSyncRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: (caller: Caller, request: FastifyRequest) => LiveViewer;
}

const uploadsPerMinute = 30;
/** The largest asset file (a video); each kind's own limit is checked as the file is stored. */
const maxAssetBytes = Math.max(UploadLimit.imageMaxBytes, UploadLimit.videoMaxBytes, UploadLimit.pdfMaxBytes);

/**
 * spec 001 §7 "Shared content sync": /api/sync/… (docs/decisions/room-sync.md). The screen-share lists
 * (screen/myList, publishList, accept, reject) belong to the stage (issue 12).
 */
export function registerRoomSyncRoutes(
  router: ApiRouter,
  sync: RoomSyncService,
  { viewerOf }: RoomSyncRoutesOptions,
): void {
  router.get(
    '/api/sync/v2/state',
    { auth: 'any', query: syncRoomRequestSchema },
    ({ caller, query, request }) => sync.state(viewerOf(caller, request), query.eventId),
  );
  router.post(
    '/api/sync/v2/play',
    { auth: 'any', body: syncPlayRequestSchema },
    ({ caller, body, request }) => sync.play(viewerOf(caller, request), body),
  );
  router.post(
    '/api/sync/v1/control',
    { auth: 'any', body: syncControlRequestSchema },
    ({ caller, body, request }) =>
      sync.setFlag(viewerOf(caller, request), body.eventId, 'control', body.control),
  );
  router.post(
    '/api/sync/v2/publish',
    { auth: 'any', body: syncPublishRequestSchema },
    ({ caller, body, request }) =>
      sync.setFlag(viewerOf(caller, request), body.eventId, 'publish', body.publish),
  );
  router.post(
    '/api/sync/v2/recording',
    { auth: 'any', body: syncRecordingRequestSchema },
    ({ caller, body, request }) =>
      sync.setFlag(viewerOf(caller, request), body.eventId, 'recording', body.recording),
  );
  router.post(
    '/api/sync/v2/resync',
    { auth: 'any', body: syncRoomRequestSchema },
    ({ caller, body, request }) => sync.resync(viewerOf(caller, request), body.eventId),
  );
  router.post(
    '/api/sync/v2/content/add',
    { auth: 'any', body: syncContentAddRequestSchema },
    ({ caller, body, request }) => sync.add(viewerOf(caller, request), body),
  );
  router.post(
    '/api/sync/v2/content/update',
    { auth: 'any', body: syncContentUpdateRequestSchema },
    ({ caller, body, request }) => sync.update(viewerOf(caller, request), body),
  );
  router.post(
    '/api/sync/v2/content/del',
    { auth: 'any', body: syncContentDelRequestSchema },
    ({ caller, body, request }) => sync.del(viewerOf(caller, request), body.eventId, body.contentId),
  );
  router.post(
    '/api/sync/v2/content/listUpdate',
    { auth: 'any', body: syncContentListUpdateRequestSchema },
    ({ caller, body, request }) => sync.reorder(viewerOf(caller, request), body),
  );
  router.post(
    '/api/sync/v2/content/delAll',
    { auth: 'any', body: syncRoomRequestSchema },
    ({ caller, body, request }) => sync.delAll(viewerOf(caller, request), body.eventId),
  );
  router.get(
    '/api/sync/v2/content/list',
    { auth: 'any', query: syncContentListQuerySchema },
    ({ caller, query, request }) => sync.list(viewerOf(caller, request), query),
  );
  router.post(
    '/api/sync/v2/contentCheck',
    { auth: 'any', body: syncContentCheckRequestSchema },
    ({ caller, body, request }) => sync.check(viewerOf(caller, request), body),
  );
  router.get(
    '/api/sync/v2/assets/list',
    { auth: 'any', query: syncAssetsListQuerySchema },
    ({ caller, query, request }) => sync.assets(viewerOf(caller, request), query),
  );
  router.post(
    '/api/sync/v2/assets/del',
    { auth: 'any', body: syncAssetsDelRequestSchema },
    ({ caller, body, request }) =>
      sync.delAssets(viewerOf(caller, request), body.eventId, body.contents, body.delS3),
  );
  // Multipart: the form fields eventId, type and name come before the file part.
  router.post(
    '/api/sync/v2/assets/upload',
    { auth: 'member', rateLimitPerMinute: uploadsPerMinute },
    async ({ caller, request }) => {
      const upload = await openUploadedFile(request, maxAssetBytes, Messages.uploadKindNotAccepted);
      try {
        const fields = syncAssetUploadFieldsSchema.parse(upload.fields);
        return await sync.upload(viewerOf(caller, request), fields, upload.stream);
      } finally {
        await upload.discard();
      }
    },
  );
}
