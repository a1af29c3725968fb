import { ok } from '@limelight/protocol';
import { commerceCalls } from '@limelight/protocol/http';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { renderAt, sampleOrder, serveApi } from './ordersTestKit.tsx';

function openReceipt(answer: ReturnType<typeof ok> | { code: number; message: string; data: null }) {
  const requests = serveApi({ [commerceCalls.detail.path]: () => answer });
  renderAt('/myPurchases/:ticketId', '/myPurchases/ticket-1', <OrderDetailPage />);
  return requests;
}

/** The value shown beside a receipt line's label. */
const lineValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

beforeAll(() => initI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('order detail page', () => {
  it('shows the receipt: tier, quantity, unit price, coupon, total, status and the pass link', async () => {
    const requests = openReceipt(ok(sampleOrder({ couponCode: 'SAVE25', price: 30 })));
    expect(screen.getByRole('status').textContent).toContain('Loading your order…');
    const receipt = await screen.findByRole('article');
    expect(requests[0]?.query.ticketId).toBe('ticket-1');
    expect(within(receipt).getByRole('heading', { name: 'Gala' })).toBeTruthy();
    expect(within(receipt).getByText('Paid')).toBeTruthy();
    expect(lineValue('Ticket type')).toBe('General');
    expect(lineValue('Quantity')).toBe('2');
    expect(lineValue('Price per ticket')).toBe('$20.00');
    expect(lineValue('Coupon')).toBe('SAVE25');
    expect(lineValue('Total paid')).toBe('$30.00');
    expect(lineValue('Receipt e-mail')).toBe('ada@example.com');
    expect(within(receipt).getByRole('link', { name: 'View pass' }).getAttribute('href')).toBe(
      '/pass/pass-1',
    );
    expect(screen.queryByText('Refunded on')).toBeNull();
  });

  it('says a refunded order was refunded, when, and offers no pass', async () => {
    openReceipt(ok(sampleOrder({ status: 'refunded', refundedAt: '2030-11-02T10:00:00.000Z' })));
    const receipt = await screen.findByRole('article');
    expect(within(receipt).getByText('Refunded')).toBeTruthy();
    expect(within(receipt).getByText(/This order was refunded/)).toBeTruthy();
    expect(screen.getByText('Refunded on')).toBeTruthy();
    expect(within(receipt).queryByRole('link', { name: 'View pass' })).toBeNull();
    expect(within(receipt).getByRole('link', { name: 'View event' }).getAttribute('href')).toBe(
      '/event/ev-1',
    );
  });

  it('says so when the order is not the caller’s or does not exist', async () => {
    openReceipt({ code: 4004, message: 'Not found', data: null });
    expect(await screen.findByRole('heading', { name: 'This order could not be found.' })).toBeTruthy();
  });
});
