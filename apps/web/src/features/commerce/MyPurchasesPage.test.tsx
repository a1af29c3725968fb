import { ok, type Order } from '@limelight/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { MyPurchasesPage } from './MyPurchasesPage.tsx';

const order: Order = {
  ticketId: 'o-1',
  eventId: 'ev-1',
  eventTitle: 'Gala',
  type: 'General',
  quantity: 2,
  price: 30,
  currency: 'usd',
  email: 'ada@example.com',
  createdAt: '2026-11-21T18:00:00.000Z',
};

function renderPage(orders: Order[]) {
  const answer = ok({
    list: orders,
    pagination: { page: 1, pageSize: 20, total: orders.length, hasNextPage: false },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({
      status: 200,
      headers: new Headers(),
      json: async () => answer,
      blob: async () => new Blob(),
    })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/myPurchases', element: <MyPurchasesPage /> }], {
    initialEntries: ['/myPurchases'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('my purchases page', () => {
  it('lists each order with its event, tier, quantity and price', async () => {
    renderPage([order]);
    expect(screen.getByRole('status').textContent).toContain('Loading your tickets…');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Gala' }).getAttribute('href')).toBe('/event/ev-1');
    expect(item.textContent).toContain('General × 2');
    expect(item.textContent).toContain('$30.00');
  });

  it('says so when there is nothing yet', async () => {
    renderPage([]);
    expect(await screen.findByText('You have not bought any tickets yet.')).toBeTruthy();
  });
});
