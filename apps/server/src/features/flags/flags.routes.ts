import { flagsCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { liveViewer, type LiveViewerOf } from '../live/index.ts';
import type { FlagsService } from './flags.service.ts';

export interface FlagsRoutesOptions {
  /** Reads the viewer's country as the live pages do. */
  viewerOf: LiveViewerOf;
}

/** Reports and room blocks: the flags group of the HTTP contract (packages/protocol/src/http/flags.calls.ts). */
export function registerFlagsRoutes(
  router: ApiRouter,
  flags: FlagsService,
  { viewerOf }: FlagsRoutesOptions,
): void {
  const viewer = liveViewer(viewerOf);
  router.implement(flagsCalls.report, (input) => flags.report(viewer(input), input.body));
  router.implement(flagsCalls.blockUser, (input) => flags.blockUser(viewer(input), input.body));
  router.implement(flagsCalls.unblockUser, (input) => flags.unblockUser(viewer(input), input.body));
  router.implement(flagsCalls.blockedList, (input) =>
    flags.blockedList(viewer(input), input.query.eventId, input.query.page),
  );
  router.implement(flagsCalls.closeEvent, (input) => flags.closeEvent(viewer(input), input.body.eventId));
}
