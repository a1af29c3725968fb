import { AppKey } from '../socket/frame.ts';
import {
  maxRoomContents,
  SyncCommand,
  recalledContentId,
  type ContentItem,
  type PlayV2Payload,
} from '../socket/sync.ts';
import type { CodeName } from '../codes.ts';
import { roomEntryOf, type RoomDecider, type RoomEntryOf } from './roomEntry.ts';
import type { RoomLiveState } from './roomState.ts';
import type { RoomSyncState, SyncFlag, SyncPlayback } from './roomSliceStates.ts';

export type { RoomSyncState, SyncFlag, SyncPlayback } from './roomSliceStates.ts';

const stopped = (at: number): SyncPlayback => ({
  isPlaying: false,
  position: 0,
  duration: null,
  takenAt: at,
});

export const initialRoomSyncState: RoomSyncState = {
  current: null,
  playback: stopped(0),
  control: false,
  publish: false,
  recording: false,
  list: [],
};

type SyncFrame<C extends string> = { appKey: typeof AppKey.Sync; command: C; eventId: string; at?: number };
type PlayFrame = SyncFrame<typeof SyncCommand.PlayV2>;
type ListFrame = SyncFrame<typeof SyncCommand.ContentChanged>;

/** What a play call asks for: a content item, and the playback to start from (kept when omitted). */
export interface SyncPlayChange {
  item: ContentItem;
  isPlaying?: boolean;
  time?: number;
  duration?: number | null;
}

/** The commands of shared content: each logs a playV2 (the content and its playback) or a contentChanged (the list). */
export type RoomSyncCommand =
  | (PlayFrame & { action: 'play' } & SyncPlayChange)
  | (PlayFrame & { action: 'flag'; flag: SyncFlag; value: boolean })
  | (PlayFrame & { action: 'resync' })
  | (ListFrame & { action: 'add'; item: ContentItem })
  | (ListFrame & { action: 'update'; contentId: string; changes: Omit<ContentItem, 'contentId' | 'mode'> })
  | (ListFrame & { action: 'remove'; contentIds: string[] })
  | (ListFrame & { action: 'reorder'; contentIds: string[] })
  | (ListFrame & { action: 'removeAll' });

type ListCommand = Extract<RoomSyncCommand, ListFrame>;

/** The entries of shared content: the content as it plays (playV2) and the list (contentChanged). */
export type RoomSyncEntry =
  | RoomEntryOf<typeof AppKey.Sync, typeof SyncCommand.PlayV2>
  | RoomEntryOf<typeof AppKey.Sync, typeof SyncCommand.ContentChanged>;

/** Reads the slice of a state, a stored state without it reading as no content yet. */
export const syncOf = (state: RoomLiveState): RoomSyncState => ({ ...initialRoomSyncState, ...state.sync });

/** spec 001 §4: mode "default", or mode "image" with content id "-1", resets (a recall is one of these). */
export const isResetContent = (item: Pick<ContentItem, 'contentId' | 'mode'>) =>
  item.mode === 'default' || (item.mode === 'image' && item.contentId === recalledContentId);

/** spec 001 §4: mode "host" sets the content without asset sync; any other current content syncs its asset. */
export const isAssetSync = (sync: RoomSyncState) => sync.current !== null && sync.current.mode !== 'host';

/** Where the playback is at `at` (epoch ms): it moves on while playing, up to the duration when known. */
export function positionAt(playback: SyncPlayback, at: number): number {
  if (!playback.isPlaying) return playback.position;
  const moved = playback.position + Math.max(0, at - playback.takenAt) / 1000;
  const capped = playback.duration === null ? moved : Math.min(moved, playback.duration);
  return Math.round(capped * 1000) / 1000;
}

/** The playV2 payload of a room's sync state at `at`: its content (or the recall frame) and where it plays. */
export function playV2PayloadOf(
  eventId: string,
  sync: RoomSyncState,
  at: number,
  resync = false,
): PlayV2Payload {
  const content: ContentItem = sync.current ?? { contentId: recalledContentId, mode: 'default' };
  return {
    ...content,
    eventId,
    isPlaying: sync.playback.isPlaying,
    time: positionAt(sync.playback, at),
    duration: sync.playback.duration,
    control: sync.control,
    publish: sync.publish,
    recording: sync.recording,
    ...(resync ? { resync } : {}),
  };
}

/** The content a play call sets, with the rules of its mode; a refusal when the list lacks it. */
function playedContent(sync: RoomSyncState, item: ContentItem): ContentItem | null | 'missing' | 'wrongMode' {
  if (isResetContent(item)) return null;
  if (item.mode === 'host') return item;
  const listed = sync.list.find((content) => content.contentId === item.contentId);
  if (!listed) return 'missing';
  return listed.mode === item.mode ? listed : 'wrongMode';
}

