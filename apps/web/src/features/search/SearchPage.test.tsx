import { ok, type RoomView } from '@limelight/protocol';
import { searchCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { SearchPage } from './SearchPage.tsx';

const room = (id: string, fields: Partial<RoomView> = {}): RoomView => ({
  id,
  slug: `${id}-slug`,
  title: `Room ${id}`,
  thumbnail: null,
  privateLevel: 1,
  label: '13',
  tags: [],
  waitRoom: false,
  approveJoin: false,
  sendChat: true,
  showParticipants: true,
  allowDonations: true,
  chatModApprove: false,
  joinStage: 1,
  owner: { userId: 'u-1', displayName: 'Ada', avatar: null },
  peopleCount: 0,
  friendList: [],
  isSubscribed: false,
  isOwner: false,
  isMod: false,
  isHost: false,
  isSpecial: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...fields,
});

const pageOf = (list: RoomView[], page: number, hasNextPage: boolean) =>
  ok({ list, pagination: { page, pageSize: 2, total: 3, hasNextPage } });

/** Answers room searches the way the server would: `jazz` finds three rooms over two pages. */
function serveRoomSearch(answerFor: (keyword: string, page: string) => unknown) {
  const fetch = vi.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://limelight.test');
    const answer =
      pathname === searchCalls.rooms.path
        ? answerFor(searchParams.get('keyword') ?? '', searchParams.get('page') ?? '1')
        : { code: 4004, message: 'Not found', data: null };
    return { status: 200, headers: new Headers(), json: async () => answer };
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function openSearch(address: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], {
    initialEntries: [address],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() =>
  useSessionStore
    .getState()
    .saveSession({ userToken: 'guest', refreshToken: '', expiresIn: 3600, userId: 'g-1' }, { isGuest: true }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('search page, Rooms tab (spec 000 §1 "search … rooms")', () => {
  it('lists matching rooms as cards linking to their pre-rooms, with "Load more"', async () => {
    const fetch = serveRoomSearch((_keyword, page) =>
      page === '1'
        ? pageOf(
            [
              room('den', {
                title: 'Jazz den',
                label: '18',
                privateLevel: 2,
                tags: ['jazz', 'late'],
                peopleCount: 3,
                thumbnail: '/files/rooms/den.jpg',
              }),
              room('hall', { title: 'Jazz hall' }),
            ],
            1,
            true,
          )
        : pageOf([room('club', { title: 'Jazz club' })], 2, false),
    );
    openSearch('/search?q=jazz&tab=rooms');

    expect(screen.getByRole('tab', { name: 'Rooms', selected: true })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toContain('Searching…');
    const list = await screen.findByRole('list', { name: 'Rooms' });
    const [den, hall] = within(list).getAllByRole('link');
    expect(den?.getAttribute('href')).toBe('/room/den-slug');
    expect(den?.textContent).toContain('Jazz den');
    expect(den?.textContent).toContain('18+');
    expect(den?.textContent).toContain('Private');
    expect(den?.textContent).toContain('3 here now');
    expect(within(den as HTMLElement).getByRole('list', { name: 'Tags' }).textContent).toBe('#jazz#late');
    expect(den?.querySelector('img')?.getAttribute('src')).toBe('/files/rooms/den.jpg');
    // No thumbnail: the placeholder, no image; nobody in it: no count.
    expect(hall?.querySelector('img')).toBeNull();
    expect(hall?.textContent).toContain('13+');
    expect(hall?.textContent).not.toContain('here now');
    expect(hall?.textContent).not.toContain('Private');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: /Jazz club/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const searched = fetch.mock.calls.map(([url]) => url).filter((url) => url.includes('/search/'));
    expect(searched).toEqual([
      `${searchCalls.rooms.path}?v=43&keyword=jazz&page=1`,
      `${searchCalls.rooms.path}?v=43&keyword=jazz&page=2`,
    ]);
  });

  it('says so when no room matches', async () => {
    serveRoomSearch(() =>
      ok({ list: [], pagination: { page: 1, pageSize: 20, total: 0, hasNextPage: false } }),
    );
    openSearch('/search?q=zither&tab=rooms');
    expect(await screen.findByRole('heading', { name: 'No rooms match “zither”' })).toBeTruthy();
  });

  it('offers a retry when the search fails', async () => {
    let attempts = 0;
    serveRoomSearch(() => {
      attempts += 1;
      return attempts === 1
        ? {
            code: 5000,
            message: 'Unfortunately we encountered an error. Please try again later.',
            data: null,
          }
        : pageOf([room('den', { title: 'Jazz den' })], 1, false);
    });
    openSearch('/search?q=jazz&tab=rooms');
    expect(await screen.findByRole('heading', { name: 'The search failed' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Jazz den/ })).toBeTruthy();
  });
});
