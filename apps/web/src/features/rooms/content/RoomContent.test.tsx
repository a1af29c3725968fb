import {
  AppKey,
  SyncCommand,
  codeCatalogue,
  ok,
  type ContentItem,
  type PlayV2Payload,
  type SyncStateAnswer,
} from '@limelight/protocol';
import { roomSyncCalls } from '@limelight/protocol/http';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fakeXhr.ts';
import { initI18n } from '../../../lib/i18n/index.ts';
import {
  postsTo,
  renderInLiveRoom,
  resetRoomTest,
  roomFrame,
  sampleRoom,
  serveApi,
  signInMember,
  testRoomId,
  toastMessages,
} from '../../../test/roomsTestKit.tsx';
import { RoomContent } from './RoomContent.tsx';
import { usePlayerSync, type SyncedPlayer } from './usePlayerSync.ts';

const poster: ContentItem = {
  contentId: 'c-1',
  mode: 'image',
  name: 'Poster',
  urls: { web: '/files/a/p.jpg' },
};
const play = (item: ContentItem, fields: Partial<PlayV2Payload> = {}): PlayV2Payload => ({
  ...item,
  eventId: testRoomId,
  isPlaying: false,
  time: 0,
  duration: null,
  control: false,
  publish: true,
  ...fields,
});
const recall = play({ contentId: '-1', mode: 'default' });
const nothingShared = (fields: Partial<PlayV2Payload> = {}): SyncStateAnswer => ({
  seq: 0,
  serverTime: '2030-01-01T10:00:00.000Z',
  play: { ...recall, publish: false, ...fields },
  list: [],
});
const memberRoom = sampleRoom({ isOwner: false, isHost: false, isSpecial: false });

