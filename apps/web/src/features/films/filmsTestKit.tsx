import { ok, type Film, type FilmMedia } from '@limelight/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { useSessionStore } from '../../lib/session/index.ts';
import {
  serveApi as serveStubbedApi,
  type SeenRequest,
  type StubbedAnswer,
} from '../../test/stubbedFetch.ts';
import { useToastStore } from '../../ui/toastStore.ts';

/** A film's picture, ready by default. */
export const sampleMedia = (fields: Partial<FilmMedia> = {}): FilmMedia => ({
  filmId: 'film-1',
  state: 'ready',
  percent: 100,
  error: null,
  heights: [720, 360],
  runtimeS: 95,
  ...fields,
});

/** A published $4.99 Canadian short that the caller cannot watch yet. */
export const sampleFilm = (fields: Partial<Film> = {}): Film => ({
  filmId: 'film-1',
  slug: 'northern-lights',
  title: 'Northern Lights',
  description: 'A night on the lake.',
  category: 'canadian',
  subCategory: 'short',
  rating: 'PG',
  price: 4.99,
  currency: 'usd',
  posterUrl: '/files/films/film-1/poster.jpg',
  thumbnailUrl: null,
  trailerUrl: null,
  creator: { userId: 'u-grace', displayName: 'Grace Hopper', avatar: null },
  published: true,
  media: sampleMedia({ filmId: fields.filmId ?? 'film-1' }),
  canWatch: false,
  isOwner: false,
  createdAt: '2030-11-01T10:00:00.000Z',
  ...fields,
});

/** A page answer of `list`. */
export const filmPage = (list: Film[], { page = 1, total = list.length, pageSize = 24 } = {}) =>
  ok({ list, pagination: { page, pageSize, total, hasNextPage: page * pageSize < total } });

export type { SeenRequest } from '../../test/stubbedFetch.ts';

/** Stubs `fetch` with answers by path (4004 for any other path) and records the requests. */
export const serveApi = (answers: Record<string, StubbedAnswer>): SeenRequest[] =>
  serveStubbedApi(answers, () => ({ code: 4004, message: 'Not found', data: null }));

/** The requests to `path`. */
export const requestsTo = (requests: readonly SeenRequest[], path: string) =>
  requests.filter((request) => request.path === path);

export function signInMember(userId = 'u-ada'): void {
  useSessionStore
    .getState()
    .saveSession(
      { userToken: `token-${userId}`, refreshToken: 'r', expiresIn: 3600, userId },
      { isGuest: false },
    );
}

/** Renders `element` at `address`, matched by `path`, with a fresh query client; answers the router. */
export function renderAt(path: string, address: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The messages of the toasts shown, oldest first. */
export const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);

/** For `afterEach`: the real `fetch` back, no toast and no session left for the next test. */
export function resetFilmsTest(): void {
  vi.unstubAllGlobals();
  act(() => {
    useToastStore.setState({ toasts: [] });
    useSessionStore.getState().clearSession();
  });
}
