import {
  addSubSdpRequestSchema,
  castRoomQuerySchema,
  castSubTokenQuerySchema,
  deviceTestRequestSchema,
  iceServersRequestSchema,
  modMuteRequestSchema,
  pubCloseRequestSchema,
  pubRegisterRequestSchema,
  resubRequestSchema,
  screenAcceptRequestSchema,
  screenListQuerySchema,
  screenRejectRequestSchema,
  streamStatusQuerySchema,
  subRegisterRequestSchema,
} from '@limelight/protocol';
import type { ApiRouter } from '../../platform/http/router.ts';
import { liveRoutes, type LiveViewerOf } from '../live/index.ts';
import type { MediaService } from './media.service.ts';
import type { ScreenShareService } from './screenShares.ts';

/**
 * spec 001 §7 Cast (the media rows), "Live-stage server interface" (turn) and "Shared content sync" (the
 * screen-share rows); docs/decisions/media.md.
 */
export function registerMediaRoutes(
  router: ApiRouter,
  media: MediaService,
  screens: ScreenShareService,
  viewerOf: LiveViewerOf,
): void {
  const live = liveRoutes(router, viewerOf);
  live.get('/api/cast/v1/subToken', castSubTokenQuerySchema, (viewer, query) =>
    media.subToken(viewer, query.eventId, query.tokenType),
  );
  live.get('/api/cast/v2/subToken', castRoomQuerySchema, (viewer, query) =>
    media.subToken(viewer, query.eventId, 'sub'),
  );
  live.get('/api/casta/v3/subToken', castRoomQuerySchema, (viewer, query) =>
    media.subTokenV3(viewer, query.eventId),
  );
  live.post('/api/cast/v1/pub/register', pubRegisterRequestSchema, (viewer, body) =>
    media.publish(viewer, body),
  );
  live.post('/api/cast/v1/pub/close', pubCloseRequestSchema, (viewer, body) =>
    media.unpublish(viewer, body.eventId, body.pubId),
  );
  live.post('/api/cast/v1/sub/register', subRegisterRequestSchema, (viewer, body) =>
    media.subscribe(viewer, body),
  );
  live.post('/api/cast/v1/addSubSDP', addSubSdpRequestSchema, (viewer, body) =>
    media.answerSubscription(viewer, body.eventId, body.subId, body.sdp),
  );
  live.post('/api/casta/v1/resub', resubRequestSchema, (viewer, body) =>
    media.resubscribe(viewer, body.eventId, body.userId),
  );
  live.get('/api/casta/v1/streamStatus', streamStatusQuerySchema, (viewer, query) =>
    media.streamStatus(viewer, query.eventId, query.userId),
  );
  live.post('/api/casta/v1/modmute', modMuteRequestSchema, (viewer, body) => media.modMute(viewer, body));
  live.post('/api/casta/v1/deviceTest', deviceTestRequestSchema, (viewer, body) =>
    media.deviceTest(viewer, body.sdp),
  );
  live.post('/api/turn/v1/getIceServers', iceServersRequestSchema, async (viewer) =>
    media.iceServers(viewer),
  );
  live.get('/api/sync/v2/screen/myList', screenListQuerySchema, (viewer, query) =>
    screens.myList(viewer, query),
  );
  live.get('/api/sync/v2/screen/publishList', screenListQuerySchema, (viewer, query) =>
    screens.publishList(viewer, query),
  );
  live.post('/api/sync/v2/screen/accept', screenAcceptRequestSchema, (viewer, body) =>
    screens.accept(viewer, body.eventId, body.screenShareID),
  );
  live.post('/api/sync/v2/screen/reject', screenRejectRequestSchema, (viewer, body) =>
    screens.reject(viewer, body.eventId, body.shareID),
  );
}
