import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.ts';
import { PageSize } from '../limits.ts';
import {
  contentChangedPayloadSchema,
  contentItemSchema,
  maxRoomContents,
  playV2PayloadSchema,
} from '../socket/sync.ts';
import { validateImageUrl } from '../validation/imageUrl.ts';
import { validatedSchema } from '../validation/result.ts';
import { eventRefSchema, flagInputSchema } from './events.ts';
import { textSchema } from './text.ts';

// Shared content over HTTP (spec 001 §7 "Shared content sync"; docs/decisions/room-sync.md). `eventId`
// names the event or room whose live page the content belongs to.

const contentIdSchema = textSchema.trim().min(1).max(128);
/** A content's address: a file the platform stored, or a web address (never another scheme). */
const contentUrlSchema = validatedSchema(textSchema.max(2048), validateImageUrl);
const contentUrlsSchema = z.object({
  web: contentUrlSchema.optional(),
  ios: contentUrlSchema.optional(),
  thumbnail: contentUrlSchema.optional(),
});
const contentNameSchema = textSchema.trim().min(1).max(100);
const contentDescriptionSchema = textSchema.trim().max(500);
const secondsSchema = z.coerce.number().nonnegative().max(1_000_000);

/** GET /api/sync/v2/state, POST /api/sync/v2/resync and /api/sync/v2/content/delAll: {eventId}. */
export const syncRoomRequestSchema = z.object({ eventId: eventRefSchema });
export type SyncRoomRequest = z.output<typeof syncRoomRequestSchema>;

/**
 * POST /api/sync/v2/play {eventId, contentId, mode, name, description, urls, isPlaying, time, duration}:
 * sets the room's content by the mode rules of spec 001 §4, or moves its playback (same content).
 */
export const syncPlayRequestSchema = z.object({
  eventId: eventRefSchema,
  contentId: contentIdSchema,
  mode: textSchema.trim().min(1).max(32),
  name: contentNameSchema.optional(),
  description: contentDescriptionSchema.optional(),
  urls: contentUrlsSchema.optional(),
  isPlaying: flagInputSchema.optional(),
  time: secondsSchema.optional(),
  duration: secondsSchema.nullable().optional(),
});
export type SyncPlayRequest = z.output<typeof syncPlayRequestSchema>;

/** POST /api/sync/v1/control {eventId, control}: whether the moderators drive everyone's player. */
export const syncControlRequestSchema = z.object({ eventId: eventRefSchema, control: flagInputSchema });
/** POST /api/sync/v2/publish {eventId, publish}: whether the content shows to everyone or to moderators only. */
export const syncPublishRequestSchema = z.object({ eventId: eventRefSchema, publish: flagInputSchema });
/** POST /api/sync/v2/recording {eventId, recording}: whether the room's content is being recorded. */
export const syncRecordingRequestSchema = z.object({ eventId: eventRefSchema, recording: flagInputSchema });

/** Modes a list content cannot have: they name no asset (spec 001 §4: default resets, host has no asset sync). */
const reservedModes = ['default', 'host'];
const contentModeSchema = textSchema
  .trim()
  .min(1)
  .max(32)
  .refine((mode) => !reservedModes.includes(mode), { message: 'Choose the mode of an asset' });

/** POST /api/sync/v2/content/add {eventId, mode, name, description, urls}: a web asset (youtube, gdocs, …). */
export const syncContentAddRequestSchema = z.object({
  eventId: eventRefSchema,
  mode: contentModeSchema,
  name: contentNameSchema,
  description: contentDescriptionSchema.optional(),
  urls: contentUrlsSchema.extend({ web: contentUrlSchema }),
});
export type SyncContentAddRequest = z.output<typeof syncContentAddRequestSchema>;

/** POST /api/sync/v2/content/update {eventId, contentId, name, description, urls}: what is given changes. */
export const syncContentUpdateRequestSchema = z.object({
  eventId: eventRefSchema,
  contentId: contentIdSchema,
  name: contentNameSchema.optional(),
  description: contentDescriptionSchema.optional(),
  urls: contentUrlsSchema.optional(),
});
export type SyncContentUpdateRequest = z.output<typeof syncContentUpdateRequestSchema>;

/** POST /api/sync/v2/content/del {eventId, contentId}: removes one content and its stored file. */
export const syncContentDelRequestSchema = z.object({ eventId: eventRefSchema, contentId: contentIdSchema });
export type SyncContentDelRequest = z.output<typeof syncContentDelRequestSchema>;

