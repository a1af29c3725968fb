import { z } from 'zod';
import {
  syncAssetsDelRequestSchema,
  syncAssetsListAnswerSchema,
  syncAssetsListQuerySchema,
  syncContentAddRequestSchema,
  syncContentCheckAnswerSchema,
  syncContentCheckRequestSchema,
  syncContentDelRequestSchema,
  syncContentListQuerySchema,
  syncContentListUpdateRequestSchema,
  syncContentUpdateRequestSchema,
  syncControlRequestSchema,
  syncPlayRequestSchema,
  syncPostRequestSchema,
  syncPublishRequestSchema,
  syncRecordingRequestSchema,
  syncRoomRequestSchema,
  syncStateAnswerSchema,
} from '../schemas/roomSync.ts';
import {
  contentChangedPayloadSchema,
  contentItemSchema,
  playV2PayloadSchema,
  postChangedPayloadSchema,
} from '../socket/sync.ts';
import { defineCall } from './call.ts';
import { liveEntryCodes } from './liveEntry.ts';

/** A change of the list may name a content that is gone by then. */
const listCodes = [...liveEntryCodes, 'SyncContentNotFound'] as const;

/** A moderator's switch of the playback (control, publish, recording): the playV2 payload answers. */
function playFlag<B extends z.ZodType<unknown, Record<string, unknown>>>(
  path: string,
  body: B,
  summary: string,
) {
  return defineCall({
    method: 'POST',
    path,
    auth: 'any',
    body,
    answer: playV2PayloadSchema,
    codes: liveEntryCodes,
    summary,
  });
}

/**
 * spec 001 §7 "Shared content sync": /api/sync/… (docs/decisions/room-sync.md). The screen-share lists
 * are the media group's.
 */
export const roomSyncCalls = {
  state: defineCall({
    method: 'GET',
    path: '/api/sync/v2/state',
    auth: 'any',
    query: syncRoomRequestSchema,
    answer: syncStateAnswerSchema,
    codes: liveEntryCodes,
    summary: 'What a page joining the room starts from: the content as it plays now and the list.',
  }),
  play: defineCall({
    method: 'POST',
    path: '/api/sync/v2/play',
    auth: 'any',
    body: syncPlayRequestSchema,
    answer: playV2PayloadSchema,
    codes: listCodes,
    summary: 'A moderator plays, pauses, seeks or recalls the shared content.',
  }),
  control: playFlag(
    '/api/sync/v1/control',
    syncControlRequestSchema,
    'Whether viewers may control playback.',
  ),
  publish: playFlag('/api/sync/v2/publish', syncPublishRequestSchema, 'Whether the content is shown.'),
  recording: playFlag('/api/sync/v2/recording', syncRecordingRequestSchema, 'Whether the room records.'),
  resync: defineCall({
    method: 'POST',
    path: '/api/sync/v2/resync',
    auth: 'any',
    body: syncRoomRequestSchema,
    answer: playV2PayloadSchema,
    codes: liveEntryCodes,
    summary: 'A moderator brings every viewer back to the playback as it is.',
  }),
  post: defineCall({
    method: 'POST',
    path: '/api/sync/v2/post',
    auth: 'any',
    body: syncPostRequestSchema,
    answer: postChangedPayloadSchema,
    codes: liveEntryCodes,
    summary: "A moderator pins the room's post.",
  }),
  postDel: defineCall({
    method: 'POST',
    path: '/api/sync/v2/post/del',
    auth: 'any',
    body: syncRoomRequestSchema,
    answer: postChangedPayloadSchema,
    codes: liveEntryCodes,
    summary: "A moderator takes the room's post down.",
  }),
  contentAdd: defineCall({
    method: 'POST',
    path: '/api/sync/v2/content/add',
    auth: 'any',
    body: syncContentAddRequestSchema,
    answer: contentItemSchema,
    codes: [...liveEntryCodes, 'AssetLimitReached'],
    summary: "A moderator adds a web address to the room's contents.",
  }),
  contentUpdate: defineCall({
    method: 'POST',
    path: '/api/sync/v2/content/update',
    auth: 'any',
    body: syncContentUpdateRequestSchema,
    answer: contentItemSchema,
    codes: listCodes,
    summary: 'A moderator renames or describes a content.',
  }),
  contentDel: defineCall({
    method: 'POST',
    path: '/api/sync/v2/content/del',
    auth: 'any',
    body: syncContentDelRequestSchema,
    answer: contentChangedPayloadSchema,
    codes: listCodes,
    summary: 'A moderator removes a content and its stored file.',
  }),
  contentListUpdate: defineCall({
    method: 'POST',
    path: '/api/sync/v2/content/listUpdate',
    auth: 'any',
    body: syncContentListUpdateRequestSchema,
    answer: contentChangedPayloadSchema,
    codes: listCodes,
    summary: "A moderator reorders the room's contents.",
  }),
  contentDelAll: defineCall({
    method: 'POST',
    path: '/api/sync/v2/content/delAll',
    auth: 'any',
    body: syncRoomRequestSchema,
    answer: contentChangedPayloadSchema,
    codes: liveEntryCodes,
    summary: 'A moderator removes every content of the room and their stored files.',
  }),
  contentList: defineCall({
    method: 'GET',
    path: '/api/sync/v2/content/list',
    auth: 'any',
    query: syncContentListQuerySchema,
    answer: z.object({ list: z.array(contentItemSchema) }),
    codes: liveEntryCodes,
    summary: "The room's contents in their order.",
  }),
  contentCheck: defineCall({
    method: 'POST',
    path: '/api/sync/v2/contentCheck',
    auth: 'any',
    body: syncContentCheckRequestSchema,
    answer: syncContentCheckAnswerSchema,
    codes: listCodes,
    summary: "A content's address for a format, if it has one.",
  }),
  assetsList: defineCall({
    method: 'GET',
    path: '/api/sync/v2/assets/list',
    auth: 'any',
    query: syncAssetsListQuerySchema,
    answer: syncAssetsListAnswerSchema,
    codes: liveEntryCodes,
    summary: "The room's contents, a page at a time.",
  }),
  assetsDel: defineCall({
    method: 'POST',
    path: '/api/sync/v2/assets/del',
    auth: 'any',
    body: syncAssetsDelRequestSchema,
    answer: contentChangedPayloadSchema,
    codes: listCodes,
    summary: 'A moderator removes contents, and their stored files unless delS3 is false.',
  }),
  // Multipart: the form fields eventId, type and name come before the file part (read by the handler).
  assetsUpload: defineCall({
    method: 'POST',
    path: '/api/sync/v2/assets/upload',
    auth: 'member',
    answer: contentItemSchema,
    // InvalidRequest: the multipart body is read by the handler (a file that does not fit the upload).
    codes: [...liveEntryCodes, 'AssetLimitReached', 'InvalidRequest'],
    rateLimitPerMinute: 30,
    summary: "A moderator uploads an image, video or PDF to the room's contents (multipart form).",
  }),
} as const;
