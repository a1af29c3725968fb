import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import { RecordingLimit } from '../limits.ts';
import {
  myRecordingsQuerySchema,
  recordingDeletedAnswerSchema,
  recordingPathSchema,
  recordingRefSchema,
  recordingSchema,
  renameRecordingRequestSchema,
  saveStreamAnswerSchema,
  startRecordingRequestSchema,
  trimRecordingRequestSchema,
} from '../schemas/recordings.ts';
import { defineCall } from './call.ts';
import { liveEntryCodes } from './liveEntry.ts';

/** Everything but starting one names a recording: only its owner sees it (4004 for anyone else). */
const ownCodes = ['NotFound'] as const;

/**
 * A moderator's own recordings, under the events prefix as the spec lists saveStream, myRecordings and
 * downloadRecording (spec 000 §7; docs/decisions/recordings.md).
 */
export const recordingsCalls = {
  startRecording: defineCall({
    method: 'POST',
    path: '/api/events/v1/startRecording',
    auth: 'member',
    body: startRecordingRequestSchema,
    answer: recordingSchema,
    codes: [...liveEntryCodes, 'RecordingQuotaReached'],
    summary:
      "A moderator starts recording what their event or room shows; the room's recording flag turns on.",
  }),
  saveStream: defineCall({
    method: 'POST',
    path: '/api/events/v1/saveStream',
    auth: 'member',
    // Multipart: the chunk is the `data` file part; X-Timestamp (ms since the recording began) names it.
    query: recordingRefSchema,
    answer: saveStreamAnswerSchema,
    codes: [...ownCodes, 'RecordingStopped', 'RecordingQuotaReached'],
    // A chunk every few seconds, retries included.
    rateLimitPerMinute: Math.ceil((60_000 / RecordingLimit.chunkIntervalMs) * 4),
    summary:
      'Adds one chunk (multipart `data`, header X-Timestamp) to a recording under way; a chunk sent again is kept once.',
  }),
  stopRecording: defineCall({
    method: 'POST',
    path: '/api/events/v1/stopRecording',
    auth: 'member',
    body: recordingRefSchema,
    answer: recordingSchema,
    codes: ownCodes,
    summary: 'Stops a recording: its chunks become one file, ready to play and download.',
  }),
  myRecordings: defineCall({
    method: 'GET',
    path: '/api/events/v1/myRecordings',
    auth: 'member',
    query: myRecordingsQuerySchema,
    answer: pageSchema(recordingSchema),
    codes: [],
    summary: "The caller's recordings, newest first, five to a page.",
  }),
  recording: defineCall({
    method: 'GET',
    path: '/api/events/v1/recording',
    auth: 'member',
    query: recordingRefSchema,
    answer: recordingSchema,
    codes: ownCodes,
    summary: "One of the caller's recordings.",
  }),
  downloadRecording: defineCall({
    method: 'GET',
    path: '/api/events/v1/downloadRecording/:id',
    auth: 'member',
    params: recordingPathSchema,
    answer: z.string(),
    codes: [...ownCodes, 'RecordingInProgress'],
    file: true,
    summary: "A ready recording's WebM file; a Range request gets those bytes (206).",
  }),
  renameRecording: defineCall({
    method: 'POST',
    path: '/api/events/v1/renameRecording',
    auth: 'member',
    body: renameRecordingRequestSchema,
    answer: recordingSchema,
    codes: ownCodes,
    summary: "Renames one of the caller's recordings.",
  }),
  trimRecording: defineCall({
    method: 'POST',
    path: '/api/events/v1/trimRecording',
    auth: 'member',
    body: trimRecordingRequestSchema,
    answer: recordingSchema,
    codes: [...ownCodes, 'RecordingInProgress', 'RecordingEditUnavailable'],
    summary: 'Keeps only the part of a ready recording between two offsets (cut at key frames).',
  }),
  deleteRecording: defineCall({
    method: 'POST',
    path: '/api/events/v1/deleteRecording',
    auth: 'member',
    body: recordingRefSchema,
    answer: recordingDeletedAnswerSchema,
    codes: ownCodes,
    summary: "Deletes one of the caller's recordings and its file.",
  }),
} as const;