/** POST /api/sync/v2/content/listUpdate {eventId, contentIds}: the room's contents in their new order. */
export const syncContentListUpdateRequestSchema = z.object({
  eventId: eventRefSchema,
  contentIds: z.array(contentIdSchema).max(maxRoomContents),
});
export type SyncContentListUpdateRequest = z.output<typeof syncContentListUpdateRequestSchema>;

/** GET /api/sync/v2/content/list {eventId, keyword}: the room's list, filtered by name or description. */
export const syncContentListQuerySchema = z.object({
  eventId: eventRefSchema,
  keyword: textSchema.trim().max(100).optional(),
});
export type SyncContentListQuery = z.output<typeof syncContentListQuerySchema>;

/** The content urls a client asks for (a content item's `urls` keys). */
export const syncContentFormats = ['web', 'ios', 'thumbnail'] as const;

/** POST /api/sync/v2/contentCheck {contentId, format}: whether a content can be shown in a client's format. */
export const syncContentCheckRequestSchema = z.object({
  contentId: contentIdSchema,
  format: z.enum(syncContentFormats),
});
export type SyncContentCheckRequest = z.output<typeof syncContentCheckRequestSchema>;

/** The contentCheck answer: the content's url for the format, null when it has none. */
export const syncContentCheckAnswerSchema = z.object({
  contentId: textSchema,
  eventId: textSchema,
  format: z.enum(syncContentFormats),
  isAvailable: z.boolean(),
  url: textSchema.nullable(),
});
export type SyncContentCheckAnswer = z.infer<typeof syncContentCheckAnswerSchema>;

/** GET /api/sync/v2/assets/list {eventId, pageSize, page}: the room's contents, a page at a time. */
export const syncAssetsListQuerySchema = pageQuerySchema(PageSize.syncAssets, maxRoomContents).extend({
  eventId: eventRefSchema,
});
export type SyncAssetsListQuery = z.output<typeof syncAssetsListQuerySchema>;
export const syncAssetsListAnswerSchema = pageSchema(contentItemSchema);
export type SyncAssetsListAnswer = z.infer<typeof syncAssetsListAnswerSchema>;

/** POST /api/sync/v2/assets/del {eventId, contents, delS3 default true}: removes contents, and their stored files unless delS3 is false. */
export const syncAssetsDelRequestSchema = z.object({
  eventId: eventRefSchema,
  contents: z.array(contentIdSchema).min(1).max(maxRoomContents),
  delS3: flagInputSchema.default(true),
});
export type SyncAssetsDelRequest = z.output<typeof syncAssetsDelRequestSchema>;

/** The asset types an upload makes (spec 000 §3 asset types), and the content mode each plays in. */
export const syncAssetUploadModes = {
  contentImage: 'image',
  contentVideo: 'video',
  contentPdf: 'pdf',
  contentModel: 'model',
} as const;
export type SyncAssetUploadType = keyof typeof syncAssetUploadModes;

/** The form fields of POST /api/sync/v2/assets/upload (eventId, type, name), before the file part. */
export const syncAssetUploadFieldsSchema = z.object({
  eventId: eventRefSchema,
  type: z.enum([
    'contentImage',
    'contentVideo',
    'contentPdf',
    'contentModel',
  ] satisfies SyncAssetUploadType[]),
  name: contentNameSchema,
});
export type SyncAssetUploadFields = z.output<typeof syncAssetUploadFieldsSchema>;

/**
 * GET /api/sync/v2/state {eventId}: what a page joining the room starts from: the room's seq, the server
 * time, the content as it plays at that time (the playV2 payload) and the list (the contentChanged payload).
 */
export const syncStateAnswerSchema = z.object({
  seq: z.number(),
  serverTime: textSchema,
  play: playV2PayloadSchema,
  list: contentChangedPayloadSchema.shape.list,
});
export type SyncStateAnswer = z.infer<typeof syncStateAnswerSchema>;

/**
 * POST /api/sync/v2/post {eventId, text, link?}: a moderator pins the room's post; POST /api/sync/v2/post/del
 * {eventId} takes it down (docs/decisions/room-post.md).
 */
export const syncPostRequestSchema = z.object({
  eventId: eventRefSchema,
  text: textSchema.trim().min(1).max(2000),
  link: contentUrlSchema.optional(),
});
export type SyncPostRequest = z.output<typeof syncPostRequestSchema>;
