import { httpContract } from '@limelight/protocol/http';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { appRoutes } from '../../app/router.tsx';
import { initI18n } from '../../lib/i18n/index.ts';
import { loadLazyRoutes } from '../../test/lazyRoutes.ts';
import { useSessionStore } from '../../lib/session/index.ts';

const ada = {
  userId: 'u-ada',
  username: 'ada',
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: null,
  backgroundImageUrl: null,
  bio: 'Poetical scientist',
  cyaId: 'ada',
  friendsCount: 2,
  followersCount: 1500,
  followingCount: 3,
  status: 'NOT_FOLLOW',
  friendStatus: 'NOT_FRIEND',
};
const fan = (index: number) => ({
  userId: `u-${index}`,
  displayName: `Fan ${index}`,
  username: null,
  avatar: null,
  cyaId: null,
  status: 'NOT_FOLLOW',
});
const page = (list: unknown[], pageNumber: number, hasNextPage: boolean) => ({
  list,
  pagination: { page: pageNumber, pageSize: 2, total: 3, hasNextPage },
});
const success = (data: unknown) => ({ code: 200, message: 'success', data });
const notFound = { code: 4004, message: 'Not found', data: null };

/** Answers by path and query, as the server would for Ada. */
function serveAda() {
  const fetch = vi.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://limelight.test');
    const answer = (() => {
      if (pathname === httpContract.users.profile.path) {
        const isAda =
          searchParams.get('followingCyaId') === 'ada' || searchParams.get('followingId') === 'u-ada';
        return isAda ? success(ada) : notFound;
      }
      if (pathname === httpContract.users.listFans.path)
        return success(
          searchParams.get('page') === '1' ? page([fan(1), fan(2)], 1, true) : page([fan(3)], 2, false),
        );
      if (pathname === httpContract.users.listFollowing.path) return success(page([], 1, false));
      return notFound;
    })();
    return { status: 200, json: async () => answer };
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function openAt(url: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n('en');
  await loadLazyRoutes(appRoutes, '/user/ada');
});
beforeEach(() =>
  useSessionStore
    .getState()
    .saveSession({ userToken: 'guest', refreshToken: '', expiresIn: 3600, userId: 'g-1' }, { isGuest: true }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

describe('/user/:cyaid public profile', () => {
  it('shows name, bio, counts (abbreviated) and the followers with "Load more"', async () => {
    serveAda();
    openAt('/user/ada');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Poetical scientist')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Followers' })).getByText('1.5K')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Following' })).getByText('3')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Friends' })).getByText('2')).toBeTruthy();
    // Friend requests are members' (a guest sees Follow, which asks them to log in).
    expect(screen.queryByRole('button', { name: /as a friend/ })).toBeNull();

    expect(await screen.findByText('Fan 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Fan 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty state of a list with nobody in it', async () => {
    serveAda();
    openAt('/user/ada');
    await userEvent.click(await screen.findByRole('tab', { name: 'Following' }));
    expect(await screen.findByRole('heading', { name: 'Not following anyone yet' })).toBeTruthy();
  });

  it('moves a profile reached by userId to its cyaId address', async () => {
    const fetch = serveAda();
    const router = openAt('/user/u-ada?lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/user/ada?lang=en'),
    );
    const profileCalls = fetch.mock.calls.filter(([url]) => url.startsWith(httpContract.users.profile.path));
    expect(profileCalls.map(([url]) => url)).toEqual([
      `${httpContract.users.profile.path}?v=43&followingCyaId=u-ada`,
      `${httpContract.users.profile.path}?v=43&followingId=u-ada`,
    ]);
  });

  it('asks for an address shaped like a user id (a new member, oneself) by id first', async () => {
    const fetch = serveAda();
    const userId = '0b9c7d3e-1f2a-4b5c-8d6e-7f8091a2b3c4';
    openAt(`/user/${userId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeTruthy();
    const profileCalls = fetch.mock.calls.filter(([url]) => url.startsWith(httpContract.users.profile.path));
    expect(profileCalls.map(([url]) => url)).toEqual([
      `${httpContract.users.profile.path}?v=43&followingId=${userId}`,
      `${httpContract.users.profile.path}?v=43&followingCyaId=${userId}`,
    ]);
  });

  it('says so when nobody has the address', async () => {
    serveAda();
    openAt('/user/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile not found' })).toBeTruthy();
  });

  it('asks a guest to log in before following', async () => {
    serveAda();
    openAt('/user/ada');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });
});
