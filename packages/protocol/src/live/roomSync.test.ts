import { describe, expect, it } from 'vitest';
import { reduceRoom } from './roomEvolve.ts';
import { AppKey } from '../socket/frame.ts';
import { SyncCommand, maxRoomContents, type ContentItem, type PlayV2Payload } from '../socket/sync.ts';
import {
  isAssetSync,
  positionAt,
  roomSyncDecider,
  syncOf,
  type RoomSyncCommand,
  type SyncPlayChange,
} from './roomSync.ts';
import { initialRoomLiveState, type RoomLiveState } from './roomState.ts';

const eventId = 'room-1';
const video: ContentItem = {
  contentId: 'c-video',
  mode: 'video',
  name: 'Clip',
  urls: { web: '/files/a.mp4' },
};
const slides: ContentItem = {
  contentId: 'c-pdf',
  mode: 'pdf',
  name: 'Slides',
  urls: { web: '/files/b.pdf' },
};
const photo: ContentItem = {
  contentId: 'c-img',
  mode: 'image',
  name: 'Photo',
  urls: { web: '/files/c.jpg' },
};

const play = (at: number, change: SyncPlayChange): RoomSyncCommand => ({
  appKey: AppKey.Sync,
  command: SyncCommand.PlayV2,
  action: 'play',
  eventId,
  at,
  ...change,
});
type ListAction = Extract<RoomSyncCommand, { command: 'contentChanged' }>;
const list = (at: number, change: DistributiveOmit<ListAction, 'appKey' | 'command' | 'eventId' | 'at'>) =>
  ({ appKey: AppKey.Sync, command: SyncCommand.ContentChanged, eventId, at, ...change }) as RoomSyncCommand;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
const add = (item: ContentItem, at = 0) => list(at, { action: 'add', item });

/** Applies commands in order; answers the final state and each outcome (payload or refusal). */
function run(commands: RoomSyncCommand[], state: RoomLiveState = initialRoomLiveState) {
  const outcomes: unknown[] = [];
  for (const command of commands) {
    const reduction = reduceRoom(roomSyncDecider, state, command);
    if ('refusal' in reduction) {
      outcomes.push(reduction.refusal);
      continue;
    }
    state = reduction.state;
    outcomes.push(reduction.payload);
  }
  return { state, sync: syncOf(state), outcomes, last: outcomes.at(-1) as PlayV2Payload };
}

const withList = run([add(video), add(slides), add(photo)]).state;
const recallFrame = { contentId: '-1', mode: 'default', isPlaying: false, time: 0, duration: null };

describe('the mode rules of spec 001 §4 "Room content sync"', () => {
  it('mode "default" resets, whatever its content id and urls', () => {
    const playing = run([play(0, { item: video, isPlaying: true })], withList).state;
    const { sync, last } = run(
      [play(5000, { item: { contentId: 'c-video', mode: 'default', urls: { web: '/files/a.mp4' } } })],
      playing,
    );
    expect(sync.current).toBeNull();
    expect(isAssetSync(sync)).toBe(false);
    expect(sync.playback).toEqual({ isPlaying: false, position: 0, duration: null, takenAt: 5000 });
    expect(last).toMatchObject({ ...recallFrame, eventId });
    expect(last.urls).toBeUndefined();
  });

  it('a play with content id -1, mode default and no urls is the recall', () => {
    const playing = run([play(0, { item: slides })], withList).state;
    const { sync, last } = run([play(10, { item: { contentId: '-1', mode: 'default' } })], playing);
    expect(sync.current).toBeNull();
    expect(last).toEqual({ ...recallFrame, eventId, control: false, publish: false, recording: false });
  });

  it('mode "image" with content id -1 resets; an image of the list is set with asset sync', () => {
    const reset = run(
      [play(0, { item: photo }), play(1, { item: { contentId: '-1', mode: 'image' } })],
      withList,
    );
    expect(reset.outcomes[0]).toMatchObject({ contentId: 'c-img', mode: 'image' });
    expect(reset.sync.current).toBeNull();
    expect(reset.last).toMatchObject(recallFrame);
    const set = run([play(0, { item: { contentId: 'c-img', mode: 'image' } })], withList);
    expect(set.sync.current).toEqual(photo);
    expect(isAssetSync(set.sync)).toBe(true);
  });

  it('mode "host" sets the content as given, without asset sync and without the list', () => {
    const hostContent = { contentId: 'host-cam', mode: 'host', name: 'Me' };
    const { sync, last } = run([play(0, { item: hostContent })]);
    expect(sync.current).toEqual(hostContent);
    expect(isAssetSync(sync)).toBe(false);
    expect(last).toMatchObject({ ...hostContent, isPlaying: false, time: 0 });
  });

  it('other modes set the list content (its own name and urls) and turn on asset sync', () => {
    const { sync, last } = run(
      [play(0, { item: { contentId: 'c-pdf', mode: 'pdf', name: 'Spoofed' } })],
      withList,
    );
    expect(sync.current).toEqual(slides);
    expect(isAssetSync(sync)).toBe(true);
    expect(last).toMatchObject({ ...slides, eventId });
  });

  it('refuses other modes for a content the list lacks (171116) or of another mode (4000)', () => {
    const { outcomes, sync } = run(
      [
        play(0, { item: { contentId: 'nope', mode: 'youtube' } }),
        play(0, { item: { contentId: 'c-pdf', mode: 'video' } }),
      ],
      withList,
    );
    expect(outcomes).toEqual(['SyncContentNotFound', 'InvalidRequest']);
    expect(sync.current).toBeNull();
  });
});

