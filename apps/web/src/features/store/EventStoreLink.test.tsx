import { storeCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { EventStoreLink } from './EventStoreLink.tsx';
import { fakeServer, poster, signIn, storePage } from './storeTestKit.tsx';

beforeAll(() => initI18n('en'));
beforeEach(() => signIn('u-bob'));
afterEach(() => vi.unstubAllGlobals());

function showLinkOfEvent(eventId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <EventStoreLink eventId={eventId} /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the event page's way to the event store", () => {
  it('invites buyers once the store has products', async () => {
    const server = fakeServer().script(storeCalls.products.path, storePage([poster]));
    showLinkOfEvent('e-1');
    const link = await screen.findByRole('link', { name: 'Shop the event store' });
    expect(link.getAttribute('href')).toBe('/store/event/e-1');
    expect(server.requests.find((request) => request.path === storeCalls.products.path)?.query).toMatchObject(
      {
        ownerKind: 'event',
        ownerId: 'e-1',
      },
    );
  });

  it('shows nothing to buyers of an empty store, and the way in to its editors', async () => {
    const server = fakeServer().script(storeCalls.products.path, storePage([]));
    showLinkOfEvent('e-1');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';

    fakeServer().script(storeCalls.products.path, storePage([], true));
    showLinkOfEvent('e-2');
    expect(await screen.findByRole('link', { name: 'Open the event store' })).toBeTruthy();
  });
});
