import { ok, type Coupon, type Donation, type EventOrder, type Order, type Pass } from '@limelight/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import {
  serveApi as serveStubbedApi,
  type SeenRequest,
  type StubbedAnswer,
} from '../../test/stubbedFetch.ts';
import { useToastStore } from '../../ui/toastStore.ts';

/** A paid order as the server answers it. */
export const sampleOrder = (fields: Partial<Order> = {}): Order => ({
  ticketId: 'ticket-1',
  eventId: 'ev-1',
  eventTitle: 'Gala',
  eventStartAt: '2030-11-21T18:00:00.000Z',
  kind: 'ticket',
  type: 'General',
  quantity: 2,
  unitPrice: 20,
  couponCode: null,
  price: 40,
  currency: 'usd',
  email: 'ada@example.com',
  status: 'paid',
  passId: 'pass-1',
  createdAt: '2030-11-01T10:00:00.000Z',
  paidAt: '2030-11-01T10:00:01.000Z',
  refundedAt: null,
  ...fields,
});

/** An order as the event's editors see it. */
export const sampleEventOrder = (fields: Partial<EventOrder> = {}): EventOrder => ({
  ...sampleOrder(),
  buyer: { userId: 'u-ada', displayName: 'Ada Lovelace' },
  verificationCode: 'ABCD-1234',
  ...fields,
});

/** A valid pass. */
export const samplePass = (fields: Partial<Pass> = {}): Pass => ({
  passId: 'pass-1',
  eventId: 'ev-1',
  eventSlug: 'gala',
  eventTitle: 'Gala',
  startAt: '2030-11-21T18:00:00.000Z',
  endAt: '2030-11-21T21:00:00.000Z',
  cover: null,
  holderName: 'Ada Lovelace',
  type: 'General',
  quantity: 2,
  status: 'valid',
  verificationCode: 'ABCD-1234',
  ...fields,
});

/** A 25% coupon of ev-1 with no limit and no period. */
export const sampleCoupon = (fields: Partial<Coupon> = {}): Coupon => ({
  id: 'c-1',
  eventId: 'ev-1',
  code: 'EARLY',
  type: 'percent',
  value: 25,
  count: 0,
  availableCount: null,
  limited: false,
  startAt: null,
  endAt: null,
  ...fields,
});

/** A $10 donation to ev-1. */
export const sampleDonation = (fields: Partial<Donation> = {}): Donation => ({
  id: 'd-1',
  eventId: 'ev-1',
  eventTitle: 'Gala',
  amountInCent: 1_000,
  currency: 'usd',
  createdAt: '2030-11-01T10:00:00.000Z',
  ...fields,
});

/** A page answer of `list`. */
export const pageAnswer = <T,>(list: T[], hasNextPage = false, page = 1) =>
  ok({ list, pagination: { page, pageSize: 20, total: list.length + (hasNextPage ? 1 : 0), hasNextPage } });

export type { SeenRequest } from '../../test/stubbedFetch.ts';

/** Stubs `fetch` with answers by path (4004 for any other path) and records the requests. */
export const serveApi = (answers: Record<string, StubbedAnswer>): SeenRequest[] =>
  serveStubbedApi(answers, () => ({ code: 4004, message: 'Not found', data: null }));

/** Renders `element` at `address`, matched by `path`, with a fresh query client. */
export function renderAt(path: string, address: string, element: ReactNode): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [address] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The messages of the toasts shown, oldest first. */
export const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);

/** For `afterEach`: the real `fetch` back and no toast left for the next test. */
export function restoreFetchAndToasts(): void {
  vi.unstubAllGlobals();
  act(() => useToastStore.setState({ toasts: [] }));
}
