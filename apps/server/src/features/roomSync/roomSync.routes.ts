import { Messages, UploadLimit, syncAssetUploadFieldsSchema } from '@limelight/protocol';
import { roomSyncCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { openUploadedFile } from '../../platform/http/upload.ts';
import { liveViewer, type LiveViewerOf } from '../live/index.ts';
import type { RoomSyncService } from './roomSync.service.ts';

export interface RoomSyncRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: LiveViewerOf;
}

/** The largest asset file (a video); each kind's own limit is checked as the file is stored. */
const maxAssetBytes = Math.max(UploadLimit.imageMaxBytes, UploadLimit.videoMaxBytes, UploadLimit.pdfMaxBytes);

/**
 * The shared content group of the HTTP contract (packages/protocol/src/http/roomSync.calls.ts;
 * docs/decisions/room-sync.md). The screen-share lists belong to the stage's media group.
 */
export function registerRoomSyncRoutes(
  router: ApiRouter,
  sync: RoomSyncService,
  { viewerOf }: RoomSyncRoutesOptions,
): void {
  const viewer = liveViewer(viewerOf);
  const calls = roomSyncCalls;
  router.implement(calls.state, (input) => sync.state(viewer(input), input.query.eventId));
  router.implement(calls.play, (input) => sync.play(viewer(input), input.body));
  router.implement(calls.control, (input) =>
    sync.setFlag(viewer(input), input.body.eventId, 'control', input.body.control),
  );
  router.implement(calls.publish, (input) =>
    sync.setFlag(viewer(input), input.body.eventId, 'publish', input.body.publish),
  );
  router.implement(calls.recording, (input) =>
    sync.setFlag(viewer(input), input.body.eventId, 'recording', input.body.recording),
  );
  router.implement(calls.resync, (input) => sync.resync(viewer(input), input.body.eventId));
  router.implement(calls.post, (input) => sync.pinPost(viewer(input), input.body));
  router.implement(calls.postDel, (input) => sync.removePost(viewer(input), input.body.eventId));
  router.implement(calls.contentAdd, (input) => sync.add(viewer(input), input.body));
  router.implement(calls.contentUpdate, (input) => sync.update(viewer(input), input.body));
  router.implement(calls.contentDel, (input) =>
    sync.del(viewer(input), input.body.eventId, input.body.contentId),
  );
  router.implement(calls.contentListUpdate, (input) => sync.reorder(viewer(input), input.body));
  router.implement(calls.contentDelAll, (input) => sync.delAll(viewer(input), input.body.eventId));
  router.implement(calls.contentList, (input) => sync.list(viewer(input), input.query));
  router.implement(calls.contentCheck, (input) => sync.check(viewer(input), input.body));
  router.implement(calls.assetsList, (input) => sync.assets(viewer(input), input.query));
  router.implement(calls.assetsDel, (input) =>
    sync.delAssets(viewer(input), input.body.eventId, input.body.contents, input.body.delS3),
  );
  // Multipart: the form fields eventId, type and name come before the file part.
  router.implement(calls.assetsUpload, async (input) => {
    const upload = await openUploadedFile(input.request, maxAssetBytes, Messages.uploadKindNotAccepted);
    try {
      const fields = syncAssetUploadFieldsSchema.parse(upload.fields);
      return await sync.upload(viewer(input), fields, upload.stream);
    } finally {
      await upload.discard();
    }
  });
}
