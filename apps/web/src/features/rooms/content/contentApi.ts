import {
  recalledContentId,
  type ContentItem,
  type Envelope,
  type Page,
  type PlayV2Payload,
  type SyncAssetUploadType,
  type SyncStateAnswer,
} from '@limelight/protocol';
import { roomSyncCalls } from '@limelight/protocol/http';
import { api, dataOf } from '../../../lib/api/index.ts';

/** The query keys of shared content (under the rooms feature's prefix). */
export const contentKeys = {
  /** The room's assets, page by page; read again on every list change. */
  assets: (roomId: string) => ['rooms', 'assets', roomId] as const,
};

/** The content as it plays now and the list, at the room's seq; with the local times around the call. */
export async function fetchSyncState(
  eventId: string,
): Promise<{ answer: SyncStateAnswer; sentAt: number; receivedAt: number }> {
  const sentAt = Date.now();
  const answer = await api.call(roomSyncCalls.state, { query: { eventId } }).then(dataOf);
  return { answer, sentAt, receivedAt: Date.now() };
}

/** Where a moderator puts the playback: what is left out stays as it is (same content). */
export type PlaybackChange = Partial<Pick<PlayV2Payload, 'isPlaying' | 'time' | 'duration'>>;

/** Shows a content of the room's list to everyone (or moves its playback). */
export function playContent(
  eventId: string,
  { contentId, mode }: ContentItem,
  playback: PlaybackChange = {},
): Promise<PlayV2Payload> {
  return api.call(roomSyncCalls.play, { body: { eventId, contentId, mode, ...playback } }).then(dataOf);
}

/** Stops sharing: the recall of spec 001 §4 (content id −1, mode default, no urls). */
export function recallContent(eventId: string): Promise<PlayV2Payload> {
  return playContent(eventId, { contentId: recalledContentId, mode: 'default' });
}

/** Whether the content shows to everyone (publish) or only to moderators previewing it. */
export function setPublish(eventId: string, publish: boolean): Promise<PlayV2Payload> {
  return api.call(roomSyncCalls.publish, { body: { eventId, publish } }).then(dataOf);
}

/** Shares a content of the list: everyone sees it (published, if the room's content was only previewed). */
export async function shareContent(eventId: string, item: ContentItem, isPublished: boolean): Promise<void> {
  await playContent(eventId, item);
  if (!isPublished) await setPublish(eventId, true);
}

/** Whether the moderators drive everyone's player (control). */
export function setControl(eventId: string, control: boolean): Promise<PlayV2Payload> {
  return api.call(roomSyncCalls.control, { body: { eventId, control } }).then(dataOf);
}

/** A web asset (a YouTube address, a document, an mp4 on the web, …) added at the end of the list. */
export function addWebContent(
  eventId: string,
  content: { mode: string; name: string; web: string },
): Promise<ContentItem> {
  const { mode, name, web } = content;
  return api.call(roomSyncCalls.contentAdd, { body: { eventId, mode, name, urls: { web } } }).then(dataOf);
}

/** One page of the room's assets, in the list's order. */
export function fetchAssets(eventId: string, page: number): Promise<Page<ContentItem>> {
  return api.call(roomSyncCalls.assetsList, { query: { eventId, page } }).then(dataOf);
}

/** Removes assets from the list, and their stored files. */
export function deleteAssets(eventId: string, contentIds: string[]): Promise<unknown> {
  return api.call(roomSyncCalls.assetsDel, { body: { eventId, contents: contentIds } }).then(dataOf);
}

/** Uploads an image, mp4 or pdf as an asset of the room; the whole answer (171115 when the list is full). */
export function uploadAsset(
  eventId: string,
  { type, name, file }: { type: SyncAssetUploadType; name: string; file: File },
  onProgress: (sentFraction: number) => void,
): Promise<Envelope<ContentItem>> {
  return api.uploadFile(roomSyncCalls.assetsUpload, file, {
    fields: { eventId, type, name },
    onProgress,
  });
}
