import { codeCatalogue } from '@limelight/protocol';
import { replaysCalls } from '@limelight/protocol/http';
import { ApiError } from '../../platform/http/apiError.ts';
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

/** Refusals of an event one may not see: its replay is not found. */
const unseen = new Set(
  [codeCatalogue.NotFound, codeCatalogue.PrivateEvent, codeCatalogue.PrivateEventNotInvited].map(
    (entry) => entry.code,
  ),
);

/**
 * The access of an event's whole replay through the events feature (its live page's entry, after its end
 * too), with the replay calls' codes: age stays age, any other refusal of entry is Forbidden, an event one
 * may not see is ReplayNotFound. A named replay (`replayId`) is the replays feature's: until it answers
 * for its replays, none is found.
 */
export function replayAccessOf(
  replayEntryOf: (eventRef: string, viewer: Viewer) => Promise<ReplaySpan>,
): ReplayAccess {
  return async (viewer, ref) => {
    if (ref.replayId !== undefined) throw new ApiError('ReplayNotFound');
    return replayEntryOf(ref.eventId, viewer).catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === codeCatalogue.RoomAgeRestricted.code) throw error;
      throw unseen.has(error.code)
        ? new ApiError('ReplayNotFound')
        : new ApiError('Forbidden', error.message);
    });
  };
}
