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
  syncPostRequestSchema,
  syncPublishRequestSchema,
  syncRecordingRequestSchema,
  syncRoomRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { openUploadedFile } from '../../platform/http/upload.ts';
import { liveRoutes, type LiveViewerOf } from '../live/index.ts';
import type { RoomSyncService } from './roomSync.service.ts';

export interface RoomSyncRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: LiveViewerOf;
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
  const live = liveRoutes(router, viewerOf);
  live.get('/api/sync/v2/state', syncRoomRequestSchema, (viewer, query) => sync.state(viewer, query.eventId));
  live.post('/api/sync/v2/play', syncPlayRequestSchema, (viewer, body) => sync.play(viewer, body));
  live.post('/api/sync/v1/control', syncControlRequestSchema, (viewer, body) =>
    sync.setFlag(viewer, body.eventId, 'control', body.control),
  );
  live.post('/api/sync/v2/publish', syncPublishRequestSchema, (viewer, body) =>
    sync.setFlag(viewer, body.eventId, 'publish', body.publish),
  );
  live.post('/api/sync/v2/recording', syncRecordingRequestSchema, (viewer, body) =>
    sync.setFlag(viewer, body.eventId, 'recording', body.recording),
  );
  live.post('/api/sync/v2/resync', syncRoomRequestSchema, (viewer, body) =>
    sync.resync(viewer, body.eventId),
  );
  live.post('/api/sync/v2/post', syncPostRequestSchema, (viewer, body) => sync.pinPost(viewer, body));
  live.post('/api/sync/v2/post/del', syncRoomRequestSchema, (viewer, body) =>
    sync.removePost(viewer, body.eventId),
  );
  live.post('/api/sync/v2/content/add', syncContentAddRequestSchema, (viewer, body) =>
    sync.add(viewer, body),
  );
  live.post('/api/sync/v2/content/update', syncContentUpdateRequestSchema, (viewer, body) =>
    sync.update(viewer, body),
  );
  live.post('/api/sync/v2/content/del', syncContentDelRequestSchema, (viewer, body) =>
    sync.del(viewer, body.eventId, body.contentId),
  );
  live.post('/api/sync/v2/content/listUpdate', syncContentListUpdateRequestSchema, (viewer, body) =>
    sync.reorder(viewer, body),
  );
  live.post('/api/sync/v2/content/delAll', syncRoomRequestSchema, (viewer, body) =>
    sync.delAll(viewer, body.eventId),
  );
  live.get('/api/sync/v2/content/list', syncContentListQuerySchema, (viewer, query) =>
    sync.list(viewer, query),
  );
  live.post('/api/sync/v2/contentCheck', syncContentCheckRequestSchema, (viewer, body) =>
    sync.check(viewer, body),
  );
  live.get('/api/sync/v2/assets/list', syncAssetsListQuerySchema, (viewer, query) =>
    sync.assets(viewer, query),
  );
  live.post('/api/sync/v2/assets/del', syncAssetsDelRequestSchema, (viewer, body) =>
    sync.delAssets(viewer, body.eventId, body.contents, body.delS3),
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
