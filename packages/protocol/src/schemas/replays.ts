import { z } from 'zod';
import { pageQuerySchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import { roomLiveStateSchema } from '../live/roomStateSchema.ts';
import { boundedCoercedIntSchema } from './integers.ts';
import { eventIdSchema, userIdSchema } from './ids.ts';
import { textSchema } from './text.ts';

/**
 * Replays (spec 001 §3 "Replay", §4 "Replays", §7 "Replay"; docs/decisions/replays.md): a named span of an
 * event's room log, played back as the commands a viewer received, beside the stage's recorded video.
 * Offsets (`from`, `to`, a command's `start`) are milliseconds from the replay's start; without a
 * `replayId` the replay is the event's whole log ("the event's replay").
 */

/** A whole event's replay, or a clip a moderator cut from it. */
export const replayTypeSchema = z.enum(['event', 'clip']);
export type ReplayType = z.infer<typeof replayTypeSchema>;

const instantSchema = z.iso.datetime({ offset: true });
const offsetSchema = boundedCoercedIntSchema(0);
const countSchema = z.number().int().nonnegative();
const replayIdSchema = textSchema.min(1).max(64);

/** A replay as lists and pages show it. */
export const replaySchema = z.object({
  replayId: replayIdSchema,
  eventId: eventIdSchema,
  type: replayTypeSchema,
  name: textSchema,
  /** The instants of the log the replay spans. */
  start: instantSchema,
  end: instantSchema,
  durationMs: countSchema,
  createdAt: instantSchema,
  /** For links to `/replay/:channelSlug/:id/play`. */
  channelSlug: textSchema,
  eventTitle: textSchema,
  /** The event's cover image, when it has one. */
  imageUrl: textSchema.nullable(),
});
export type Replay = z.infer<typeof replaySchema>;

/** Which replay of an event: its whole log when `replayId` is left out. */
export const replayRefSchema = z.object({ eventId: eventIdSchema, replayId: replayIdSchema.optional() });

/** `create`: a moderator or host names a span of the event's log. */
export const createReplayRequestSchema = z.object({
  eventId: eventIdSchema,
  type: replayTypeSchema.default('clip'),
  start: instantSchema,
  end: instantSchema,
  name: textSchema.min(1).max(100),
});

/** `get`: one replay (`recordId` is the spec's name for the replay's id). */
export const getReplayQuerySchema = z.object({ eventId: eventIdSchema, recordId: replayIdSchema });

/** `duration`: how long the replay plays, and whether the caller may seek in it (its moderators). */
export const replayDurationSchema = z.object({
  durationMs: countSchema,
  start: instantSchema,
  end: instantSchema,
  canSeek: z.boolean(),
});
export type ReplayDuration = z.infer<typeof replayDurationSchema>;

/** `fetch`: the commands between two offsets, `from` inclusive, `to` exclusive. */
export const fetchReplayQuerySchema = replayRefSchema.extend({ from: offsetSchema, to: offsetSchema });

/** One command of the replay (spec 001 §3 "Replay command"), at its offset from the replay's start. */
export const replayCommandSchema = z.object({
  start: countSchema,
  seq: countSchema,
  appKey: textSchema,
  command: textSchema,
  payload: z.unknown(),
});
export type ReplayCommand = z.infer<typeof replayCommandSchema>;

/** The room's joined-people count (`eventJoiningPeople`) changed to `count` at offset `start`. */
export const replayJoinedCountSchema = z.object({ start: countSchema, count: countSchema });
export type ReplayJoinedCount = z.infer<typeof replayJoinedCountSchema>;

/** `fetch`: the window's commands, and the joined counts the room was told in it, in time order. */
export const replayCommandsSchema = z.object({
  list: z.array(replayCommandSchema),
  joinedCounts: z.array(replayJoinedCountSchema),
});
export type ReplayCommands = z.infer<typeof replayCommandsSchema>;

/**
 * `chat`: the chat's entries (messages posted, removed, cleared) at or before an offset, newest first, a
 * page at a time going back (`before`: the seq the page ends before; the answer's `nextBefore` for the
 * next). A seek's chat is read back with it until the chat's history is full, whatever the time it spans.
 */
export const replayChatQuerySchema = replayRefSchema.extend({
  to: offsetSchema,
  before: boundedCoercedIntSchema(1).optional(),
});
export const replayChatPageSchema = z.object({
  list: z.array(replayCommandSchema),
  nextBefore: countSchema.nullable(),
});
export type ReplayChatPage = z.infer<typeof replayChatPageSchema>;

/** `seek`: the room as a viewer saw it at an offset (moderators only past the start). */
export const seekReplayQuerySchema = replayRefSchema.extend({ to: offsetSchema });

/**
 * The room's state at the offset, rebuilt by the one fold (`foldRoom`) from the nearest snapshot, with the
 * seq of the last entry folded in: `fetch` continues after it. `joinedCount`: the people count the room
 * was last told by then ("People here: N"; 0 before any).
 */
export const replaySeekAnswerSchema = z.object({
  to: countSchema,
  seq: countSchema,
  state: roomLiveStateSchema,
  joinedCount: countSchema,
});
export type ReplaySeekAnswer = z.infer<typeof replaySeekAnswerSchema>;

/** A stage stream recorded from the SFU while the event was live, placed on the replay's timeline. */
export const replayStreamSchema = z.object({
  streamId: textSchema,
  userId: userIdSchema,
  kind: z.enum(['camera', 'screen']),
  /** Where the stream's first frame falls on the replay's timeline (negative: it began before). */
  startOffsetMs: z.number().int(),
  durationMs: countSchema,
  mimeType: textSchema,
  /** Served with range requests. */
  url: textSchema,
});
export type ReplayStream = z.infer<typeof replayStreamSchema>;

export const replayStreamsSchema = z.object({ list: z.array(replayStreamSchema) });

/** `list`: an event's replays (its detail page) or a channel's (the REPLAYS tab), newest first. */
export const replayListQuerySchema = pageQuerySchema(PageSize.channel).extend({
  eventId: eventIdSchema.optional(),
  channelSlug: textSchema.min(1).max(64).optional(),
});
