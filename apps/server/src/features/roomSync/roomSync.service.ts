import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AppKey,
  SyncCommand,
  maxRoomContents,
  playV2PayloadOf,
  roomPostDecider,
  roomSyncDecider,
  syncAssetUploadModes,
  syncOf,
  toPage,
  type ContentChangedPayload,
  type ContentItem,
  type PlayV2Payload,
  type PostChangedPayload,
  type RoomSyncCommand,
  type SyncAssetUploadFields,
  type SyncAssetUploadType,
  type SyncAssetsListAnswer,
  type SyncAssetsListQuery,
  type SyncContentAddRequest,
  type SyncContentCheckAnswer,
  type SyncContentCheckRequest,
  type SyncContentListQuery,
  type SyncContentListUpdateRequest,
  type SyncContentUpdateRequest,
  type SyncFlag,
  type SyncPlayRequest,
  type SyncPostRequest,
  type SyncStateAnswer,
} from '@limelight/protocol';
import { ApiError } from '../../platform/http/apiError.ts';
import { isRoomModerator, type Caller } from '../../platform/auth/tokens.ts';
import type { RoomLog } from '../../platform/live/roomLog.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { UploadRegistry } from '../../platform/storage/uploadRegistry.ts';
import type { LiveRoomEntry, LiveViewer } from '../live/index.ts';
import type { RoomSyncRepo } from './roomSync.repo.ts';

export interface RoomSyncServiceDeps {
  repo: RoomSyncRepo;
  roomLog: Pick<RoomLog, 'apply' | 'readState'>;
  /** The live feature's entry check: the viewer may be in the room, and their roles there. */
  entryOf: (viewer: LiveViewer, ref: string) => Promise<LiveRoomEntry>;
  /**
   * Stores an uploaded file of an asset type, judged by its content and size, as an upload nothing
   * references yet (the events feature's upload); answers its URL.
   */
  storeAssetFile: (caller: Caller, type: SyncAssetUploadType, file: Readable) => Promise<string>;
  uploads: Pick<UploadRegistry, 'attach' | 'discard'>;
  storage: Pick<FileStorage, 'keyOfUrl'>;
  now: () => Date;
}

/** Drops the fields a request left out, so that a content item carries only what it has. */
const defined = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

/**
 * Shared content (spec 001 §3 content item, §4 "Room content sync", §7 "Shared content sync";
 * docs/decisions/room-sync.md): every change everyone sees goes through the room's log with the sync
 * reducer (cya_sync playV2, contentChanged). A room's owner, hosts and moderators change it; anyone who
 * may enter the live room reads it.
 */
