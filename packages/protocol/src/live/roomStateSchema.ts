import { z } from 'zod';
import { streamKinds } from '../schemas/media.ts';
import { parseRoomSetting } from '../schemas/rooms.ts';
import { stageProfileSchema } from '../socket/cast.ts';
import { screenShareSchema, stagePeerInfoSchema } from '../socket/castMedia.ts';
import { roomQuestionSchema, slowModePayloadSchema } from '../socket/chat.ts';
import { contentItemSchema, roomPostSchema } from '../socket/sync.ts';
import { CastSlots } from './roomCast.ts';
import { entryTimeSchema } from './roomEntry.ts';
import type { RoomLiveState, RoomSettingsState } from './roomState.ts';

const userIdsSchema = z.array(z.string());
const countSchema = z.number().int().nonnegative();

/** Each stored option read again by its editRoom rule; an option that no longer passes it is dropped. */
const settingsSchema = z
  .record(z.string(), z.unknown())
  .transform(
    (stored) =>
      Object.entries(stored).reduce<RoomSettingsState>((settings, [option, value]) => {
        const parsed = parseRoomSetting(option, value);
        return parsed.ok ? { ...settings, [parsed.change.option]: parsed.change.value } : settings;
      }, {}),
    // The API reference describes the answer: what the transform keeps is an object of option values.
  )
  .meta({ type: 'object', description: "The room's changed settings, by editRoom option." });

const chatSchema = z.object({
  blocked: userIdsSchema,
  slowModeSeconds: slowModePayloadSchema.shape.seconds,
  lastPostAt: z.record(z.string(), entryTimeSchema),
  // States stored before questions existed have none.
  questions: z.array(roomQuestionSchema).default([]),
});

const syncSchema = z.object({
  current: contentItemSchema.nullable(),
  playback: z.object({
    isPlaying: z.boolean(),
    position: z.number().nonnegative(),
    duration: z.number().nonnegative().nullable(),
    takenAt: entryTimeSchema,
  }),
  control: z.boolean(),
  publish: z.boolean(),
  recording: z.boolean(),
  list: z.array(contentItemSchema),
});

const mediaSchema = z.object({
  streams: z.record(
    z.string(),
    z.object({ pubId: z.string(), kind: z.enum(streamKinds), peer: stagePeerInfoSchema }),
  ),
  screenShare: screenShareSchema.nullable(),
  modMuted: userIdsSchema,
});

const castPersonSchema = z.object({
  list: z.enum(CastSlots),
  profile: stageProfileSchema,
  since: entryTimeSchema,
  appliedAt: entryTimeSchema,
  order: countSchema,
  interview: z
    .object({ interviewer: z.string(), isAccepted: z.boolean(), from: z.enum(['waiting', 'ready']) })
    .optional(),
  stage: z
    .object({
      order: countSchema,
      isMicMuted: z.boolean(),
      isAvatarShown: z.boolean(),
      isPublishing: z.boolean(),
    })
    .optional(),
});

const castSchema = z.object({
  people: z.record(z.string(), castPersonSchema),
  mainWindow: userIdsSchema,
  nextOrder: countSchema,
});

/**
 * A live room's state as stored (the state row) and answered (roomState, resync): every slice read by its
 * schema, a slice absent until its first change. The database and the wire are read, never cast.
 */
export const roomLiveStateSchema = z.object({
  settings: settingsSchema.default({}),
  chat: chatSchema.optional(),
  sync: syncSchema.optional(),
  post: roomPostSchema.nullable().optional(),
  media: mediaSchema.optional(),
  cast: castSchema.optional(),
}) satisfies z.ZodType<RoomLiveState, unknown>;

/** A state at the seq of the log's last entry folded into it (the state row, a snapshot, an answer). */
export const roomStateAtSeqSchema = z.object({
  seq: countSchema,
  state: roomLiveStateSchema,
});
export type RoomStateAtSeq = z.infer<typeof roomStateAtSeqSchema>;
