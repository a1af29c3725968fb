import { ok, type Donation } from '@limelight/protocol';
import { commerceCalls } from '@limelight/protocol/http';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/index.ts';
import { MyDonationsPage } from './MyDonationsPage.tsx';
import { pageAnswer, renderAt, restoreFetchAndToasts, serveApi, toastMessages } from './ordersTestKit.tsx';

const donation = (id: string, amountInCent: number): Donation => ({
  id,
  eventId: 'ev-1',
  eventTitle: 'Benefit',
  amountInCent,
  currency: 'usd',
  createdAt: '2030-11-01T10:00:00.000Z',
});
const card = { cId: 'card-1', last4: '4242', createdAt: '2030-10-01T10:00:00.000Z' };

beforeAll(() => initI18n('en'));
afterEach(restoreFetchAndToasts);

describe('my donations page (spec 000 §7 myDonationList, myCards, delMyCard)', () => {
  it('lists the donations a page at a time', async () => {
    const requests = serveApi({
      [commerceCalls.myDonationList.path]: (request) =>
        request.query.page === '2'
          ? pageAnswer([donation('d-2', 1_250)], false, 2)
          : pageAnswer([donation('d-1', 500)], true),
      [commerceCalls.myCards.path]: () => ok({ list: [] }),
    });
    renderAt('/myDonations', '/myDonations', <MyDonationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'My donations' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'My donations' });
    expect(within(list).getByRole('link', { name: 'Benefit' }).getAttribute('href')).toBe('/event/ev-1');
    expect(list.textContent).toContain('$5.00');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list.textContent).toContain('$12.50');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests.filter((request) => request.path === commerceCalls.myDonationList.path)).toHaveLength(2);
    expect(await screen.findByText(/You have no saved cards/)).toBeTruthy();
  });

  it('says so when there are no donations yet', async () => {
    serveApi({
      [commerceCalls.myDonationList.path]: () => pageAnswer([]),
      [commerceCalls.myCards.path]: () => ok({ list: [] }),
    });
    renderAt('/myDonations', '/myDonations', <MyDonationsPage />);
    expect(await screen.findByText('You have not made any donations yet.')).toBeTruthy();
  });

  it('removes a saved card once confirmed', async () => {
    let cards = [card];
    const requests = serveApi({
      [commerceCalls.myDonationList.path]: () => pageAnswer([]),
      [commerceCalls.myCards.path]: () => ok({ list: cards }),
      [commerceCalls.delMyCard.path]: () => {
        cards = [];
        return ok({ cId: 'card-1', deleted: true });
      },
    });
    renderAt('/myDonations', '/myDonations', <MyDonationsPage />);
    const saved = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(saved).getByText('•••• 4242')).toBeTruthy();
    await userEvent.click(within(saved).getByRole('button', { name: 'Remove Card ending in 4242' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove this card?' });
    expect(confirm.textContent).toContain('The card ending in 4242 will no longer be offered');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/You have no saved cards/)).toBeTruthy();
    expect(toastMessages()).toEqual(['The card was removed.']);
    expect(requests.find((request) => request.path === commerceCalls.delMyCard.path)?.body).toEqual({
      cId: 'card-1',
    });
  });
});