/** The playback after a play call: the same content keeps what the call leaves out, a new one starts stopped at 0. */
function playbackAfter(sync: RoomSyncState, content: ContentItem, request: SyncPlayChange, at: number) {
  const isSame = sync.current?.contentId === content.contentId && sync.current.mode === content.mode;
  const before = isSame ? sync.playback : stopped(at);
  const duration = request.duration === undefined ? before.duration : request.duration;
  const position = request.time ?? positionAt(before, at);
  return {
    isPlaying: request.isPlaying ?? before.isPlaying,
    position: duration === null ? position : Math.min(position, duration),
    duration,
    takenAt: at,
  };
}

/** The list after a list change: the current content recalled when the list no longer holds it (spec 001 §4). */
function withList(sync: RoomSyncState, list: ContentItem[], at: number): RoomSyncState {
  if (!isAssetSync(sync)) return { ...sync, list };
  const current = list.find((content) => content.contentId === sync.current?.contentId);
  return current ? { ...sync, list, current } : { ...sync, list, current: null, playback: stopped(at) };
}

const sameIds = (list: ContentItem[], contentIds: string[]) =>
  contentIds.length === list.length &&
  new Set(contentIds).size === contentIds.length &&
  list.every((content) => contentIds.includes(content.contentId));

/** The list change a command makes, or a refusal. */
function changedList(sync: RoomSyncState, command: ListCommand): ContentItem[] | { refusal: CodeName } {
  const { list } = sync;
  switch (command.action) {
    case 'add':
      if (list.length >= maxRoomContents) return { refusal: 'AssetLimitReached' };
      if (list.some((content) => content.contentId === command.item.contentId))
        return { refusal: 'Conflict' };
      return [...list, command.item];
    case 'update':
      if (!list.some((content) => content.contentId === command.contentId))
        return { refusal: 'SyncContentNotFound' };
      return list.map((content) =>
        content.contentId === command.contentId ? { ...content, ...command.changes } : content,
      );
    case 'remove':
      if (!command.contentIds.every((id) => list.some((content) => content.contentId === id)))
        return { refusal: 'SyncContentNotFound' };
      return list.filter((content) => !command.contentIds.includes(content.contentId));
    case 'reorder':
      if (!sameIds(list, command.contentIds)) return { refusal: 'InvalidRequest' };
      return command.contentIds.flatMap((id) => list.filter((content) => content.contentId === id));
    case 'removeAll':
      return [];
  }
}

/** The content item of a playV2 payload, or null for a reset (spec 001 §4: default, or image −1). */
function contentOf(play: PlayV2Payload): ContentItem | null {
  if (isResetContent(play)) return null;
  const { contentId, mode, name, description, urls } = play;
  return {
    contentId,
    mode,
    ...(name === undefined ? {} : { name }),
    ...(description === undefined ? {} : { description }),
    ...(urls === undefined ? {} : { urls }),
  };
}

/**
 * Shared content's slice after one of its entries: a playV2 is the content, its playback taken at the
 * entry's time and the flags; a contentChanged is the whole list, the current content recalled when the
 * list lost it (spec 001 §4).
 */
export function evolveSync(sync: RoomSyncState, entry: RoomSyncEntry): RoomSyncState {
  if (entry.command === SyncCommand.ContentChanged) return withList(sync, entry.payload.list, entry.at);
  const play = entry.payload;
  return {
    ...sync,
    current: contentOf(play),
    playback: { isPlaying: play.isPlaying, position: play.time, duration: play.duration, takenAt: entry.at },
    control: play.control ?? sync.control,
    publish: play.publish ?? sync.publish,
    recording: play.recording ?? sync.recording,
  };
}

/**
 * Shared content's checks (spec 001 §4 "Room content sync"): a play sets or resets the content by the
 * mode rules, a list change pushes the whole list, and the flags and resync push the content as it plays
 * now. Refusals: a play or change naming a content the list lacks (171116), a list full (171115), a
 * reorder that is not the list's own ids (4000).
 */
export const roomSyncDecider: RoomDecider<RoomSyncCommand, RoomSyncEntry> = {
  decide(state, command, at) {
    const sync = syncOf(state);
    const { eventId } = command;
    const played = (changed: RoomSyncState, resync = false) => ({
      entry: roomEntryOf(AppKey.Sync, SyncCommand.PlayV2, playV2PayloadOf(eventId, changed, at, resync), at),
    });
    switch (command.action) {
      case 'play': {
        const content = playedContent(sync, command.item);
        if (content === 'missing') return { refusal: 'SyncContentNotFound' };
        if (content === 'wrongMode') return { refusal: 'InvalidRequest' };
        const playback = content === null ? stopped(at) : playbackAfter(sync, content, command, at);
        return played({ ...sync, current: content, playback });
      }
      case 'flag':
        return played({ ...sync, [command.flag]: command.value });
      case 'resync':
        return played(sync, true);
      default: {
        const list = changedList(sync, command);
        if (!Array.isArray(list)) return list;
        const payload = { eventId, list };
        return { entry: roomEntryOf(AppKey.Sync, SyncCommand.ContentChanged, payload, at) };
      }
    }
  },
};
