import { commerceCalls } from '@limelight/protocol/http';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { MyPurchasesPage } from './MyPurchasesPage.tsx';
import { pageAnswer, renderAt, sampleOrder, serveApi } from './ordersTestKit.tsx';

function renderPage(orders = [sampleOrder({ price: 30 })]) {
  serveApi({ [commerceCalls.list.path]: () => pageAnswer(orders) });
  renderAt('/myPurchases', '/myPurchases', <MyPurchasesPage />);
}

beforeAll(() => initI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('my purchases page', () => {
  it('lists each order with its event, tier, quantity, price and a link to its receipt', async () => {
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your tickets…');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Gala' }).getAttribute('href')).toBe('/event/ev-1');
    expect(item.textContent).toContain('General × 2');
    expect(item.textContent).toContain('$30.00');
    expect(within(item).getByRole('link', { name: 'Order details for Gala' }).getAttribute('href')).toBe(
      '/myPurchases/ticket-1',
    );
    expect(within(item).queryByText('Paid')).toBeNull();
  });

  it('marks a refunded order', async () => {
    renderPage([sampleOrder({ status: 'refunded', refundedAt: '2030-11-02T10:00:00.000Z' })]);
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Refunded')).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    renderPage([]);
    expect(await screen.findByText('You have not bought any tickets yet.')).toBeTruthy();
  });
});
