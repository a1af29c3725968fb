import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize, RecordingLimit } from '../limits.ts';
import { Messages } from '../messages.ts';
import { eventRefSchema } from './events.ts';
import { boundedCoercedIntSchema, boundedIntSchema } from './integers.ts';
import { textSchema } from './text.ts';

/**
 * A moderator's own recordings (spec 000 §4 "Recording", §7 saveStream, myRecordings, downloadRecording;
 * docs/decisions/recordings.md): what their room or stage showed, composited in their browser and uploaded
 * as it goes. Offsets are milliseconds from the recording's start.
 */

/** Where a recording was made: an event's live page or a room (`/viewrecordings/:type/:id`). */
export const recordingTypeSchema = z.enum(['event', 'room']);
export type RecordingType = z.infer<typeof recordingTypeSchema>;

/**
 * Under way while chunks arrive; processing while the server's job makes its file (after a stop, during a
 * trim); ready once that is done.
 */
export const recordingStatusSchema = z.enum(['recording', 'processing', 'ready']);
export type RecordingStatus = z.infer<typeof recordingStatusSchema>;

export const recordingIdSchema = textSchema.min(1).max(64);
const instantSchema = z.iso.datetime({ offset: true });
const countSchema = z.number().int().nonnegative();

/** A recording as its owner's pages show it. */
export const recordingSchema = z.object({
  recordingId: recordingIdSchema,
  type: recordingTypeSchema,
  /** The event's or the room's id. */
  roomId: textSchema,
  name: textSchema,
  status: recordingStatusSchema,
  startedAt: instantSchema,
  endedAt: instantSchema.nullable(),
  durationMs: countSchema,
  sizeBytes: countSchema,
  /** The cut applied last (trim), from the start of the recording as it was then; null when never trimmed. */
  trimStartMs: countSchema.nullable(),
  trimEndMs: countSchema.nullable(),
  /**
   * A ready recording's file at an address the server signed, good for an hour: a <video> plays it with
   * range requests (no token, no blob); null while it is not ready.
   */
  url: textSchema.nullable(),
});
export type Recording = z.infer<typeof recordingSchema>;

const recordingNameSchema = textSchema.trim().min(1).max(RecordingLimit.nameMaxLength);

/** POST startRecording {eventId, name?}: a moderator of the event or room starts recording it. */
export const startRecordingRequestSchema = z.object({
  eventId: eventRefSchema,
  name: recordingNameSchema.optional(),
});

/** One recording, by its id. */
export const recordingRefSchema = z.object({ recordingId: recordingIdSchema });

/** GET downloadRecording/{id}. */
export const recordingPathSchema = z.object({ id: recordingIdSchema });

/** The X-Timestamp header of saveStream: ms since the recording began, at the chunk's start. */
export const recordingTimestampSchema = boundedCoercedIntSchema(0);

/** What saveStream answers: the recording's size so far, and whether this chunk was already there. */
export const saveStreamAnswerSchema = z.object({
  recordingId: recordingIdSchema,
  timestampMs: countSchema,
  sizeBytes: countSchema,
  chunkCount: countSchema,
  /** A retried chunk (same X-Timestamp) is not written twice. */
  isDuplicate: z.boolean(),
});
export type SaveStreamAnswer = z.infer<typeof saveStreamAnswerSchema>;

/** GET myRecordings (page=1, pageSize=5). */
export const myRecordingsQuerySchema = pageQuerySchema(PageSize.recordings, 50);

/** POST renameRecording {recordingId, name}. */
export const renameRecordingRequestSchema = recordingRefSchema.extend({ name: recordingNameSchema });

/** POST trimRecording {recordingId, startMs, endMs}: keeps [startMs, endMs) of the recording. */
export const trimRecordingRequestSchema = recordingRefSchema
  .extend({ startMs: boundedIntSchema(0), endMs: boundedIntSchema(1) })
  .refine((trim) => trim.startMs < trim.endMs, { message: Messages.recordingTrimInvalid, path: ['endMs'] });

/** A deleted recording's id. */
export const recordingDeletedAnswerSchema = z.object({
  recordingId: recordingIdSchema,
  deleted: z.literal(true),
});
