import { cartTotals, ok, type StoreCart, type StoreOrder, type StoreProduct } from '@limelight/protocol';
import { commerceCalls, paymentsCalls } from '@limelight/protocol/http';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { FakeFetch } from '../../test/fakeFetch.ts';
import { useSessionStore } from '../../lib/session/index.ts';
import { CartPage } from './CartPage.tsx';
import { StorePage } from './StorePage.tsx';

/** A product of Ada's store: a poster in two sizes, the A2 with 10 left. */
export const poster: StoreProduct = {
  storeProductId: 'p-1',
  ownerKind: 'influencer',
  ownerId: 'u-ada',
  eventId: null,
  title: 'Poster',
  description: 'Signed by the band',
  image: null,
  active: true,
  currency: 'CAD',
  variants: [
    { variantId: 'v-a2', name: 'A2', unitPrice: 1999, stock: 10 },
    { variantId: 'v-a3', name: 'A3', unitPrice: 1250, stock: null },
  ],
  createdAt: '2030-11-01T10:00:00.000Z',
};

/** Ada's store page answer: `products`, and whether the caller manages the store. */
export const storePage = (products: StoreProduct[], canManage = false) =>
  ok({
    store: {
      ownerKind: 'influencer',
      ownerId: 'u-ada',
      name: 'Ada Lovelace',
      canManage,
      webUrl: 'https://limelight.example/store/influencer/u-ada',
    },
    list: products,
    pagination: { page: 1, pageSize: 20, total: products.length, hasNextPage: false },
  });

/** A cart of Ada's store holding `count` A2 posters (none: an empty cart). */
export function posterCart(count: number): StoreCart {
  const lineItems =
    count === 0
      ? []
      : [
          {
            variantId: 'v-a2',
            storeProductId: 'p-1',
            title: 'Poster',
            variantName: 'A2',
            image: null,
            unitPrice: 1999,
            count,
            lineTotal: 1999 * count,
          },
        ];
  const store = { ownerKind: 'influencer', ownerId: 'u-ada' } as const;
  return {
    cartId: count === 0 ? null : 'cart-1',
    lineItems,
    ...cartTotals(lineItems),
    taxRate: 0.13,
    currency: 'CAD',
    metaData: count === 0 ? null : store,
    webUrl: count === 0 ? null : 'https://limelight.example/store/influencer/u-ada',
  };
}

/** Bob's paid order of 3 A2 posters, as the checkout answers it. */
export const paidPosterOrder: StoreOrder = {
  storeOrderId: 'order-1',
  ...posterCart(3),
  cartId: 'cart-1',
  metaData: { ownerKind: 'influencer', ownerId: 'u-ada' },
  webUrl: 'https://limelight.example/store/influencer/u-ada',
  email: 'bob@example.com',
  createdAt: '2030-11-01T10:00:00.000Z',
};

/** Signs in a member (or a guest) the way the session store keeps them. */
export function signIn(userId: string, isGuest = false): void {
  useSessionStore
    .getState()
    .saveSession({ userToken: `token-${userId}`, refreshToken: 'r', expiresIn: 3600, userId }, { isGuest });
}

/** The store's fake server: the test processor, no saved cards, then whatever the test scripts. */
export function fakeServer(): FakeFetch {
  const server = new FakeFetch()
    .script(paymentsCalls.config.path, ok({ processor: 'test', publishableKey: null }))
    .script(commerceCalls.myCards.path, ok({ list: [] }));
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

/** Renders the store's pages at `address` with a fresh query client. */
export function openAt(address: string): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/store/:ownerKind/:ownerId', element: <StorePage /> },
      { path: '/cart', element: <CartPage /> },
    ],
    { initialEntries: [address] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
