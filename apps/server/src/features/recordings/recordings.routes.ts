import { Messages, RecordingLimit, recordingTimestampSchema } from '@limelight/protocol';
import { recordingsCalls as calls } from '@limelight/protocol/http';
import { ApiError } from '../../platform/http/apiError.ts';
import type { ApiRouter } from '../../platform/http/router.ts';
import { readUploadedFile } from '../../platform/http/upload.ts';
import { liveViewer, type LiveViewerOf } from '../live/index.ts';
import type { RecordingsService } from './recordings.service.ts';

/** The chunk of a saveStream: the multipart `data` part, at most one chunk's size. */
const chunkRule = {
  maxBytes: RecordingLimit.chunkMaxBytes,
  tooLargeMessage: Messages.recordingChunkTooLarge,
  missingMessage: Messages.recordingChunkMissing,
};

/** The recordings group of the HTTP contract (packages/protocol/src/http/recordings.calls.ts). */
export function registerRecordingsRoutes(
  router: ApiRouter,
  recordings: RecordingsService,
  { viewerOf }: { viewerOf: LiveViewerOf },
): void {
  const viewer = liveViewer(viewerOf);
  router.implement(calls.startRecording, (input) =>
    recordings.start(viewer(input), input.body.eventId, input.body.name),
  );
  router.implement(calls.saveStream, async (input) => {
    // spec 000 §7: "optional X-Timestamp header"; without it the chunk is the first (0).
    const header = input.request.headers[RecordingLimit.timestampHeader];
    const timestamp = recordingTimestampSchema.safeParse(header ?? 0);
    if (!timestamp.success || Array.isArray(header))
      throw new ApiError('InvalidRequest', Messages.recordingTimestampInvalid);
    const bytes = await readUploadedFile(input.request, chunkRule);
    return recordings.saveChunk(input.caller, input.query.recordingId, timestamp.data, bytes);
  });
  router.implement(calls.stopRecording, (input) => recordings.stop(viewer(input), input.body.recordingId));
  router.implement(calls.myRecordings, (input) =>
    recordings.listMine(input.caller, input.query.page, input.query.pageSize),
  );
  router.implement(calls.recording, (input) => recordings.detail(input.caller, input.query.recordingId));
  router.implement(calls.downloadRecording, (input) => recordings.download(input.caller, input.params.id));
  router.implement(calls.renameRecording, (input) =>
    recordings.rename(input.caller, input.body.recordingId, input.body.name),
  );
  router.implement(calls.trimRecording, (input) =>
    recordings.trim(input.caller, input.body.recordingId, input.body.startMs, input.body.endMs),
  );
  router.implement(calls.deleteRecording, (input) =>
    recordings.remove(viewer(input), input.body.recordingId),
  );
}
