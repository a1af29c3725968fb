import { replaysCalls } from '@limelight/protocol/http';
import type { ApiRouter } from '../../platform/http/router.ts';
import { viewerOf, type Viewer } from '../events/index.ts';
import type { ReplaySpan, StageRecordingsService } from './stageRecordings.service.ts';

/**
 * Whether the viewer may watch a replay, and the span it plays (the replays feature); a refusal throws
 * the replay calls' codes (ReplayNotFound, Forbidden, RoomAgeRestricted).
 */
export type ReplayAccess = (
  viewer: Viewer,
  ref: { eventId: string; replayId?: string | undefined },
) => Promise<ReplaySpan>;

/** GET /api/replay/v1/streams: the stage's recorded streams of a replay the viewer may watch. */
export function registerStageRecordingsRoutes(
  router: ApiRouter,
  recordings: StageRecordingsService,
  options: { replayAccess: ReplayAccess; countryHeader: string },
): void {
  router.implement(replaysCalls.streams, async ({ caller, request, query }) => {
    const viewer = viewerOf(caller, request, { countryHeader: options.countryHeader });
    return recordings.streamsOf(await options.replayAccess(viewer, query));
  });
}
