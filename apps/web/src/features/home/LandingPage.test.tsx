import { ok } from '@limelight/protocol';
import { eventsCalls, roomsCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { resetRoomTest, sampleRoom, serveApi } from '../../test/roomsTestKit.tsx';
import { LandingPage } from './LandingPage.tsx';

const pageOf = (list: unknown[]) =>
  ok({ list, pagination: { page: 1, pageSize: 20, total: list.length, hasNextPage: false } });

function openHome() {
  const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  // The feed's code loads after the first paint: loaded here, a find waits for the lists only.
  await import('./HomeFeed.tsx');
});
afterEach(resetRoomTest);

describe('the home shows what is on to everyone, guests included (issue 11)', () => {
  it('lists the rooms live now, each opening its pre-room, then the upcoming events', async () => {
    const requests = serveApi({
      [roomsCalls.activeList.path]: () => pageOf([sampleRoom({ peopleCount: 7 })]),
      [eventsCalls.homepage.path]: () => pageOf([]),
    });
    openHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Live events, together' })).toBeTruthy();
    const rooms = await screen.findByRole('list', { name: 'Live rooms' });
    const card = within(rooms).getByRole('link', { name: /Jam session/ });
    expect(card.getAttribute('href')).toBe('/room/jam-session');
    expect(card.textContent).toContain('7 here now');
    expect(await screen.findByRole('heading', { name: 'No upcoming events yet' })).toBeTruthy();
    const queryOf = (path: string) => requests.find((request) => request.path === path)?.query;
    expect(queryOf(roomsCalls.activeList.path)).toMatchObject({ page: '1' });
    expect(queryOf(eventsCalls.homepage.path)).toMatchObject({ period: 'upcoming', page: '1' });
  });

  it('shows the loading state, then says when no room is live', async () => {
    serveApi({
      [roomsCalls.activeList.path]: () => pageOf([]),
      [eventsCalls.homepage.path]: () => pageOf([]),
    });
    openHome();
    expect(await screen.findByRole('status', { name: 'Loading live rooms…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No rooms are live right now' })).toBeTruthy();
  });
});