describe('a list change that removes the current content recalls it (spec 001 §4)', () => {
  const playingVideo = run([play(0, { item: video, isPlaying: true, duration: 100 })], withList).state;

  it('removing the current content recalls and stops; removing another keeps it playing', () => {
    const other = run([list(1000, { action: 'remove', contentIds: ['c-pdf'] })], playingVideo);
    expect(other.sync.current).toEqual(video);
    expect(other.sync.playback.isPlaying).toBe(true);
    expect(other.outcomes[0]).toEqual({ eventId, list: [video, photo] });
    const removed = run([list(2000, { action: 'remove', contentIds: ['c-video', 'c-img'] })], playingVideo);
    expect(removed.sync.current).toBeNull();
    expect(removed.sync.playback).toEqual({ isPlaying: false, position: 0, duration: null, takenAt: 2000 });
    expect(removed.outcomes[0]).toEqual({ eventId, list: [slides] });
  });

  it('removing everything recalls an asset, but not a host content (it is in no list)', () => {
    expect(run([list(1, { action: 'removeAll' })], playingVideo).sync).toMatchObject({
      current: null,
      list: [],
    });
    const host = run([play(0, { item: { contentId: 'me', mode: 'host' } })], withList).state;
    expect(run([list(1, { action: 'removeAll' })], host).sync.current).toEqual({
      contentId: 'me',
      mode: 'host',
    });
  });

  it('updates the current content with its list entry, and reorders by the list’s own ids only', () => {
    const updated = run(
      [list(1, { action: 'update', contentId: 'c-video', changes: { name: 'Renamed' } })],
      playingVideo,
    );
    expect(updated.sync.current).toEqual({ ...video, name: 'Renamed' });
    expect(updated.sync.playback.isPlaying).toBe(true);
    const reordered = run(
      [
        list(2, { action: 'reorder', contentIds: ['c-img', 'c-video', 'c-pdf'] }),
        list(3, { action: 'reorder', contentIds: ['c-img', 'c-video'] }),
        list(4, { action: 'reorder', contentIds: ['c-img', 'c-img', 'c-video'] }),
        list(5, { action: 'reorder', contentIds: ['c-img', 'c-video', 'c-pdf', 'x'] }),
      ],
      playingVideo,
    );
    expect(reordered.sync.list.map((content) => content.contentId)).toEqual(['c-img', 'c-video', 'c-pdf']);
    expect(reordered.outcomes.slice(1)).toEqual(['InvalidRequest', 'InvalidRequest', 'InvalidRequest']);
    expect(reordered.sync.current).toEqual(video);
  });

  it('refuses removing or updating a content the list lacks (171116), and a 51st content (171115)', () => {
    const { outcomes, sync } = run(
      [
        list(1, { action: 'remove', contentIds: ['c-video', 'gone'] }),
        list(1, { action: 'update', contentId: 'gone', changes: { name: 'x' } }),
        add(video),
      ],
      withList,
    );
    expect(outcomes).toEqual(['SyncContentNotFound', 'SyncContentNotFound', 'Conflict']);
    expect(sync.list).toHaveLength(3);
    const many = Array.from({ length: maxRoomContents }, (_, n) =>
      add({ contentId: `c${n}`, mode: 'youtube' }),
    );
    const full = run([...many, add({ contentId: 'one-more', mode: 'youtube' })]);
    expect(full.sync.list).toHaveLength(maxRoomContents);
    expect(full.outcomes.at(-1)).toBe('AssetLimitReached');
  });
});