export function createRoomSyncService(deps: RoomSyncServiceDeps) {
  const { repo, roomLog, uploads } = deps;

  async function requireModerator(viewer: LiveViewer, ref: string): Promise<LiveRoomEntry> {
    const entry = await deps.entryOf(viewer, ref);
    if (!isRoomModerator(entry.roles)) throw new ApiError('Forbidden');
    return entry;
  }

  const postFrame = (roomId: string) =>
    ({ appKey: AppKey.Sync, command: SyncCommand.PostChanged, eventId: roomId }) as const;

  async function syncStateOf(roomId: string) {
    const { seq, state } = await roomLog.readState(roomId);
    return { seq, sync: syncOf(state) };
  }

  const frame = <C extends RoomSyncCommand['command']>(command: C, roomId: string) => ({
    appKey: AppKey.Sync,
    command,
    eventId: roomId,
    at: deps.now().getTime(),
  });

  async function pushPlay(viewer: LiveViewer, roomId: string, command: RoomSyncCommand) {
    const applied = await roomLog.apply(roomId, viewer.caller.userId, command, roomSyncDecider);
    return applied.payload as PlayV2Payload;
  }

  /** Applies a list change; its table write runs in the change's transaction. Answers the list and the state. */
  async function changeList(
    viewer: LiveViewer,
    roomId: string,
    command: RoomSyncCommand,
    write?: Parameters<RoomLog['apply']>[4],
  ) {
    const applied = await roomLog.apply(roomId, viewer.caller.userId, command, roomSyncDecider, write);
    return { payload: applied.payload as ContentChangedPayload, sync: syncOf(applied.state) };
  }

  /** Removes stored files once the change that dropped their contents committed; a failure leaves the file. */
  async function discardFiles(urls: readonly string[]): Promise<void> {
    for (const url of urls) {
      const key = deps.storage.keyOfUrl(url);
      if (key !== undefined) await uploads.discard(key);
    }
  }

  /** Adds a content to the room's list (171115 past the limit) with its row, in one change. */
  async function addContent(viewer: LiveViewer, roomId: string, item: ContentItem, fileUrl: string | null) {
    const command: RoomSyncCommand = { ...frame(SyncCommand.ContentChanged, roomId), action: 'add', item };
    const row = { contentId: item.contentId, roomId, fileUrl, addedBy: viewer.caller.userId };
    await changeList(viewer, roomId, command, (trx) => repo.insert({ ...row, createdAt: deps.now() }, trx));
    return item;
  }

  /** Removes contents (171116 when one is gone) and, when asked, the files they stored. */
  async function removeContents(
    viewer: LiveViewer,
    ref: string,
    contentIds: string[],
    deleteFiles: boolean,
  ): Promise<ContentChangedPayload> {
    const { roomId } = await requireModerator(viewer, ref);
    const command: RoomSyncCommand = {
      ...frame(SyncCommand.ContentChanged, roomId),
      action: 'remove',
      contentIds: [...new Set(contentIds)],
    };
    let fileUrls: string[] = [];
    const { payload } = await changeList(viewer, roomId, command, async (trx) => {
      fileUrls = await repo.remove(roomId, command.contentIds, trx);
    });
    if (deleteFiles) await discardFiles(fileUrls);
    return payload;
  }

  return {
    /** GET /sync/v2/state {eventId}: the content as it plays now, and the list, at the room's seq. */
    async state(viewer: LiveViewer, ref: string): Promise<SyncStateAnswer> {
      const { roomId } = await deps.entryOf(viewer, ref);
      const { seq, sync } = await syncStateOf(roomId);
      const now = deps.now();
      return {
        seq,
        serverTime: now.toISOString(),
        play: playV2PayloadOf(roomId, sync, now.getTime()),
        list: sync.list,
      };
    },

    /** POST /sync/v2/play: sets, resets or recalls the content by its mode (spec 001 §4), or moves its playback. */
    async play(viewer: LiveViewer, request: SyncPlayRequest): Promise<PlayV2Payload> {
      const { roomId } = await requireModerator(viewer, request.eventId);
      const { contentId, mode, name, description, urls, isPlaying, time, duration } = request;
      const command: RoomSyncCommand = {
        ...frame(SyncCommand.PlayV2, roomId),
        action: 'play',
        item: defined({ contentId, mode, name, description, urls: urls && defined(urls) }),
        ...defined({ isPlaying, time, duration }),
      };
      return pushPlay(viewer, roomId, command);
    },

    /** POST /sync/v1/control, /sync/v2/publish, /sync/v2/recording: turns a sync flag on or off (playV2). */
    async setFlag(viewer: LiveViewer, ref: string, flag: SyncFlag, value: boolean): Promise<PlayV2Payload> {
      const { roomId } = await requireModerator(viewer, ref);
      return pushPlay(viewer, roomId, { ...frame(SyncCommand.PlayV2, roomId), action: 'flag', flag, value });
    },

    /** POST /sync/v2/post {eventId, text, link?}: a moderator pins the room's post (cya_sync postChanged). */
    async pinPost(viewer: LiveViewer, request: SyncPostRequest): Promise<PostChangedPayload> {
      const { roomId } = await requireModerator(viewer, request.eventId);
      if (request.link) await uploads.attach([request.link]);
      const post = {
        text: request.text,
        link: request.link ?? null,
        authorId: viewer.caller.userId,
        updatedAt: deps.now().getTime(),
      };
      const command = { ...postFrame(roomId), post };
      return (await roomLog.apply(roomId, viewer.caller.userId, command, roomPostDecider)).payload;
    },

    /** POST /sync/v2/post/del {eventId}: a moderator takes the post down (4004 when there is none). */
    async removePost(viewer: LiveViewer, ref: string): Promise<PostChangedPayload> {
      const { roomId } = await requireModerator(viewer, ref);
      const command = { ...postFrame(roomId), post: null };
      return (await roomLog.apply(roomId, viewer.caller.userId, command, roomPostDecider)).payload;
    },

    /** POST /sync/v2/resync {eventId}: tells every client to take the content where it plays now (playV2 resync). */
    async resync(viewer: LiveViewer, ref: string): Promise<PlayV2Payload> {
      const { roomId } = await requireModerator(viewer, ref);
      return pushPlay(viewer, roomId, { ...frame(SyncCommand.PlayV2, roomId), action: 'resync' });
    },

    /** POST /sync/v2/content/add: a web asset (youtube, gdocs, …) at the end of the list (contentChanged). */
    async add(viewer: LiveViewer, request: SyncContentAddRequest): Promise<ContentItem> {
      const { roomId } = await requireModerator(viewer, request.eventId);
      const { mode, name, description, urls } = request;
      await uploads.attach(Object.values(urls));
      const item = defined({ contentId: randomUUID(), mode, name, description, urls: defined(urls) });
      return addContent(viewer, roomId, item, null);
    },

    /**
     * POST /sync/v2/assets/upload (multipart: eventId, type, name, file): stores an image, mp4 or pdf and
     * adds it to the list. The limit is checked before the file is read, and again under the room's lock.
     */
    async upload(viewer: LiveViewer, fields: SyncAssetUploadFields, file: Readable): Promise<ContentItem> {
      const { roomId } = await requireModerator(viewer, fields.eventId);
      if ((await syncStateOf(roomId)).sync.list.length >= maxRoomContents)
        throw new ApiError('AssetLimitReached');
      const url = await deps.storeAssetFile(viewer.caller, fields.type, file);
      const mode = syncAssetUploadModes[fields.type];
      const urls = mode === 'image' ? { web: url, thumbnail: url } : { web: url };
      const item: ContentItem = { contentId: randomUUID(), mode, name: fields.name, urls };
      try {
        await uploads.attach([url]);
        return await addContent(viewer, roomId, item, url);
      } catch (error) {
        await discardFiles([url]);
        throw error;
      }
    },

    /** POST /sync/v2/content/update: renames or re-addresses a content (contentChanged); 171116 when gone. */
    async update(viewer: LiveViewer, request: SyncContentUpdateRequest): Promise<ContentItem> {
      const { roomId } = await requireModerator(viewer, request.eventId);
      const { contentId, name, description, urls } = request;
      if (urls) await uploads.attach(Object.values(urls));
      const changes = defined({ name, description, urls: urls && defined(urls) });
      const command: RoomSyncCommand = {
        ...frame(SyncCommand.ContentChanged, roomId),
        action: 'update',
        contentId,
        changes,
      };
      const { sync } = await changeList(viewer, roomId, command);
      const updated = sync.list.find((content) => content.contentId === contentId);
      if (!updated) throw new ApiError('SyncContentNotFound');
      return updated;
    },

    /** POST /sync/v2/content/del {eventId, contentId}: removes one content and its stored file. */
    del: (viewer: LiveViewer, ref: string, contentId: string) =>
      removeContents(viewer, ref, [contentId], true),

    /** POST /sync/v2/assets/del {eventId, contents, delS3}: removes contents, and their files unless delS3 is false. */
    delAssets: removeContents,

    /** POST /sync/v2/content/delAll {eventId}: removes every content of the room and its stored files. */
    async delAll(viewer: LiveViewer, ref: string): Promise<ContentChangedPayload> {
      const { roomId } = await requireModerator(viewer, ref);
      const command: RoomSyncCommand = { ...frame(SyncCommand.ContentChanged, roomId), action: 'removeAll' };
      let fileUrls: string[] = [];
      const { payload } = await changeList(viewer, roomId, command, async (trx) => {
        fileUrls = await repo.removeAll(roomId, trx);
      });
      await discardFiles(fileUrls);
      return payload;
    },

    /** POST /sync/v2/content/listUpdate {eventId, contentIds}: the list in a new order (4000 unless the same ids). */
    async reorder(viewer: LiveViewer, request: SyncContentListUpdateRequest): Promise<ContentChangedPayload> {
      const { roomId } = await requireModerator(viewer, request.eventId);
      const command: RoomSyncCommand = {
        ...frame(SyncCommand.ContentChanged, roomId),
        action: 'reorder',
        contentIds: request.contentIds,
      };
      return (await changeList(viewer, roomId, command)).payload;
    },

    /** GET /sync/v2/content/list {eventId, keyword}: the list in its order, those whose name or description hold the keyword. */
    async list(viewer: LiveViewer, query: SyncContentListQuery): Promise<{ list: ContentItem[] }> {
      const { roomId } = await deps.entryOf(viewer, query.eventId);
      const { list } = (await syncStateOf(roomId)).sync;
      const keyword = query.keyword?.toLowerCase();
      if (!keyword) return { list };
      const holds = (text: string | undefined) => text?.toLowerCase().includes(keyword) ?? false;
      return { list: list.filter((content) => holds(content.name) || holds(content.description)) };
    },

    /** GET /sync/v2/assets/list {eventId, pageSize, page}: the list in its order, a page at a time. */
    async assets(viewer: LiveViewer, query: SyncAssetsListQuery): Promise<SyncAssetsListAnswer> {
      const { roomId } = await deps.entryOf(viewer, query.eventId);
      const { list } = (await syncStateOf(roomId)).sync;
      const start = (query.page - 1) * query.pageSize;
      return toPage(list.slice(start, start + query.pageSize), query.page, query.pageSize, list.length);
    },

    /** POST /sync/v2/contentCheck {contentId, format}: the content's url for a client format, to those who may enter its room. */
    async check(viewer: LiveViewer, request: SyncContentCheckRequest): Promise<SyncContentCheckAnswer> {
      const ref = await repo.roomOf(request.contentId);
      if (ref === undefined) throw new ApiError('SyncContentNotFound');
      const { roomId } = await deps.entryOf(viewer, ref);
      const content = (await syncStateOf(roomId)).sync.list.find((c) => c.contentId === request.contentId);
      if (!content) throw new ApiError('SyncContentNotFound');
      const url = content.urls?.[request.format] ?? null;
      return {
        contentId: content.contentId,
        eventId: roomId,
        format: request.format,
        isAvailable: url !== null,
        url,
      };
    },
  };
}

export type RoomSyncService = ReturnType<typeof createRoomSyncService>;
