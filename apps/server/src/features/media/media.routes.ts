import { mediaCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { liveViewer, type LiveViewerOf } from '../live/index.ts';
import type { MediaService } from './media.service.ts';
import type { ScreenShareService } from './screenShares.ts';

/**
 * The media group of the HTTP contract (packages/protocol/src/http/media.calls.ts): spec 001 §7 Cast (the
 * media rows), "Live-stage server interface" (turn) and the screen-share rows; docs/decisions/media.md.
 */
export function registerMediaRoutes(
  router: ApiRouter,
  media: MediaService,
  screens: ScreenShareService,
  viewerOf: LiveViewerOf,
): void {
  const viewer = liveViewer(viewerOf);
  router.implement(mediaCalls.subToken, (input) =>
    media.subToken(viewer(input), input.query.eventId, input.query.tokenType),
  );
  router.implement(mediaCalls.subTokenV2, (input) =>
    media.subToken(viewer(input), input.query.eventId, 'sub'),
  );
  router.implement(mediaCalls.subTokenV3, (input) => media.subTokenV3(viewer(input), input.query.eventId));
  router.implement(mediaCalls.pubRegister, (input) => media.publish(viewer(input), input.body));
  router.implement(mediaCalls.pubClose, (input) =>
    media.unpublish(viewer(input), input.body.eventId, input.body.pubId),
  );
  router.implement(mediaCalls.subRegister, (input) => media.subscribe(viewer(input), input.body));
  router.implement(mediaCalls.addSubSdp, (input) =>
    media.answerSubscription(viewer(input), input.body.eventId, input.body.subId, input.body.sdp),
  );
  router.implement(mediaCalls.resub, (input) =>
    media.resubscribe(viewer(input), input.body.eventId, input.body.userId),
  );
  router.implement(mediaCalls.streamStatus, (input) =>
    media.streamStatus(viewer(input), input.query.eventId, input.query.userId),
  );
  router.implement(mediaCalls.modMute, (input) => media.modMute(viewer(input), input.body));
  router.implement(mediaCalls.deviceTest, (input) => media.deviceTest(viewer(input), input.body.sdp));
  router.implement(mediaCalls.getIceServers, async (input) => media.iceServers(viewer(input)));
  router.implement(mediaCalls.screenMyList, (input) => screens.myList(viewer(input), input.query));
  router.implement(mediaCalls.screenPublishList, (input) => screens.publishList(viewer(input), input.query));
  router.implement(mediaCalls.screenAccept, (input) =>
    screens.accept(viewer(input), input.body.eventId, input.body.screenShareID),
  );
  router.implement(mediaCalls.screenReject, (input) =>
    screens.reject(viewer(input), input.body.eventId, input.body.shareID),
  );
}
