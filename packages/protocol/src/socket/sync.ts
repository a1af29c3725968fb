import { z } from 'zod';
import { textSchema } from '../schemas/text.ts';
import { serverCommand } from './command.ts';
import { frameEventIdSchema, socketIdSchema } from './fields.ts';

/** cya_sync commands: shared content (spec 001 §4). */
export const SyncCommand = {
  /** The room's current content and its playback (or a recall: contentId '-1', mode default, no urls). */
  PlayV2: 'playV2',
  /** The room's content list changed; a client whose current content is gone recalls it. */
  ContentChanged: 'contentChanged',
  /** The room's post panel changed; clients reload it. */
  PostChanged: 'postChanged',
} as const;

/** spec 001 §4: content id '-1' (with mode default, or image) means no content. */
export const recalledContentId = '-1';

/** The most contents a room's list holds: adding past it answers 171115 (docs/decisions/room-sync.md). */
export const maxRoomContents = 50;

const urlTextSchema = textSchema.max(2048);

/** spec 001 §3 content item: contentId, mode, name, description, urls (web, ios, thumbnail). */
export const contentItemSchema = z.object({
  contentId: socketIdSchema,
  mode: textSchema.min(1).max(32),
  name: textSchema.max(100).optional(),
  description: textSchema.max(500).optional(),
  urls: z
    .object({
      web: urlTextSchema.optional(),
      ios: urlTextSchema.optional(),
      thumbnail: urlTextSchema.optional(),
    })
    .optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/**
 * cya_sync playV2: the content item with its playback (isPlaying, time and duration in seconds) and the
 * sync flags of spec 001 §4 (control, publish, resync, recording).
 */
export const playV2PayloadSchema = contentItemSchema.extend({
  eventId: frameEventIdSchema,
  isPlaying: z.boolean(),
  time: z.number().nonnegative(),
  duration: z.number().nonnegative().nullable(),
  control: z.boolean().optional(),
  publish: z.boolean().optional(),
  resync: z.boolean().optional(),
  recording: z.boolean().optional(),
});
export type PlayV2Payload = z.infer<typeof playV2PayloadSchema>;

/** cya_sync contentChanged: the room's content list as it is now. */
export const contentChangedPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  list: z.array(contentItemSchema).max(maxRoomContents),
});
export type ContentChangedPayload = z.infer<typeof contentChangedPayloadSchema>;
/**
 * The room's post (spec 001 §2 right panel "chat or post"; docs/decisions/room-post.md): what a moderator
 * pinned for everyone in the room — a text and an optional link — and who wrote it when.
 */
export const roomPostSchema = z.object({
  text: textSchema.min(1).max(2000),
  link: textSchema.max(2048).nullable(),
  authorId: socketIdSchema,
  /** Epoch milliseconds of the server time it was written. */
  updatedAt: z.number().int().nonnegative(),
});
export type RoomPost = z.infer<typeof roomPostSchema>;
/** cya_sync postChanged: the room's post as it is now (null: taken down). */
export const postChangedPayloadSchema = z.object({
  eventId: frameEventIdSchema,
  post: roomPostSchema.nullable(),
});
export type PostChangedPayload = z.infer<typeof postChangedPayloadSchema>;

export const syncCommands = {
  [SyncCommand.PlayV2]: serverCommand('room', playV2PayloadSchema),
  [SyncCommand.ContentChanged]: serverCommand('room', contentChangedPayloadSchema),
  [SyncCommand.PostChanged]: serverCommand('room', postChangedPayloadSchema),
} as const;