function renderContent(room = sampleRoom()) {
  return renderInLiveRoom(
    <RoomContent roomId={room.id} isModerator={room.isSpecial}>
      <p>The room placeholder</p>
    </RoomContent>,
    { room },
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => signInMember('u-ada'));
afterEach(resetRoomTest);

describe('the shared stage (cya_sync playV2 and contentChanged)', () => {
  it('shows what a late joiner loads, and follows frames without a reload', async () => {
    serveApi({
      [roomSyncCalls.state.path]: () =>
        ok<SyncStateAnswer>({ ...nothingShared(), play: play(poster), list: [poster] }),
    });
    const { serverSends } = await renderContent(memberRoom);
    expect((await screen.findByRole('img', { name: 'Poster' })).getAttribute('src')).toBe('/files/a/p.jpg');
    expect(screen.getByRole('heading', { level: 2, name: 'Poster' })).toBeTruthy();
    // A member has no apps bar and no controls.
    expect(screen.queryByRole('navigation', { name: 'Apps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).toBeNull();

    // The list loses the poster: everyone recalls it.
    await serverSends(
      roomFrame(1, AppKey.Sync, SyncCommand.ContentChanged, { eventId: testRoomId, list: [] }),
    );
    expect(screen.queryByRole('img', { name: 'Poster' })).toBeNull();
    expect(screen.getByText('The room placeholder')).toBeTruthy();

    const movie = {
      contentId: 'c-2',
      mode: 'netflix',
      name: 'Movie night',
      urls: { web: 'https://www.netflix.com/watch/81' },
    };
    await serverSends(roomFrame(2, AppKey.Sync, SyncCommand.PlayV2, play(movie)));
    const card = screen.getByRole('link', { name: /Open Movie night/ });
    expect(card.getAttribute('href')).toBe('https://www.netflix.com/watch/81');
    await serverSends(roomFrame(3, AppKey.Sync, SyncCommand.PlayV2, recall));
    expect(screen.getByText('The room placeholder')).toBeTruthy();
  });

  it('shows content not yet published to moderators only, as a preview they can show to everyone', async () => {
    const requests = serveApi({
      [roomSyncCalls.state.path]: () =>
        ok<SyncStateAnswer>({ ...nothingShared(), play: play(poster, { publish: false }), list: [poster] }),
    });
    await renderContent();
    expect(await screen.findByRole('img', { name: 'Poster' })).toBeTruthy();
    expect(screen.getByText(/Preview: only the room's moderators see this/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show to everyone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: "Moderators drive everyone's player" }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() =>
      expect(postsTo(requests, roomSyncCalls.play.path)).toEqual([
        { eventId: testRoomId, contentId: '-1', mode: 'default' },
      ]),
    );
    expect(postsTo(requests, roomSyncCalls.publish.path)).toEqual([{ eventId: testRoomId, publish: true }]);
    expect(postsTo(requests, roomSyncCalls.control.path)).toEqual([{ eventId: testRoomId, control: true }]);
  });

  it('hides unpublished content from members until it is published', async () => {
    serveApi({
      [roomSyncCalls.state.path]: () =>
        ok<SyncStateAnswer>({ ...nothingShared(), play: play(poster, { publish: false }), list: [poster] }),
    });
    const { serverSends } = await renderContent(memberRoom);
    await serverSends();
    expect(screen.getByText('The room placeholder')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Poster' })).toBeNull();
    // Published: now the member sees it.
    await serverSends(roomFrame(1, AppKey.Sync, SyncCommand.PlayV2, play(poster)));
    expect(screen.getByRole('img', { name: 'Poster' })).toBeTruthy();
  });
});

describe('the apps bar (moderators)', () => {
  it('shares a YouTube address: added to the assets, played and published', async () => {
    const added = {
      contentId: 'c-9',
      mode: 'youtube',
      name: 'Launch',
      urls: { web: 'https://youtu.be/dQw4w9WgXcQ' },
    };
    const requests = serveApi({
      [roomSyncCalls.state.path]: () => ok(nothingShared()),
      [roomSyncCalls.contentAdd.path]: () => ok(added),
      [roomSyncCalls.play.path]: () => ok(play(added, { publish: false })),
      [roomSyncCalls.publish.path]: () => ok(play(added, { publish: true })),
    });
    await renderContent();
    const bar = screen.getByRole('navigation', { name: 'Apps' });
    await userEvent.click(within(bar).getByRole('button', { name: 'YouTube' }));
    const dialog = screen.getByRole('dialog', { name: 'Share from YouTube' });
    await userEvent.type(within(dialog).getByLabelText('Address'), 'https://example.com/video');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByText('This is not a YouTube address.')).toBeTruthy();
    expect(postsTo(requests, roomSyncCalls.contentAdd.path)).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Address'));
    await userEvent.type(within(dialog).getByLabelText('Address'), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Launch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(requests, roomSyncCalls.contentAdd.path)).toEqual([
      { eventId: testRoomId, mode: 'youtube', name: 'Launch', urls: { web: 'https://youtu.be/dQw4w9WgXcQ' } },
    ]);
    expect(postsTo(requests, roomSyncCalls.play.path)).toEqual([
      { eventId: testRoomId, contentId: 'c-9', mode: 'youtube' },
    ]);
    expect(postsTo(requests, roomSyncCalls.publish.path)).toEqual([{ eventId: testRoomId, publish: true }]);
  });

  it('lists my assets, shares one and deletes one after confirming', async () => {
    const requests = serveApi({
      [roomSyncCalls.state.path]: () => ok(nothingShared({ publish: true })),
      [roomSyncCalls.assetsList.path]: () =>
        ok({ list: [poster], pagination: { page: 1, pageSize: 20, total: 1, hasNextPage: false } }),
      [roomSyncCalls.assetsDel.path]: () => ok({ eventId: testRoomId, list: [] }),
      [roomSyncCalls.play.path]: () => ok(play(poster, { publish: true })),
    });
    const { serverSends } = await renderContent();
    await waitFor(() =>
      expect(requests.some((request) => request.path === roomSyncCalls.state.path)).toBe(true),
    );
    await serverSends(roomFrame(1, AppKey.Sync, SyncCommand.PlayV2, { ...recall, publish: true }));
    await userEvent.click(screen.getByRole('button', { name: 'My assets' }));
    const dialog = screen.getByRole('dialog', { name: 'My assets' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Poster' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(postsTo(requests, roomSyncCalls.assetsDel.path)).toEqual([
        { eventId: testRoomId, contents: ['c-1'] },
      ]),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Poster' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(requests, roomSyncCalls.play.path)).toEqual([
      { eventId: testRoomId, contentId: 'c-1', mode: 'image' },
    ]);
    // Already published: no publish call.
    expect(postsTo(requests, roomSyncCalls.publish.path)).toEqual([]);
  });

  it('uploads an asset with its progress, and shows the asset limit refusal (171115)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    serveApi({ [roomSyncCalls.state.path]: () => ok(nothingShared()) });
    await renderContent();
    await userEvent.click(screen.getByRole('button', { name: 'Upload asset' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload asset' });
    const file = new File(['png'], 'Stage plan.png', { type: 'image/png' });

    FakeXhr.last = undefined;
    await userEvent.upload(within(dialog).getByLabelText('Choose a file'), file);
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const first = FakeXhr.last as unknown as FakeXhr;
    expect(first.url).toMatch(/^\/api\/sync\/v2\/assets\/upload/);
    const form = first.body as FormData;
    expect([form.get('eventId'), form.get('type'), form.get('name')]).toEqual([
      testRoomId,
      'contentImage',
      'Stage plan',
    ]);
    act(() => first.progress(40, 100));
    const progress = within(dialog).getByRole('progressbar', { name: 'Uploading the file' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    const limit = codeCatalogue.AssetLimitReached;
    act(() => first.answer(409, JSON.stringify({ code: limit.code, message: limit.message, data: null })));
    await waitFor(() =>
      expect(toastMessages()).toContain('Asset limit reached. Delete any unused assets and retry.'),
    );
    expect(within(dialog).queryByRole('progressbar')).toBeNull();

    FakeXhr.last = undefined;
    await userEvent.upload(within(dialog).getByLabelText('Choose a file'), file);
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const uploaded = { ...poster, name: 'Stage plan' };
    act(() => (FakeXhr.last as unknown as FakeXhr).answer(200, JSON.stringify(ok(uploaded))));
    expect(await within(dialog).findByRole('button', { name: 'Share now' })).toBeTruthy();
  });
});

describe('the player loop', () => {
  it('moves a player to the room on the server clock and reports its drift', async () => {
    vi.useFakeTimers();
    try {
      let serverNow = 100_000;
      const state = { currentTime: 0, paused: true };
      const player: SyncedPlayer = {
        read: () => ({ ...state }),
        seek: vi.fn((seconds: number) => {
          state.currentTime = seconds;
        }),
        setRate: vi.fn(),
        play: vi.fn(() => {
          state.paused = false;
        }),
        pause: vi.fn(),
      };
      const playback = { isPlaying: true, position: 10, duration: null, takenAt: 96_000 };
      const { result } = renderHook(() => usePlayerSync(player, playback, () => serverNow, true));
      await act(() => vi.advanceTimersByTimeAsync(0));
      // 4 s after 10 s: a late joiner jumps to 14 s and plays.
      expect(player.seek).toHaveBeenCalledWith(14);
      expect(player.play).toHaveBeenCalled();
      expect(result.current).toBe(-14_000);
      // Half a second later the player (moved by hand here) is 120 ms ahead: nudged, not seeked.
      state.currentTime = 14.62;
      serverNow += 500;
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(result.current).toBe(120);
      expect(player.seek).toHaveBeenCalledTimes(1);
      expect(player.setRate).toHaveBeenLastCalledWith(expect.closeTo(0.94, 5));
    } finally {
      vi.useRealTimers();
    }
  });
});
