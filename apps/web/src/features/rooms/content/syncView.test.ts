import {
  AppKey,
  initialRoomSyncState,
  SyncCommand,
  type ContentChangedPayload,
  type ContentItem,
  type PlayV2Payload,
} from '@limelight/protocol';
import { describe, expect, it } from 'vitest';
import type { RoomLogFrame } from '../../../lib/live/index.ts';
import {
  SyncViewStore,
  viewOfRoomState,
  viewOfStateAnswer,
  withSyncFrame,
  type SyncView,
} from './syncView.ts';

/** A frame of the room's log at `seq`, its change at `at`. */
const logFrame = (seq: number, at: number, frame: Pick<RoomLogFrame, 'appKey' | 'command' | 'payload'>) =>
  ({ ...frame, seq, at, serverTime: new Date(at).toISOString() }) as RoomLogFrame;
const withPlay = (view: SyncView, payload: PlayV2Payload, seq: number, at: number) =>
  withSyncFrame(view, logFrame(seq, at, { appKey: AppKey.Sync, command: SyncCommand.PlayV2, payload }));
const withList = (view: SyncView, payload: ContentChangedPayload, seq: number) =>
  withSyncFrame(
    view,
    logFrame(seq, seq * 1_000, { appKey: AppKey.Sync, command: SyncCommand.ContentChanged, payload }),
  );

const poster: ContentItem = {
  contentId: 'c-1',
  mode: 'image',
  name: 'Poster',
  urls: { web: '/files/a/p.jpg' },
};
const film: ContentItem = { contentId: 'c-2', mode: 'video', name: 'Film', urls: { web: '/files/a/f.mp4' } };
const play = (item: ContentItem, fields: Partial<PlayV2Payload> = {}): PlayV2Payload => ({
  ...item,
  eventId: 'ev-1',
  isPlaying: false,
  time: 0,
  duration: null,
  control: false,
  publish: true,
  ...fields,
});
const recall = play({ contentId: '-1', mode: 'default' });
const empty: SyncView = { ...initialRoomSyncState, seq: 0 };

describe('the page view of shared content', () => {
  it('reads the state answer: content, playback taken at the server time, flags and list', () => {
    const view = viewOfStateAnswer({
      seq: 7,
      serverTime: '2030-01-01T10:00:00.000Z',
      play: play(film, { isPlaying: true, time: 12.5, duration: 90 }),
      list: [poster, film],
    });
    expect(view).toEqual({
      seq: 7,
      current: film,
      playback: {
        isPlaying: true,
        position: 12.5,
        duration: 90,
        takenAt: Date.parse('2030-01-01T10:00:00.000Z'),
      },
      control: false,
      publish: true,
      recording: false,
      list: [poster, film],
    });
  });

  it('a recall frame (content id −1, mode default) clears the content', () => {
    const shown = withPlay(empty, play(poster), 1, 1_000);
    expect(shown.current).toEqual(poster);
    expect(withPlay(shown, recall, 2, 2_000).current).toBeNull();
  });

  it('a list without the current content recalls it; a renamed one is updated', () => {
    const shown = withPlay({ ...empty, list: [poster, film] }, play(film), 1, 1_000);
    const renamed = withList(shown, { eventId: 'ev-1', list: [poster, { ...film, name: 'Film (cut)' }] }, 2);
    expect(renamed.current?.name).toBe('Film (cut)');
    const removed = withList(renamed, { eventId: 'ev-1', list: [poster] }, 3);
    expect(removed).toMatchObject({ seq: 3, current: null, list: [poster] });
  });

  it('reads a resync state (the raw slice), and a state without it as nothing shared', () => {
    const sync = { ...initialRoomSyncState, current: poster, publish: true, list: [poster] };
    expect(viewOfRoomState(9, { settings: {}, sync })).toEqual({ ...sync, seq: 9 });
    expect(viewOfRoomState(9, { settings: {} })).toEqual({ ...initialRoomSyncState, seq: 9 });
  });

  it('holds frames until the state is loaded, then applies only those past its seq, in order', () => {
    const store = new SyncViewStore();
    store.apply(4, (view) => withPlay(view, play(poster), 4, 4_000));
    store.apply(5, (view) => withPlay(view, play(film), 5, 5_000));
    store.apply(6, (view) => withPlay(view, recall, 6, 6_000));
    expect(store.getSnapshot()).toBeNull();
    // The state is at seq 5: the frames up to 5 are in it already.
    store.load({ ...empty, seq: 5, current: film });
    expect(store.getSnapshot()).toMatchObject({ seq: 6, current: null });
    // A frame at or below the view's seq is a duplicate.
    store.apply(6, (view) => withPlay(view, play(poster), 6, 6_000));
    expect(store.getSnapshot()?.current).toBeNull();
  });
});