describe('playback held by the server (a late joiner computes the position)', () => {
  it('moves the position on while playing, holds it while paused, and stops at the duration', () => {
    const playback = { isPlaying: true, position: 10, duration: 60, takenAt: 1_000 };
    expect(positionAt(playback, 1_000)).toBe(10);
    expect(positionAt(playback, 13_500)).toBe(22.5);
    expect(positionAt(playback, 500_000)).toBe(60);
    expect(positionAt({ ...playback, isPlaying: false }, 13_500)).toBe(10);
    expect(positionAt({ ...playback, duration: null }, 101_000)).toBe(110);
  });

  it('a new content starts stopped at 0; the same content keeps what a play leaves out', () => {
    const { outcomes, sync } = run(
      [
        play(0, { item: video }),
        play(1_000, { item: video, isPlaying: true, duration: 120 }),
        play(11_000, { item: video, isPlaying: false }),
        play(20_000, { item: video, time: 30 }),
        play(21_000, { item: video, time: 500, isPlaying: true }),
        play(22_000, { item: slides }),
      ],
      withList,
    );
    expect(outcomes.map((o) => (o as PlayV2Payload).time)).toEqual([0, 0, 10, 30, 120, 0]);
    expect((outcomes[2] as PlayV2Payload).isPlaying).toBe(false);
    expect(sync.playback).toEqual({ isPlaying: false, position: 0, duration: null, takenAt: 22_000 });
  });

  it('flags and resync push the content where it plays now, with the flags', () => {
    const playing = run([play(0, { item: video, isPlaying: true, time: 5 })], withList).state;
    const { outcomes, sync } = run(
      [
        list(0, { action: 'reorder', contentIds: ['c-pdf', 'c-video', 'c-img'] }),
        {
          appKey: AppKey.Sync,
          command: SyncCommand.PlayV2,
          action: 'flag',
          flag: 'control',
          value: true,
          eventId,
          at: 2_000,
        },
        {
          appKey: AppKey.Sync,
          command: SyncCommand.PlayV2,
          action: 'flag',
          flag: 'recording',
          value: true,
          eventId,
          at: 3_000,
        },
        { appKey: AppKey.Sync, command: SyncCommand.PlayV2, action: 'resync', eventId, at: 4_000 },
      ],
      playing,
    );
    expect(outcomes[1]).toMatchObject({ contentId: 'c-video', time: 7, control: true, recording: false });
    expect((outcomes[1] as PlayV2Payload).resync).toBeUndefined();
    expect(outcomes[3]).toMatchObject({
      time: 9,
      control: true,
      recording: true,
      publish: false,
      resync: true,
    });
    // The state holds the playback as its last entry told it: the position then, taken at that time.
    expect(sync.playback).toMatchObject({ position: 9, takenAt: 4_000 });
  });

  it('reads a stored state without the slice as no content, and leaves other slices alone', () => {
    const stored = { settings: { sendChat: false } } as RoomLiveState;
    const { state } = run([add(video)], stored);
    expect(state.settings).toEqual({ sendChat: false });
    expect(syncOf(state)).toMatchObject({ current: null, list: [video], control: false });
  });
});
